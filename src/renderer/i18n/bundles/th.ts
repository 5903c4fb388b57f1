// Every text of one language, in one chunk loaded on demand (../resources.ts).
import ui from '../locales/th';
import account from '../account/th';
import betting from '../betting/th';
import errors from '../errors/th';
import games from '../games/th';
import help from '../help/th';
import keno from '../keno/th';
import markets from '../markets/th';
import terms from '../terms/th';
import tournament from '../tournament/th';
import validation from '../validation/th';
import videoPoker from '../videopoker/th';
import { joinTranslation } from '../translation';

export default joinTranslation({ ui, account, betting, errors, games, help, keno, markets, terms, tournament, validation, videoPoker });
