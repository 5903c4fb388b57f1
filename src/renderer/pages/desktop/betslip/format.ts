// How a selection reads in the slip and the bet lists: the side backed with its line, in the player's language.
import type { TFunction } from 'i18next';
import { formatMyanmar } from '@shared/odds/myanmar';
import type { MyanmarQuote } from '@shared/odds/myanmar';
import { formatUnits } from '@shared/odds/price';

export interface PickText {
  market: string;
  choice: string;
  line: number | null;
  home: string;
  away: string;
  mmo?: MyanmarQuote | null;
}

/** Hundredths of a goal as a signed handicap ("-0.25", "+0.75", "0.00"). */
export function signedLine(hundredths: number): string {
  const text = formatUnits(Math.abs(hundredths));
  return hundredths > 0 ? `+${text}` : hundredths < 0 ? `-${text}` : text;
}

export function pickLabel(t: TFunction, p: PickText): string {
  const mmo = p.mmo ? ` ${formatMyanmar(p.mmo)}` : '';
  switch (p.market) {
    case 'hdp': {
      const side = p.choice === 'a' ? p.away : p.home;
      if (p.mmo) return `${side}${mmo}`;
      return `${side} ${signedLine(p.choice === 'a' ? -(p.line ?? 0) : (p.line ?? 0))}`;
    }
    case 'ou':
      return `${t(p.choice === 'o' ? 'betslip.over' : 'betslip.under')} ${p.mmo ? formatMyanmar(p.mmo) : formatUnits(p.line ?? 0)}`;
    case 'oxt':
      return p.choice === 'x' ? t('betslip.draw') : p.choice === '1' ? p.home : p.away;
    case 'ml':
    case 'dnb':
      return p.choice === 'a' ? p.away : p.home;
    case 'oe':
      return t(p.choice === 'odd' ? 'betslip.odd' : 'betslip.even');
    default:
      return `${t(`odds.${p.market}`, { defaultValue: p.market.toUpperCase() })}: ${p.choice}`;
  }
}

export const matchTitle = (home: string, away: string): string => (away ? `${home} vs ${away}` : home);

/** The slip's own codes (special and system parlay sizes, one selection per match), else the shared catalogue text. */
export function slipErrorText(t: TFunction, code: string, errorText: (code: string) => string): string {
  const own = `betslip.codes.${code}`;
  const text = t(own);
  return text === own ? errorText(code) : text;
}
