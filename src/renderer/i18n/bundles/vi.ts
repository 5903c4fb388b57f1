// Every text of one language, in one chunk loaded on demand (../resources.ts).
import ui from '../locales/vi';
import account from '../account/vi';
import betting from '../betting/vi';
import errors from '../errors/vi';
import games from '../games/vi';
import help from '../help/vi';
import keno from '../keno/vi';
import markets from '../markets/vi';
import responsible from '../responsible/vi';
import roulette from '../roulette/vi';
import terms from '../terms/vi';
import tickets from '../tickets/vi';
import tournament from '../tournament/vi';
import validation from '../validation/vi';
import videoPoker from '../videopoker/vi';
import miniGames from '../minigames/vi';
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
