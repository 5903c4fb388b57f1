// Every text of one language, in one chunk loaded on demand (../resources.ts).
import ui from '../locales/km';
import account from '../account/km';
import betting from '../betting/km';
import errors from '../errors/km';
import games from '../games/km';
import help from '../help/km';
import keno from '../keno/km';
import markets from '../markets/km';
import responsible from '../responsible/km';
import roulette from '../roulette/km';
import terms from '../terms/km';
import tickets from '../tickets/km';
import tournament from '../tournament/km';
import validation from '../validation/km';
import videoPoker from '../videopoker/km';
import miniGames from '../minigames/km';
import { joinTranslation } from '../translation';

export default joinTranslation({
  ui,
  account,
  betting,
  errors,
  games,
  help,
  keno,
  markets,
  responsible,
  roulette,
  tickets,
  terms,
  tournament,
  validation,
  videoPoker,
  miniGames,
});
