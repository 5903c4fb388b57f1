// Every text of one language, in one chunk loaded on demand (../resources.ts).
import ui from '../locales/th';
import account from '../account/th';
import betting from '../betting/th';
import errors from '../errors/th';
import games from '../games/th';
import help from '../help/th';
import keno from '../keno/th';
import markets from '../markets/th';
import responsible from '../responsible/th';
import roulette from '../roulette/th';
import terms from '../terms/th';
import tickets from '../tickets/th';
import tournament from '../tournament/th';
import validation from '../validation/th';
import videoPoker from '../videopoker/th';
import miniGames from '../minigames/th';
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
