// Every text of one language, in one chunk loaded on demand (../resources.ts).
import ui from '../locales/jp';
import account from '../account/jp';
import betting from '../betting/jp';
import errors from '../errors/jp';
import games from '../games/jp';
import help from '../help/jp';
import keno from '../keno/jp';
import markets from '../markets/jp';
import responsible from '../responsible/jp';
import roulette from '../roulette/jp';
import terms from '../terms/jp';
import tickets from '../tickets/jp';
import tournament from '../tournament/jp';
import validation from '../validation/jp';
import videoPoker from '../videopoker/jp';
import miniGames from '../minigames/jp';
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
