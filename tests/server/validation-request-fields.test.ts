import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSafeInt } from '../../src/server/db/types';
import { requiredCode } from '../../src/shared/api/envelope';
import { REQUEST_FIELDS, refusalField, requestFieldName } from '../../src/shared/validation';
import { startHarness, type Harness, HARNESS_TIMEOUT_MS } from './harness';

// RULES.md section 5 "required request fields": a body without one (or with a malformed one) is refused with
// 400 and the field's own code, under the spec's name even where this API's wire name differs; nothing moves.

let h: Harness;
let session: { account_id: string; session_token: string };
beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 1_000_000, windowMs: 60_000 } });
  session = { account_id: 'demo01', session_token: await h.login('demo01') };
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

const ledgerRows = async () =>
  toSafeInt((await h.db.query<{ n: unknown }>('SELECT count(*) AS n FROM ledger'))[0]?.n);

async function refusal(
  path: string,
  body: Record<string, unknown>,
): Promise<{ code: number; statusdesc: string }> {
  const res = await h.app.inject({ method: 'POST', url: `/api/${path}`, payload: body });
  return { code: res.statusCode, statusdesc: res.json().statusdesc };
}

describe('required request fields', () => {
  it('names RULES.md fields by RULES.md, wherever this API carries them', () => {
    expect(Object.keys(REQUEST_FIELDS)).toHaveLength(13);
    expect([requestFieldName('sport_id'), requestFieldName('stake'), requestFieldName('room_id')]).toEqual([
      'sports_type',
      'bet_amount',
      'room_id',
    ]);
    expect(refusalField(['bets', 'bet_type'])).toBe('bet_type');
    expect(refusalField(['legs', 'odds'])).toBe('legs');
    expect(requiredCode(requestFieldName('sport_id'))).toBe('sportsTypeRequired');
  });

  it('are refused with their codes, and nothing is debited', async () => {
    const before = await ledgerRows();
    const report = {
      ...session,
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      page_number: 1,
      page_size: 10,
    };
    const without = (body: Record<string, unknown>, field: string) =>
      Object.fromEntries(Object.entries(body).filter(([k]) => k !== field));
    const cases: [string, Record<string, unknown>, string][] = [
      ['dailystatement', without(report, 'start_date'), 'startDateRequired'],
      ['dailystatement', without(report, 'end_date'), 'endDateRequired'],
      ['dailystatement', without(report, 'page_size'), 'pageSizeRequired'],
      ['dailystatement', without(report, 'page_number'), 'pageNumberRequired'],
      ['dailystatement', { ...report, page_size: 'ten' }, 'pageSizeInvalid'],
      ['bet/dbetlistcancel', { ...session }, 'workingDateRequired'],
      ['bet/dbetlistcancel', { ...session, working_date: '2026-13-01' }, 'workingDateInvalid'],
      ['cache/uxmarket', { market: 'today' }, 'sportsTypeRequired'],
      // A missing field inside a leg that is no RULES.md request field is still named after the leg.
      ['bet/betsingle', { ...session, leg: {}, slip_id: 'slip-required-1' }, 'legRequired'],
      [
        'osg/lotterybet',
        { ...session, slip_id: 'slip-required-2', bets: [{ number: '1234', choice: 'big', stake: '1.00' }] },
        'betTypeRequired',
      ],
      [
        'osg/lotterybet',
        {
          ...session,
          slip_id: 'slip-required-3',
          bets: [{ bet_type: 'single', number: '1234', choice: 'big' }],
        },
        'betAmountRequired',
      ],
      [
        'osg/lotterybet',
        {
          ...session,
          slip_id: 'slip-required-4',
          bets: [{ bet_type: 'single', number: '1234', choice: 'big', stake: 'ten' }],
        },
        'betAmountInvalid',
      ],
      ['addsecondary', { ...session }, 'loginNameRequired'],
      ['userprofile', { account_id: 'demo01' }, 'sessionTokenRequired'],
    ];
    for (const [path, body, code] of cases)
      expect({ path, ...(await refusal(path, body)) }).toEqual({ path, code: 400, statusdesc: code });
    expect(await ledgerRows()).toBe(before);
  });
});
