// The responsible-gaming texts per language, merged into TRANSLATIONS by ../resources.ts.
import type { Language } from '@shared/constants';
import cn from './cn';
import en from './en';
import type { ResponsibleMessages } from './en';
import id from './id';
import jp from './jp';
import kr from './kr';
import my from './my';
import th from './th';
import tw from './tw';
import vi from './vi';

export const RESPONSIBLE_TRANSLATIONS: Record<Language, ResponsibleMessages> = { en, cn, tw, my, id, jp, kr, th, vi };
