// Every text of one language, in one chunk loaded on demand (../resources.ts).
import ui from '../locales/cn';
import account from '../account/cn';
import betting from '../betting/cn';
import errors from '../errors/cn';
import games from '../games/cn';
import help from '../help/cn';
import keno from '../keno/cn';
import markets from '../markets/cn';
import responsible from '../responsible/cn';
import roulette from '../roulette/cn';
import terms from '../terms/cn';
import tickets from '../tickets/cn';
import tournament from '../tournament/cn';
import validation from '../validation/cn';
import videoPoker from '../videopoker/cn';
import miniGames from '../minigames/cn';
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
