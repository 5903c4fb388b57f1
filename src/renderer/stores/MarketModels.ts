import { createAtom } from 'mobx';
import type { IAtom } from 'mobx';
import type { FeedMatch } from '@shared/feed/rows';
import { LN } from '@shared/feed/layout';
import type { LineRow, MmoRow, OutrightRow } from '@shared/feed/layout';

/** How long a moved price stays highlighted up or down. */
const FLASH_MS = 3000;

export type Flash = 'up' | 'down';

const priceKeys = new Map<string, string[]>();

/**
 * Key of one price: "hdp:0:1" (market, period, price index); outrights use outrightPriceKey. The few
 * main-market keys are built once: every refresh looks up and sets them for each moved price.
 */
export function priceKey(market: string, period: number, index: number): string {
  if (period !== 0 && period !== 1) return `${market}:${period}:${index}`;
  let keys = priceKeys.get(market);
  if (!keys) {
    keys = [0, 1].flatMap((p) => [0, 1, 2].map((i) => `${market}:${p}:${i}`));
    priceKeys.set(market, keys);
  }
  return keys[period * 3 + index] ?? `${market}:${period}:${index}`;
}

/** The prices of an outright entry: the price to win (outrights, fights, races) and a race's PLACE and SHOW. */
const OUTRIGHT_PRICE_COLUMNS = [
  { index: 1, market: 'win' },
  { index: 3, market: 'place' },
  { index: 4, market: 'show' },
] as const;

/** Key of one outright or race card price: "o:<selection>" to win, "o:<selection>:place" and ":show". */
export function outrightPriceKey(name: string, market: string): string {
  return market === 'win' || market === 'outright' ? `o:${name}` : `o:${name}:${market}`;
}

/** Element-wise equality of two lists of flat rows; far cheaper than serialising both on every refresh. */
function sameRows(
  a: readonly (readonly unknown[])[] | null,
  b: readonly (readonly unknown[])[] | null,
): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as readonly unknown[];
    const y = b[i] as readonly unknown[];
    if (x.length !== y.length) return false;
    for (let j = 0; j < x.length; j++) if (x[j] !== y[j]) return false;
  }
  return true;
}

/** The facts of a match a refresh may change besides its prices: what observeInfo() stands for. */
const INFO_FIELDS = [
  'kickoff',
  'status',
  'scoreHome',
  'scoreAway',
  'clock',
  'flags',
  'redHome',
  'redAway',
] as const;
type InfoField = (typeof INFO_FIELDS)[number];

/** The match's facts as plain fields, of the feed row's types: MatchModel copies them in from each row. */
const MatchInfoFields = class {} as new () => Pick<FeedMatch, InfoField>;

/**
 * One match as the odds table observes it: plain fields behind two MobX atoms, one for the match's own
 * facts (kick-off, score, clock, cards, flags) and one for its prices (lines, Myanmar quotes, outrights,
 * highlights). Observers call observeInfo() or observePrices() and re-render only when that part of this
 * match changed, so a refresh re-renders exactly the changed rows (the table updates per row), and
 * a price move re-renders the row's price cells, not its time, teams and action buttons. Two atoms per row
 * instead of an observable per field keep the update of thousands of rows cheap.
 */
export class MatchModel extends MatchInfoFields {
  readonly id: number;
  readonly leagueId: number;
  readonly sportId: number;
  readonly home: string;
  readonly away: string;
  readonly type: number;
  readonly label: string;
  lines: LineRow[];
  mmo: MmoRow[] | null;
  outright: OutrightRow[] | null;
  /** Sim-free wall time after which the current flashes are cleared. */
  flashUntil = 0;
  /**
   * Updated in place (observers follow the prices atom, not this map's identity), so a refresh that moves
   * prices allocates nothing for its highlights.
   */
  private readonly flashMap = new Map<string, Flash>();
  private raw: FeedMatch;
  private readonly infoAtom: IAtom;
  private readonly pricesAtom: IAtom;

  constructor(m: FeedMatch) {
    super();
    this.infoAtom = createAtom(`match ${m.id}`);
    this.pricesAtom = createAtom(`prices ${m.id}`);
    this.raw = m;
    this.id = m.id;
    this.leagueId = m.leagueId;
    this.sportId = m.sportId;
    this.home = m.home;
    this.away = m.away;
    this.type = m.type;
    this.label = m.label;
    this.copyInfo(m);
    this.lines = m.lines;
    this.mmo = m.mmo;
    this.outright = m.outright;
  }

  /** Price key -> the direction it last moved, while highlighted. */
  get flashes(): ReadonlyMap<string, Flash> {
    return this.flashMap;
  }

  /** Observes both parts of the match; returns the model for chaining. */
  observe(): this {
    this.infoAtom.reportObserved();
    this.pricesAtom.reportObserved();
    return this;
  }

  /** For readers of kickoff, status, score, clock, flags and red cards (and whether it is an outright). */
  observeInfo(): this {
    this.infoAtom.reportObserved();
    return this;
  }

  /** For readers of lines, mmo, outright and flashes. */
  observePrices(): this {
    this.pricesAtom.reportObserved();
    return this;
  }

  /** Copies a newer row in; prices that moved are flagged up or down until FLASH_MS from `now`. */
  update(m: FeedMatch, now: number): void {
    const raw = this.raw;
    this.raw = m;
    // The server sends a row only when something in it changed; tell only the observers of that part.
    const info =
      INFO_FIELDS.some((field) => m[field] !== this[field]) ||
      (m.outright === null) !== (this.outright === null);
    this.copyInfo(m);
    let prices = false;
    if (!sameRows(m.mmo, raw.mmo)) {
      this.mmo = m.mmo;
      prices = true;
    }
    // Moves made while earlier highlights still show are added to them; all then last FLASH_MS from now.
    const flashes = this.flashMap;
    const sizeBefore = flashes.size;
    if (now >= this.flashUntil) flashes.clear();
    let moved = false;
    if (!sameRows(m.lines, raw.lines)) {
      moved = lineMoves(raw.lines, m.lines, flashes);
      this.lines = m.lines;
      prices = true;
    }
    if (!sameRows(m.outright, raw.outright)) {
      for (const entry of m.outright ?? []) {
        const name = entry[0];
        const old: readonly unknown[] | undefined = raw.outright?.find((o) => o[0] === name);
        const now: readonly unknown[] = entry;
        for (const column of OUTRIGHT_PRICE_COLUMNS) {
          const price = now[column.index] as number | undefined;
          const before = old?.[column.index] as number | undefined;
          if (before && price && before !== price) {
            flashes.set(outrightPriceKey(name, column.market), price > before ? 'up' : 'down');
            moved = true;
          }
        }
      }
      this.outright = m.outright;
      prices = true;
    }
    if (moved) this.flashUntil = now + FLASH_MS;
    else if (flashes.size !== sizeBefore) prices = true;
    if (info) this.infoAtom.reportChanged();
    if (prices) this.pricesAtom.reportChanged();
  }

  private copyInfo(m: FeedMatch): void {
    for (const field of INFO_FIELDS) (this as Record<InfoField, unknown>)[field] = m[field];
  }

  /** Clears the highlights once their few seconds are over; true when something was cleared. */
  expireFlashes(now: number): boolean {
    if (!this.flashMap.size || now < this.flashUntil) return false;
    this.flashMap.clear();
    this.pricesAtom.reportChanged();
    return true;
  }
}

/** Records in `flashes` the prices that moved between two versions of a match's lines; true when any did. */
function lineMoves(before: LineRow[], after: LineRow[], flashes: Map<string, Flash>): boolean {
  let moved = false;
  for (let j = 0; j < after.length; j++) {
    const line = after[j] as LineRow;
    // Lines usually come in the same order as before: try the same place first.
    const same = before[j];
    const sameLine = (b: LineRow) => b[LN.MARKET] === line[LN.MARKET] && b[LN.PERIOD] === line[LN.PERIOD];
    const old = same && sameLine(same) ? same : before.find(sameLine);
    // A new handicap or total is a different bet, not a price move.
    if (!old || old[LN.LINE] !== line[LN.LINE]) continue;
    for (let i = 0; i < 3; i++) {
      const was = old[LN.P1 + i] as number;
      const is = line[LN.P1 + i] as number;
      if (was && is && was !== is) {
        flashes.set(priceKey(line[LN.MARKET], line[LN.PERIOD], i), is > was ? 'up' : 'down');
        moved = true;
      }
    }
  }
  return moved;
}
