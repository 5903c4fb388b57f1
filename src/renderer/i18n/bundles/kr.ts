// Every text of one language, in one chunk loaded on demand (../resources.ts).
import ui from '../locales/kr';
import account from '../account/kr';
import betting from '../betting/kr';
import errors from '../errors/kr';
import games from '../games/kr';
import help from '../help/kr';
import keno from '../keno/kr';
import markets from '../markets/kr';
import responsible from '../responsible/kr';
import roulette from '../roulette/kr';
import terms from '../terms/kr';
import tickets from '../tickets/kr';
import tournament from '../tournament/kr';
import validation from '../validation/kr';
import videoPoker from '../videopoker/kr';
import miniGames from '../minigames/kr';
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
