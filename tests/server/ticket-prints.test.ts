import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { legOf, matches, slip } from './bet-helpers';
import { startHarness, type Harness } from './harness';
import { call, grantValidBets, member, pickMatches, roomBody, type Member } from './tournament-helpers';

// Tickets of tournament room bets, and the server's record of every print: a room bet has a ref no of its own
// that betticket finds for its player only, and the first print of any ticket is the original on every terminal,
// every later print a copy.
vi.setConfig({ testTimeout: 120_000 });

let h: Harness;
let demo: Member;
let other: Member;

beforeAll(async () => {
  h = await startHarness({ requestLimit: { max: 1_000_000, windowMs: 60_000 } });
  grantValidBets(h, ['demo01', 'demo04']);
  demo = await member(h, 'demo01');
  other = await member(h, 'demo04');
}, 120_000);
afterAll(() => h.close());

const post = (name: string, body: object) =>
  h.post(name, body).then((r) => ({ http: r.statusCode, ...r.json() }));

type Odds = { market: string; choice: string; line: number | null; price: number };

async function roomBet(roomId: string): Promise<{ ref_no: string; bet_id: number; match_id: number }> {
  const day = await pickMatches(h, demo, 3);
  expect((await call(h, demo, 'roomcreate', roomBody(day.date, day.ids, { room_id: roomId }))).status).toBe(
    1,
  );
  const info = await call(h, demo, 'roominfo', { room_id: roomId });
  const match = (info.matches as { match_id: number; odds: Odds[] }[])[0]!;
  const o = match.odds[0]!;
  const placed = await call(h, demo, 'bet', {
    room_id: roomId,
    match_id: match.match_id,
    market: o.market,
    choice: o.choice,
    line: o.line,
    points: 250,
    price: o.price,
  });
  expect(placed.status, JSON.stringify(placed)).toBe(1);
  return placed.bet as { ref_no: string; bet_id: number; match_id: number };
}

describe('tickets of tournament room bets', () => {
  it('gives every room bet its own ref no, in the bet and in the room bet list', async () => {
    const bet = await roomBet('TKT001');
    expect(bet.ref_no).toBe(`T${bet.bet_id}`);
    const list = await call(h, demo, 'memberbetlist', { room_id: 'TKT001' });
    expect((list.bets as { ref_no: string }[]).map((b) => b.ref_no)).toEqual([bet.ref_no]);
    // The ref no is the row's, stored with it: betplus adds points to the same bet and keeps its ref no.
    const plus = await call(h, demo, 'betplus', { room_id: 'TKT001', bet_id: bet.bet_id, points: 50 });
    expect((plus.bet as { ref_no: string; points: number }).ref_no).toBe(bet.ref_no);
    const [row] = await h.db.query<{ ref_no: string }>('SELECT ref_no FROM tournament_bets WHERE id = $1', [
      bet.bet_id,
    ]);
    expect(row?.ref_no).toBe(bet.ref_no);
  });

  it("betticket finds the player's room bet with its room, league and points, and nobody else's", async () => {
    const bet = await roomBet('TKT002');
    const res = await post('bet/betticket', { ...demo, ref_no: bet.ref_no });
    expect(res.statusdesc).toBe('success');
    expect(res.bet).toBeUndefined();
    expect(res.printed).toBe(0);
    expect(res.room_bet).toMatchObject({
      ref_no: bet.ref_no,
      room_id: 'TKT002',
      type_code: 'T1',
      match_id: bet.match_id,
      points: 250,
      status: 'running',
    });
    expect(res.room_bet.league_name).not.toBe('');
    const theirs = await post('bet/betticket', { ...other, ref_no: bet.ref_no });
    const unknown = await post('bet/betticket', { ...other, ref_no: 'T999999999' });
    expect(theirs).toEqual({ http: 200, status: 0, statusdesc: 'betNotExists' });
    expect(unknown).toEqual(theirs);
  });
});

describe('ticketprinted', () => {
  it('the first print on any terminal is the original, every later one a numbered copy', async () => {
    const m = matches(h, 'pre')[0]!;
    const placed = await post('bet/betsingle', {
      ...demo,
      leg: legOf(m, 'hdp', 'h', 1),
      stake: '10.00',
      slip_id: slip(),
    });
    expect(placed.statusdesc).toBe('success');
    const ref = placed.bet.ref_no as string;
    const first = await post('bet/ticketprinted', { ...demo, ref_no: ref, terminal_id: 'SHOP-01' });
    expect(first).toMatchObject({ status: 1, print_no: 1, copy: false });
    const again = await post('bet/ticketprinted', { ...demo, ref_no: ref, terminal_id: 'SHOP-01' });
    expect(again).toMatchObject({ status: 1, print_no: 2, copy: true });
    // Another terminal prints a copy too: the original was printed already.
    const elsewhere = await post('bet/ticketprinted', { ...demo, ref_no: ref, terminal_id: 'SHOP-02' });
    expect(elsewhere).toMatchObject({ status: 1, print_no: 3, copy: true });
    expect((await post('bet/betticket', { ...demo, ref_no: ref })).printed).toBe(3);
    const rows = await h.db.query<{ terminal_id: string; print_no: unknown }>(
      'SELECT terminal_id, print_no FROM ticket_prints WHERE ref_no = $1 ORDER BY print_no',
      [ref],
    );
    expect(rows.map((r) => [r.terminal_id, Number(r.print_no)])).toEqual([
      ['SHOP-01', 1],
      ['SHOP-01', 2],
      ['SHOP-02', 3],
    ]);
  });

  it('numbers prints sent at once without a gap or a second original', async () => {
    const bet = await roomBet('TKT003');
    const answers = await Promise.all(
      ['A', 'B', 'C', 'D'].map((t) =>
        post('bet/ticketprinted', { ...demo, ref_no: bet.ref_no, terminal_id: `T-${t}` }),
      ),
    );
    expect(answers.map((a) => a.print_no).sort()).toEqual([1, 2, 3, 4]);
    expect(answers.filter((a) => a.copy === false)).toHaveLength(1);
  });

  it("records nothing for another member's ticket or a bad terminal id", async () => {
    const bet = await roomBet('TKT004');
    expect(await post('bet/ticketprinted', { ...other, ref_no: bet.ref_no, terminal_id: '' })).toEqual({
      http: 200,
      status: 0,
      statusdesc: 'betNotExists',
    });
    const bad = await post('bet/ticketprinted', { ...demo, ref_no: bet.ref_no, terminal_id: '<script>' });
    expect(bad).toMatchObject({ http: 400, status: 0 });
    const [row] = await h.db.query<{ n: unknown }>(
      'SELECT count(*) AS n FROM ticket_prints WHERE ref_no = $1',
      [bet.ref_no],
    );
    expect(Number(row?.n)).toBe(0);
  });
});
