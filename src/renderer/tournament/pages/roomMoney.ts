import type { Language } from '@shared/constants';
import { toMinor } from '@shared/money';
import { formatMoney } from '../../i18n/format';

/** A room's fee, pool or prize with the room's currency: a room pays in one currency, its creator's. */
export function roomMoney(amount: string, currency: string, language: Language): string {
  return formatMoney(toMinor(amount), language, currency);
}
