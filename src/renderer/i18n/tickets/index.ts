// Printed bet tickets' texts per language, merged into TRANSLATIONS by ../resources.ts.
import type { Language } from '@shared/constants';
import cn from './cn';
import en from './en';
import type { TicketMessages } from './en';
import id from './id';
import jp from './jp';
import kr from './kr';
import my from './my';
import th from './th';
import tw from './tw';
import vi from './vi';

export const TICKET_TRANSLATIONS: Record<Language, TicketMessages> = { en, cn, tw, my, id, jp, kr, th, vi };
