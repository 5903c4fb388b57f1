import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundDeck } from '../../src/server/videopoker/rounds';
import { finalHand, videoPokerReturnMinor } from '../../src/shared/videopoker/rules';
import { startHarness, type Harness } from './harness';
import { ledgerTotal, walletBalance } from './wallet-helpers';

let h: Harness;
let demo: { account_id: string; session_token: string };

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 100_000, windowMs: 60_000 } });
  demo = { account_id: 'demo01', session_token: await h.login('demo01') };
});
afterAll(() => h.close());

const osg = (name: string, body: object, who = demo) =>
  h.post(`osg/${name}`, { ...who, ...body }).then((r) => r.json());
const balanceOf = (account: string) => walletBalance(h, account);
const ledgerSum = (account: string) => ledgerTotal(h, account);

describe('video poker over the API', () => {
  it('deals once per round id, draws from the seeded deck, pays the final hand once, and publishes the seed', async () => {
    const before = await balanceOf('demo01');
    const dealt = await osg('vpdeal', { round_id: 'vp-round-0001', stake: '5.00' });
    expect(dealt.status, JSON.stringify(dealt)).toBe(1);
    expect(dealt).toMatchObject({
      replay: false,
      round: { state: 'dealt', stake: '5.00', seed: null, final: null },
    });
    expect(new Set(dealt.round.dealt).size).toBe(5);
    expect(await balanceOf('demo01')).toBe(before - 500);
    expect(await osg('vpdeal', { round_id: 'vp-round-0001', stake: '5.00' })).toMatchObject({
      status: 1,
      replay: true,
      round: { dealt: dealt.round.dealt },
    });
    expect(await balanceOf('demo01')).toBe(before - 500);

    const held = [true, false, true, false, false];
    const drawn = await osg('vpdraw', { round_id: 'vp-round-0001', held });
    expect(drawn.status, JSON.stringify(drawn)).toBe(1);
    const { round } = drawn;
    // The published seed re-derives the deck: the dealt cards, then the replacements in order.
    const deck = roundDeck(round.seed);
    expect(deck.slice(0, 5)).toEqual(dealt.round.dealt);
    expect(round.final).toEqual(finalHand(deck, held));
    const pays = videoPokerReturnMinor(500, round.final);
    expect(round.payout).toBe((pays / 100).toFixed(2));
    expect(await balanceOf('demo01')).toBe(before - 500 + pays);
    expect(
      await osg('vpdraw', { round_id: 'vp-round-0001', held: [false, false, false, false, false] }),
    ).toMatchObject({ replay: true, round: { final: round.final } });
    expect(await balanceOf('demo01')).toBe(before - 500 + pays);
  });

  it('refuses an unknown round, a bad stake, and an account with mini games disabled; nothing moves', async () => {
    const before = await balanceOf('demo01');
    expect(
      (await osg('vpdraw', { round_id: 'vp-unknown-01', held: [true, true, true, true, true] })).statusdesc,
    ).toBe('betNotExists');
    expect((await osg('vpdeal', { round_id: 'vp-bad-stake-1', stake: '0.50' })).statusdesc).toBe(
      'invalidBetAmount',
    );
    expect((await osg('vpdeal', { round_id: 'vp-bad-stake-2', stake: '2000.00' })).statusdesc).toBe(
      'betOverMax',
    );
    expect((await osg('vpdraw', { round_id: 'vp-round-0001', held: [true] })).statusdesc).toBe('heldInvalid');
    expect(await balanceOf('demo01')).toBe(before);
    const off = { account_id: 'nogames01', session_token: await h.login('nogames01') };
    const offBefore = await balanceOf('nogames01');
    expect((await osg('vpdeal', { round_id: 'vp-off-000001', stake: '1.00' }, off)).statusdesc).toBe(
      'MiniGameDisabled',
    );
    expect(await balanceOf('nogames01')).toBe(offBefore);
  });

  it('no sequence of deals, holds, replays and draws creates or loses money outside the paytable', async () => {
    const player = { account_id: 'demo02', session_token: await h.login('demo02') };
    let roundNo = 0;
    const round = fc.record({
      units: fc.integer({ min: 1, max: 50 }),
      held: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
      replay: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(round, { minLength: 1, maxLength: 5 }), async (rounds) => {
        const start = await balanceOf('demo02');
        const startLedger = await ledgerSum('demo02');
        let expected = start;
        for (const r of rounds) {
          const id = `vp-prop-${++roundNo}`;
          const dealt = await osg('vpdeal', { round_id: id, stake: `${r.units}.00` }, player);
          expect(dealt.status, JSON.stringify(dealt)).toBe(1);
          if (r.replay) await osg('vpdeal', { round_id: id, stake: `${r.units}.00` }, player);
          const drawn = await osg('vpdraw', { round_id: id, held: r.held }, player);
          if (r.replay) await osg('vpdraw', { round_id: id, held: r.held }, player);
          expected +=
            videoPokerReturnMinor(r.units * 100, finalHand(roundDeck(drawn.round.seed), r.held)) -
            r.units * 100;
        }
        expect(await balanceOf('demo02')).toBe(expected);
        expect((await ledgerSum('demo02')) - startLedger).toBe(expected - start);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
