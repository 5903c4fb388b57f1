import type { Language } from '@shared/constants';
import { GAMES_TRANSLATIONS } from './games';
import { VALIDATION_TRANSLATIONS } from './validation';
import { TERMS_TRANSLATIONS } from './terms';
import { HELP_TRANSLATIONS } from './help';
import { MARKET_TRANSLATIONS } from './markets';
import { TOURNAMENT_TRANSLATIONS } from './tournament';
import { KENO_TRANSLATIONS } from './keno';
import { VIDEO_POKER_TRANSLATIONS } from './videopoker';
import { RESPONSIBLE_TRANSLATIONS } from './responsible';
import { TICKET_TRANSLATIONS } from './tickets';
import en from './locales/en';
import type { Messages } from './locales/en';
import cn from './locales/cn';
import tw from './locales/tw';
import my from './locales/my';
import id from './locales/id';
import jp from './locales/jp';
import kr from './locales/kr';
import th from './locales/th';
import vi from './locales/vi';
import enAccount from './account/en';
import type { AccountMessages } from './account/en';
import cnAccount from './account/cn';
import twAccount from './account/tw';
import myAccount from './account/my';
import idAccount from './account/id';
import jpAccount from './account/jp';
import krAccount from './account/kr';
import thAccount from './account/th';
import viAccount from './account/vi';
import type { BettingMessages } from './betting/en';
import enBetting from './betting/en';
import cnBetting from './betting/cn';
import twBetting from './betting/tw';
import myBetting from './betting/my';
import idBetting from './betting/id';
import jpBetting from './betting/jp';
import krBetting from './betting/kr';
import thBetting from './betting/th';
import viBetting from './betting/vi';
import enErrors from './errors/en';
import type { ErrorMessages } from './errors/en';
import cnErrors from './errors/cn';
import twErrors from './errors/tw';
import myErrors from './errors/my';
import idErrors from './errors/id';
import jpErrors from './errors/jp';
import krErrors from './errors/kr';
import thErrors from './errors/th';
import viErrors from './errors/vi';

/** Everything one language shows: the UI texts, the my-account texts and the error catalogue texts under `errors`. */
export type Translation = Messages & AccountMessages & BettingMessages & { errors: ErrorMessages };

const join = (ui: Messages, account: AccountMessages, errors: ErrorMessages, betting: BettingMessages): Translation => ({
  ...ui,
  ...account,
  ...betting,
  errors,
});

// Statically imported: the nine languages are small text, and a language switch must never wait on a chunk.
export const TRANSLATIONS: Record<Language, Translation> = {
  en: join(en, enAccount, enErrors, enBetting),
  cn: join(cn, cnAccount, cnErrors, cnBetting),
  tw: join(tw, twAccount, twErrors, twBetting),
  my: join(my, myAccount, myErrors, myBetting),
  id: join(id, idAccount, idErrors, idBetting),
  jp: join(jp, jpAccount, jpErrors, jpBetting),
  kr: join(kr, krAccount, krErrors, krBetting),
  th: join(th, thAccount, thErrors, thBetting),
  vi: join(vi, viAccount, viErrors, viBetting),
};

// The games area (casino, 4D, virtuals, live TV) keeps its texts in ./games, one file per language.
for (const lang of Object.keys(GAMES_TRANSLATIONS) as Language[]) Object.assign(TRANSLATIONS[lang], GAMES_TRANSLATIONS[lang]);
// The generic form rules' messages and field names, under the `validation` key.
for (const lang of Object.keys(VALIDATION_TRANSLATIONS) as Language[]) Object.assign(TRANSLATIONS[lang], VALIDATION_TRANSLATIONS[lang]);
// The tournament screens keep their texts in ./tournament, one file per language, under the `tournament` key.
for (const lang of Object.keys(TOURNAMENT_TRANSLATIONS) as Language[]) Object.assign(TRANSLATIONS[lang], TOURNAMENT_TRANSLATIONS[lang]);
// Terms and conditions and the tournament rules, under the `terms` key.
for (const lang of Object.keys(TERMS_TRANSLATIONS) as Language[]) Object.assign(TRANSLATIONS[lang], TERMS_TRANSLATIONS[lang]);
// Help and support, under the `help` key.
for (const lang of Object.keys(HELP_TRANSLATIONS) as Language[]) Object.assign(TRANSLATIONS[lang], HELP_TRANSLATIONS[lang]);
// Market and choice names (marketNames.ts), under the `markets` key.
for (const lang of Object.keys(MARKET_TRANSLATIONS) as Language[]) Object.assign(TRANSLATIONS[lang], MARKET_TRANSLATIONS[lang]);
// The keno page, under the `keno` key.
for (const lang of Object.keys(KENO_TRANSLATIONS) as Language[]) Object.assign(TRANSLATIONS[lang], KENO_TRANSLATIONS[lang]);
// The video poker page, under the `videoPoker` key.
for (const lang of Object.keys(VIDEO_POKER_TRANSLATIONS) as Language[]) Object.assign(TRANSLATIONS[lang], VIDEO_POKER_TRANSLATIONS[lang]);
// My account > Responsible gaming and the reality check, under the `responsible` key.
for (const lang of Object.keys(RESPONSIBLE_TRANSLATIONS) as Language[]) Object.assign(TRANSLATIONS[lang], RESPONSIBLE_TRANSLATIONS[lang]);
// Printed bet tickets and the Check ticket screen, under the `ticket` key.
for (const lang of Object.keys(TICKET_TRANSLATIONS) as Language[]) Object.assign(TRANSLATIONS[lang], TICKET_TRANSLATIONS[lang]);
