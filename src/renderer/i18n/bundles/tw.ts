// Every text of one language, in one chunk loaded on demand (../resources.ts).
import ui from '../locales/tw';
import account from '../account/tw';
import betting from '../betting/tw';
import errors from '../errors/tw';
import games from '../games/tw';
import help from '../help/tw';
import keno from '../keno/tw';
import markets from '../markets/tw';
import responsible from '../responsible/tw';
import roulette from '../roulette/tw';
import terms from '../terms/tw';
import tickets from '../tickets/tw';
import tournament from '../tournament/tw';
import validation from '../validation/tw';
import videoPoker from '../videopoker/tw';
import miniGames from '../minigames/tw';
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
