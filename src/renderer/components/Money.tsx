import { formatMinor } from '@shared/money';

/** An amount in the account currency: "10,000.00 MYR", exact from minor units. */
export function Money({ minor, currency }: { minor: number | null; currency: string | null }) {
  if (minor === null) return <span aria-busy="true">…</span>;
  return (
    <span className="money">
      <span className="money-amount">{formatMinor(minor)}</span>
      {currency ? <span className="money-currency"> {currency}</span> : null}
    </span>
  );
}
