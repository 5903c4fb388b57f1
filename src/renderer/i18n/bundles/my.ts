// Every text of one language, in one chunk loaded on demand (../resources.ts).
import ui from '../locales/my';
import account from '../account/my';
import betting from '../betting/my';
import errors from '../errors/my';
import games from '../games/my';
import help from '../help/my';
import keno from '../keno/my';
import markets from '../markets/my';
import responsible from '../responsible/my';
import roulette from '../roulette/my';
import terms from '../terms/my';
import tickets from '../tickets/my';
import tournament from '../tournament/my';
import validation from '../validation/my';
import videoPoker from '../videopoker/my';
import miniGames from '../minigames/my';
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
