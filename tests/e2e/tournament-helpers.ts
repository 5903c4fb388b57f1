import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { SPORTS } from '../../src/server/odds/catalog';
import { gmt8Date } from '../../src/server/tournament/matches';

// The API calls the tournament flows need before a player opens a page: a session, and the sportsbook
// bet a member must have placed to create or join a room.

export const API = '/api';

export async function apiLogin(
  request: APIRequestContext,
  account: string,
): Promise<{ account_id: string; session_token: string }> {
  const res = await request.post(`${API}/userlogin`, { data: { account_id: account, password: 'Pass1234' } });
  const body = await res.json();
  return { account_id: account, session_token: body.member_profile.player_info[0].session_token as string };
}

/**
 * A room stops taking members 5 minutes before its first kick-off, and this flow spends minutes between creating a
 * room and the last join on a loaded machine, so only matches starting at least this long from now are chosen.
 */
const KICKOFF_MARGIN_MS = 20 * 60_000;

/** The next seven days (GMT+8) that offer open matches for a room kicking off after the margin, with their ids. */
async function openMatchesByDay(
  request: APIRequestContext,
  session: { account_id: string; session_token: string },
): Promise<{ date: string; ids: number[] }[]> {
  const days: { date: string; ids: number[] }[] = [];
  for (let day = 0; day < 7; day++) {
    const date = gmt8Date(Date.now() + day * 86_400_000);
    const list = await (
      await request.post(`${API}/tournament/roommatchlist`, { data: { ...session, match_date: date } })
    ).json();
    const ids = (list.matches as { match_id: number; open: boolean; kickoff: string }[])
      .filter((m) => m.open && Date.parse(m.kickoff) >= Date.now() + KICKOFF_MARGIN_MS)
      .map((m) => m.match_id);
    if (ids.length > 0) days.push({ date, ids });
  }
  return days;
}

/** "A valid bet is needed to join": each player first places a real sportsbook single, as they would on /desktop. */
export async function placeSportsbookBet(request: APIRequestContext, account: string): Promise<void> {
  const session = await apiLogin(request, account);
  for (const { ids: open } of await openMatchesByDay(request, session)) {
    const ids = open.slice(0, 5);
    const looked = await (
      await request.post(`${API}/tournament/matchlookup`, { data: { ...session, match_ids: ids } })
    ).json();
    for (const m of looked.matches as {
      match_id: number;
      odds: { market: string; choice: string; line: number | null; price: number }[];
    }[]) {
      const o = m.odds.find((x) => x.market === 'hdp');
      if (!o) continue;
      const leg = {
        match_id: m.match_id,
        market: 'hdp',
        period: 0,
        choice: o.choice,
        line: o.line,
        price: o.price,
        odds_type: 2,
      };
      const placed = await (
        await request.post(`${API}/bet/betsingle`, {
          data: { ...session, leg, stake: '10', slip_id: `e2e${account}${Date.now()}` },
        })
      ).json();
      if (placed.status === 1) return;
    }
  }
  throw new Error(`no sportsbook bet for ${account}`);
}

/** A public room with three open matches, created as the create form would send it; returns its id. */
export async function createRoomByApi(
  request: APIRequestContext,
  account: string,
  roomId: string,
): Promise<string> {
  const session = await apiLogin(request, account);
  for (const { date, ids: open } of await openMatchesByDay(request, session)) {
    const ids = open.slice(0, 3);
    if (ids.length < 3) continue;
    const data = {
      ...session,
      room_id: roomId,
      room_type: 1,
      match_date: date,
      matches: ids,
      room_limit: 10,
      room_rate: '10',
    };
    const created = await (await request.post(`${API}/tournament/roomcreate`, { data })).json();
    if (created.status !== 1) throw new Error(`roomcreate: ${JSON.stringify(created)}`);
    return roomId;
  }
  throw new Error('no date with three open matches');
}

/** Leagues whose matches can end in a draw, so their rooms quote 1X2 with a draw. */
const DRAW_LEAGUES = SPORTS.filter((sport) => sport.draws).flatMap((sport) =>
  sport.leagues.map((league) => league.name),
);

/**
 * Picks the first date (GMT+8) offering three open matches that kick off comfortably later, and checks three;
 * live matches are never offered. Each choice reads its kick-off and league from the label
 * ("14:05 GMT+8 · A vs B · League"); `withDraw` makes one of the three a match that can end in a draw.
 */
export async function chooseThreeMatches(page: Page, withDraw = false): Promise<void> {
  const group = page.getByRole('group', { name: /Matches/ });
  const checkboxes = group.getByRole('checkbox');
  let chosen: number[] = [];
  for (let day = 0; day < 7 && chosen.length < 3; day++) {
    const date = gmt8Date(Date.now() + day * 86_400_000);
    await page.getByLabel('Match date').selectOption(date);
    // The date reads as every other date in the app does (day/month/year), not as the wire's ISO form.
    const [y, m, d] = date.split('-');
    await expect(page.getByLabel('Match date').locator('option:checked')).toHaveText(`${d}/${m}/${y}`);
    await expect(group.locator(`[data-date="${date}"][aria-busy="false"]`)).toHaveCount(1);
    const late = (await group.locator('label').allInnerTexts()).flatMap((label, index) => {
      const time = /^(\d\d):(\d\d) GMT\+8/.exec(label.trim());
      if (!time) throw new Error(`A match's label does not start with its kick-off: ${label}`);
      const kickoff = Date.parse(`${date}T${time[1]}:${time[2]}:00+08:00`);
      const draws = DRAW_LEAGUES.some((league) => label.trim().endsWith(`\u00b7 ${league}`));
      return kickoff >= Date.now() + KICKOFF_MARGIN_MS ? [{ index, draws }] : [];
    });
    // With a draw wanted, the first match that can end in one leads, then the earliest others.
    const lead = withDraw ? late.find((m) => m.draws) : late[0];
    if (!lead) continue;
    chosen = [lead, ...late.filter((m) => m !== lead)].slice(0, 3).map((m) => m.index);
  }
  expect(chosen).toHaveLength(3);
  for (const i of chosen) await checkboxes.nth(i).check();
  await expect(page.getByText('3 chosen')).toBeVisible();
}
