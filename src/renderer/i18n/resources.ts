import type { Language } from '@shared/constants';
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
export type Translation = Messages & AccountMessages & { errors: ErrorMessages };

const join = (ui: Messages, account: AccountMessages, errors: ErrorMessages): Translation => ({ ...ui, ...account, errors });

// Statically imported: the nine languages are small text, and a language switch must never wait on a chunk.
export const TRANSLATIONS: Record<Language, Translation> = {
  en: join(en, enAccount, enErrors),
  cn: join(cn, cnAccount, cnErrors),
  tw: join(tw, twAccount, twErrors),
  my: join(my, myAccount, myErrors),
  id: join(id, idAccount, idErrors),
  jp: join(jp, jpAccount, jpErrors),
  kr: join(kr, krAccount, krErrors),
  th: join(th, thAccount, thErrors),
  vi: join(vi, viAccount, viErrors),
};
