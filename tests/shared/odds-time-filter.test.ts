import { describe, expect, it } from 'vitest';
import {
  defaultTimeFilterMode,
  inTimeWindow,
  malaysiaMidnight,
  timeFilterApplies,
  timeFilterWindow,
} from '@shared/odds/time-filter';

const MIN = 60_000;
const HOUR = 60 * MIN;
// Saturday 14 June 2025, 00:00 in Malaysia = Friday 13 June 16:00 UTC.
const MYT_SAT_MIDNIGHT = Date.UTC(2025, 5, 13, 16);
// Saturday 14 June 2025, 00:00 UTC = 08:00 Saturday in Malaysia.
const UTC_SAT_MIDNIGHT = Date.UTC(2025, 5, 14);
// Monday 16 June 00:00 Malaysia = Sunday 15 June 16:00 UTC.
const MYT_MON_MIDNIGHT = Date.UTC(2025, 5, 15, 16);

describe('default time filter mode (Malaysia weekday)', () => {
  it('switches to 1 exactly at Saturday 00:00 +08:00, not at UTC midnight', () => {
    expect(defaultTimeFilterMode(MYT_SAT_MIDNIGHT - 1)).toBe(0);
    expect(defaultTimeFilterMode(MYT_SAT_MIDNIGHT)).toBe(1);
    expect(defaultTimeFilterMode(UTC_SAT_MIDNIGHT)).toBe(1);
    expect(defaultTimeFilterMode(UTC_SAT_MIDNIGHT - 1)).toBe(1);
  });

  it('goes back to 0 at Monday 00:00 +08:00 while it is still Sunday in UTC', () => {
    expect(defaultTimeFilterMode(MYT_MON_MIDNIGHT - 1)).toBe(1);
    expect(defaultTimeFilterMode(MYT_MON_MIDNIGHT)).toBe(0);
  });
});

describe('time filter windows', () => {
  it('finds the Malaysian midnight at and around the boundaries', () => {
    expect(malaysiaMidnight(MYT_SAT_MIDNIGHT)).toBe(MYT_SAT_MIDNIGHT);
    expect(malaysiaMidnight(MYT_SAT_MIDNIGHT - 1)).toBe(MYT_SAT_MIDNIGHT - 24 * HOUR);
    expect(malaysiaMidnight(UTC_SAT_MIDNIGHT)).toBe(MYT_SAT_MIDNIGHT);
  });

  it('mode 0 keeps everything', () => {
    expect(timeFilterWindow(0, UTC_SAT_MIDNIGHT)).toBeNull();
    expect(inTimeWindow(0, null)).toBe(true);
  });

  it.each([
    [9, 120],
    [1, 240],
    [2, 480],
  ] as const)('mode %i is the next %i minutes, start inclusive, end exclusive', (mode, minutes) => {
    const w = timeFilterWindow(mode, UTC_SAT_MIDNIGHT)!;
    expect(w).toEqual({ from: UTC_SAT_MIDNIGHT, to: UTC_SAT_MIDNIGHT + minutes * MIN });
    expect(inTimeWindow(w.from, w)).toBe(true);
    expect(inTimeWindow(w.to - 1, w)).toBe(true);
    expect(inTimeWindow(w.to, w)).toBe(false);
    expect(inTimeWindow(w.from - 1, w)).toBe(false);
  });

  it('mode 3 runs from now to the next 00:00 in Malaysia, wherever UTC midnight falls', () => {
    expect(timeFilterWindow(3, UTC_SAT_MIDNIGHT)).toEqual({
      from: UTC_SAT_MIDNIGHT,
      to: MYT_SAT_MIDNIGHT + 24 * HOUR,
    });
    expect(timeFilterWindow(3, MYT_SAT_MIDNIGHT)).toEqual({
      from: MYT_SAT_MIDNIGHT,
      to: MYT_SAT_MIDNIGHT + 24 * HOUR,
    });
    expect(timeFilterWindow(3, MYT_SAT_MIDNIGHT - 1)).toEqual({
      from: MYT_SAT_MIDNIGHT - 1,
      to: MYT_SAT_MIDNIGHT,
    });
  });

  it("mode 4 is 00:00 to 04:00 +08:00: tonight once today's has ended", () => {
    expect(timeFilterWindow(4, MYT_SAT_MIDNIGHT)).toEqual({
      from: MYT_SAT_MIDNIGHT,
      to: MYT_SAT_MIDNIGHT + 4 * HOUR,
    });
    expect(timeFilterWindow(4, MYT_SAT_MIDNIGHT - 1)).toEqual({
      from: MYT_SAT_MIDNIGHT,
      to: MYT_SAT_MIDNIGHT + 4 * HOUR,
    });
    // UTC midnight is 08:00 in Malaysia: today's 00:00-04:00 is over.
    const next = MYT_SAT_MIDNIGHT + 24 * HOUR;
    expect(timeFilterWindow(4, UTC_SAT_MIDNIGHT)).toEqual({ from: next, to: next + 4 * HOUR });
    const w = timeFilterWindow(4, MYT_SAT_MIDNIGHT)!;
    expect(inTimeWindow(MYT_SAT_MIDNIGHT + 4 * HOUR, w)).toBe(false);
    expect(inTimeWindow(MYT_SAT_MIDNIGHT + 4 * HOUR - 1, w)).toBe(true);
  });

  it('mode 5 is 04:00 to 12:00 +08:00', () => {
    const w = { from: MYT_SAT_MIDNIGHT + 4 * HOUR, to: MYT_SAT_MIDNIGHT + 12 * HOUR };
    expect(timeFilterWindow(5, MYT_SAT_MIDNIGHT)).toEqual(w);
    expect(timeFilterWindow(5, UTC_SAT_MIDNIGHT)).toEqual(w);
    expect(inTimeWindow(UTC_SAT_MIDNIGHT, w)).toBe(true);
    expect(inTimeWindow(MYT_SAT_MIDNIGHT + 12 * HOUR, w)).toBe(false);
    expect(timeFilterWindow(5, MYT_SAT_MIDNIGHT + 12 * HOUR)!.from).toBe(MYT_SAT_MIDNIGHT + 28 * HOUR);
  });
});

describe('where the filter applies', () => {
  const base = { market: 'today', menu: 'all', page: 1, outright: false } as const;
  it('only on Today, all sports, page 1, not outright', () => {
    expect(timeFilterApplies(base)).toBe(true);
    expect(timeFilterApplies({ ...base, market: 'early' })).toBe(false);
    expect(timeFilterApplies({ ...base, market: 'live' })).toBe(false);
    expect(timeFilterApplies({ ...base, menu: 'favourites' })).toBe(false);
    expect(timeFilterApplies({ ...base, page: 2 })).toBe(false);
    expect(timeFilterApplies({ ...base, outright: true })).toBe(false);
  });
});
