// The shape of one language's texts. Each area keeps its texts in a folder of its own (one file per
// language, typed by its English file); bundles/<language>.ts joins one language's files into the
// object i18next reads.
import type { AccountMessages } from './account/en';
import type { BettingMessages } from './betting/en';
import type { ErrorMessages } from './errors/en';
import type { GamesMessages } from './games/en';
import type { HelpMessages } from './help/en';
import type { KenoMessages } from './keno/en';
import type { Messages } from './locales/en';
import type { MarketMessages } from './markets/en';
import type { MiniGamesMessages } from './minigames/en';
import type { ResponsibleMessages } from './responsible/en';
import type { RouletteMessages } from './roulette/en';
import type { TermsMessages } from './terms/en';
import type { TicketMessages } from './tickets/en';
import type { TournamentMessages } from './tournament/en';
import type { ValidationMessages } from './validation/en';
import type { VideoPokerMessages } from './videopoker/en';

export interface TranslationParts {
  /** The shell and the sportsbook screens. */
  ui: Messages;
  /** My account, notices, the update and lazy-load screens. */
  account: AccountMessages;
  betting: BettingMessages;
  /** The error catalogue, under `errors`. */
  errors: ErrorMessages;
  /** Casino, 4D, virtuals and live TV. */
  games: GamesMessages;
  help: HelpMessages;
  keno: KenoMessages;
  /** Market and choice names (marketNames.ts), under `markets`. */
  markets: MarketMessages;
  /** My account > Responsible gaming and the reality check, under `responsible`. */
  responsible: ResponsibleMessages;
  /** The virtual roulette page, under `roulette`. */
  roulette: RouletteMessages;
  /** Printed bet tickets and Check ticket, under `ticket`. */
  tickets: TicketMessages;
  /** Terms and conditions and the tournament rules, under `terms`. */
  terms: TermsMessages;
  tournament: TournamentMessages;
  /** The generic form rules' messages and field names, under `validation`. */
  validation: ValidationMessages;
  videoPoker: VideoPokerMessages;
  /** The sportsbook's mini games panel. */
  miniGames: MiniGamesMessages;
}

/** Everything one language shows: the areas' top-level keys side by side, the error catalogue under `errors`. */
export type Translation = Messages &
  AccountMessages &
  BettingMessages &
  GamesMessages &
  HelpMessages &
  KenoMessages &
  MarketMessages &
  ResponsibleMessages &
  RouletteMessages &
  TicketMessages &
  TermsMessages &
  TournamentMessages &
  ValidationMessages &
  VideoPokerMessages &
  MiniGamesMessages & { errors: ErrorMessages };

export function joinTranslation(parts: TranslationParts): Translation {
  const {
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
  } = parts;
  return {
    ...ui,
    ...account,
    ...betting,
    ...games,
    ...validation,
    ...tournament,
    ...terms,
    ...help,
    ...markets,
    ...keno,
    ...videoPoker,
    ...miniGames,
    ...responsible,
    ...roulette,
    ...tickets,
    errors,
  };
}
