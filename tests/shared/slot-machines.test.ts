import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findGame, GAMES, SLOT_PROVIDERS } from '../../src/shared/games/catalog';
import { rtpPercent, sameRtp } from '../../src/shared/games/rtp';
import { SLOT_RTP } from '../../src/shared/games/slot';
import {
  CLASSIC_SLOT_MACHINE,
  computeMachineStats,
  machineLineMultiplier,
  machineSpin,
  reelStrip,
  slotVolatilityOf,
  type SlotMachine,
} from '../../src/shared/games/slot-machines';
import { SLOT_TITLES } from '../../src/shared/games/slot-titles';
import { readSlotTable, slotTitleRows } from './slot-title-rows';

// Every slot title's published RTP and volatility must be what its reels and pays give, exactly, and
// docs/GAMES.md must print the same figures.

const slotTitles = GAMES.filter((g) => g.category === 'slots');
const machineOf = (id: string): SlotMachine => {
  const machine = findGame(id)?.machine;
  if (!machine) throw new Error(`${id} has no machine`);
  return machine;
};

describe('slot titles', () => {
  it.each(slotTitles.map((g) => [g.name, g.id] as const))(
    '%s publishes exactly the RTP and volatility of its reels, pays and lines',
    (_name, id) => {
      const machine = machineOf(id);
      const stats = computeMachineStats(machine);
      expect(stats.rtp.denominator).toBe(
        BigInt(machine.reels.reduce((n, r) => n * r.length, 1) * machine.lines),
      );
      expect(sameRtp(stats.rtp, machine.rtp), rtpPercent(stats.rtp)).toBe(true);
      expect(slotVolatilityOf(stats.variance)).toBe(machine.volatility);
      const percent = Number(rtpPercent(machine.rtp));
      expect(percent).toBeGreaterThanOrEqual(94);
      expect(percent).toBeLessThanOrEqual(97.5);
    },
  );

  it('every title has an RTP of its own, and each provider page has 4 to 8 titles', () => {
    const percents = slotTitles.map((g) => rtpPercent(machineOf(g.id).rtp));
    expect(new Set(percents).size).toBe(slotTitles.length);
    for (const p of SLOT_PROVIDERS) {
      const titles = slotTitles.filter((g) => g.provider === p.code);
      expect(titles.length, p.name).toBeGreaterThanOrEqual(4);
      expect(titles.length, p.name).toBeLessThanOrEqual(8);
      expect(titles.map((g) => g.name)).toEqual(SLOT_TITLES[p.code]?.map((t) => t.name));
    }
    expect(Object.keys(SLOT_TITLES).sort()).toEqual(SLOT_PROVIDERS.map((p) => p.code).sort());
  });

  it('the family spans one- and five-line titles of every volatility', () => {
    const machines = slotTitles.map((g) => machineOf(g.id));
    expect(new Set(machines.map((m) => m.lines))).toEqual(new Set([1, 5]));
    expect(new Set(machines.map((m) => m.volatility))).toEqual(new Set(['low', 'medium', 'high']));
  });

  it('Dragon Pearl still runs the classic machine at 95.925%', () => {
    expect(findGame('slot-dragon-pearl')?.machine).toBe(CLASSIC_SLOT_MACHINE);
    expect(sameRtp(computeMachineStats(CLASSIC_SLOT_MACHINE).rtp, SLOT_RTP)).toBe(true);
  });

  it('docs/GAMES.md prints every title with its lines, reels, top pay, volatility and exact RTP', () => {
    const doc = readFileSync(new URL('../../docs/GAMES.md', import.meta.url), 'utf8');
    expect(readSlotTable(doc)).toEqual(slotTitleRows());
  });
});

describe('slot machine family', () => {
  const fiveLines: SlotMachine = {
    reels: [reelStrip([1, 1, 1, 1, 1, 1]), reelStrip([1, 1, 1, 1, 1, 1]), reelStrip([1, 1, 1, 1, 1, 1])],
    threeOfAKind: { seven: 100, star: 50, bell: 20, lemon: 10, cherry: 5 },
    cherry: { two: 3, one: 1 },
    lines: 5,
    rtp: { numerator: 0n, denominator: 1n },
    volatility: 'low',
  };

  it('a strip holds exactly the counts it is given, spread out', () => {
    const strip = reelStrip([1, 2, 3, 4, 5, 6]);
    expect(strip).toHaveLength(21);
    expect(strip.filter((s) => s === 'cherry')).toHaveLength(5);
    expect(strip.filter((s) => s === 'blank')).toHaveLength(6);
    expect(strip.slice(0, 6)).not.toEqual(['seven', 'star', 'star', 'bell', 'bell', 'bell']);
  });

  it('pays three of a kind, then cherries from the left, on each line', () => {
    expect(machineLineMultiplier(fiveLines, ['star', 'star', 'star'])).toBe(50);
    expect(machineLineMultiplier(fiveLines, ['cherry', 'cherry', 'cherry'])).toBe(5);
    expect(machineLineMultiplier(fiveLines, ['cherry', 'cherry', 'bell'])).toBe(3);
    expect(machineLineMultiplier(fiveLines, ['cherry', 'bell', 'cherry'])).toBe(1);
    expect(machineLineMultiplier(fiveLines, ['bell', 'cherry', 'cherry'])).toBe(0);
  });

  it('five lines read the rows and both diagonals of the window', () => {
    const strip = fiveLines.reels[0] as readonly string[];
    // Stop each reel so that a seven is at the top of reel 1, the centre of reel 2 and the bottom of reel 3.
    const seven = strip.indexOf('seven');
    const spin = machineSpin(fiveLines, [seven + 1, seven, seven - 1 + strip.length]);
    expect(spin.window[0]?.[0]).toBe('seven');
    expect(spin.window[1]?.[1]).toBe('seven');
    expect(spin.window[2]?.[2]).toBe('seven');
    expect(spin.lines.map((l) => l.line)).toEqual([0, 1, 2, 3, 4]);
    expect(spin.lines[3]).toMatchObject({ symbols: ['seven', 'seven', 'seven'], multiplier: 100 });
    expect(spin.lineMultiples).toBe(spin.lines.reduce((s, l) => s + l.multiplier, 0));
  });

  it('one line plays only the centre row', () => {
    const spin = machineSpin(CLASSIC_SLOT_MACHINE, [0, 0, 0]);
    expect(spin.lines).toHaveLength(1);
    expect(spin.lines[0]?.symbols).toEqual(spin.window.map((rows) => rows[1]));
  });
});
