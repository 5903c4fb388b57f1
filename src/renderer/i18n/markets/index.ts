// The market and choice names per language, merged into TRANSLATIONS by ../resources.ts.
import type { Language } from '@shared/constants';
import cn from './cn';
import en from './en';
import type { MarketMessages } from './en';
import id from './id';
import jp from './jp';
import kr from './kr';
import my from './my';
import th from './th';
import tw from './tw';
import vi from './vi';

export const MARKET_TRANSLATIONS: Record<Language, MarketMessages> = { en, cn, tw, my, id, jp, kr, th, vi };
