// Every text of one language, in one chunk loaded on demand (../resources.ts).
import ui from '../locales/id';
import account from '../account/id';
import betting from '../betting/id';
import errors from '../errors/id';
import games from '../games/id';
import help from '../help/id';
import keno from '../keno/id';
import markets from '../markets/id';
import responsible from '../responsible/id';
import roulette from '../roulette/id';
import terms from '../terms/id';
import tickets from '../tickets/id';
import tournament from '../tournament/id';
import validation from '../validation/id';
import videoPoker from '../videopoker/id';
import miniGames from '../minigames/id';
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
