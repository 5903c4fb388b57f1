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

/** Everything one language shows: the UI texts plus the error catalogue texts under `errors`. */
export type Translation = Messages & { errors: ErrorMessages };

const join = (ui: Messages, errors: ErrorMessages): Translation => ({ ...ui, errors });

// Statically imported: the nine languages are small text, and a language switch must never wait on a chunk.
export const TRANSLATIONS: Record<Language, Translation> = {
  en: join(en, enErrors),
  cn: join(cn, cnErrors),
  tw: join(tw, twErrors),
  my: join(my, myErrors),
  id: join(id, idErrors),
  jp: join(jp, jpErrors),
  kr: join(kr, krErrors),
  th: join(th, thErrors),
  vi: join(vi, viErrors),
};
