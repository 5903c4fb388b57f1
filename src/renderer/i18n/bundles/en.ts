// Every text of one language, in one chunk loaded on demand (../resources.ts).
import ui from '../locales/en';
import account from '../account/en';
import betting from '../betting/en';
import errors from '../errors/en';
import games from '../games/en';
import help from '../help/en';
import keno from '../keno/en';
import markets from '../markets/en';
import responsible from '../responsible/en';
import roulette from '../roulette/en';
import terms from '../terms/en';
import tickets from '../tickets/en';
import tournament from '../tournament/en';
import validation from '../validation/en';
import videoPoker from '../videopoker/en';
import miniGames from '../minigames/en';
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
