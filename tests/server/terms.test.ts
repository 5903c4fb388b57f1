import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand, type AdminDeps } from '../../src/server/admin/commands';
import { toSafeInt } from '../../src/server/db/types';
import type { TermsEntry, TermsScope } from '../../src/shared/terms/api';
import { startHarness, TEST_SECRET, type Harness, HARNESS_TIMEOUT_MS } from './harness';

// Terms acceptance on the reference server: the required version per scope, acceptance recorded once,
// a newly published version required again, and bad input refused without a trace in the table.

let h: Harness;
let deps: AdminDeps;
beforeAll(async () => {
  h = await startHarness();
  deps = {
    db: async () => h.db,
    engines: async () => h.app.engines,
    operatorSecret: () => TEST_SECRET,
    now: () => h.clock.now,
    readStdin: async () => '',
  };
}, HARNESS_TIMEOUT_MS);
afterAll(() => h?.close());

async function session(accountId: string) {
  return { account_id: accountId, session_token: await h.login(accountId) };
}
const status = async (s: object) => (await h.post('termsstatus', s)).json();
const byScope = (body: { terms: TermsEntry[] }) =>
  Object.fromEntries(body.terms.map((t) => [t.scope, t])) as Record<TermsScope, TermsEntry>;
const acceptanceRows = async (accountId: string) =>
  toSafeInt(
    (
      await h.db.query<{ n: unknown }>('SELECT count(*) AS n FROM terms_acceptances WHERE account_id = $1', [
        accountId,
      ])
    )[0]?.n,
  );

describe('terms acceptance', () => {
  it('a seeded demo member has accepted the current version of every scope; fresh01 has not', async () => {
    const demo = byScope(await status(await session('demo01')));
    expect(demo.general).toMatchObject({ required_version: 1, accepted_version: 1, accepted: true });
    expect(demo.tournament).toMatchObject({ required_version: 1, accepted: true });
    const fresh = await status(await session('fresh01'));
    expect(fresh.status).toBe(1);
    expect(fresh.terms).toEqual([
      expect.objectContaining({
        scope: 'general',
        required_version: 1,
        accepted_version: null,
        accepted_at: null,
        accepted: false,
      }),
      expect.objectContaining({ scope: 'tournament', required_version: 1, accepted: false }),
    ]);
  });

  it('records an acceptance once, with the time of the first one', async () => {
    const s = await session('fresh01');
    h.clock.now = Date.parse('2026-03-01T04:00:00Z');
    const first = (await h.post('termsaccept', { ...s, scope: 'general', version: 1 })).json();
    expect(first).toMatchObject({
      status: 1,
      terms: {
        scope: 'general',
        accepted_version: 1,
        accepted: true,
        accepted_at: '2026-03-01T04:00:00.000Z',
      },
    });
    h.clock.now += 60_000;
    const again = (await h.post('termsaccept', { ...s, scope: 'general', version: 1 })).json();
    expect(again.terms.accepted_at).toBe('2026-03-01T04:00:00.000Z');
    expect(await acceptanceRows('fresh01')).toBe(1);
    expect(byScope(await status(s)).tournament.accepted).toBe(false);
    h.clock.now = Date.now();
  });

  it('refuses a version that is not the required one, recording nothing', async () => {
    const s = await session('demo02');
    const before = await acceptanceRows('demo02');
    for (const version of [2, 99]) {
      expect((await h.post('termsaccept', { ...s, scope: 'general', version })).json()).toEqual({
        status: 0,
        statusdesc: 'termsVersionChanged',
      });
    }
    expect(await acceptanceRows('demo02')).toBe(before);
  });

  it('refuses malformed bodies with the field codes', async () => {
    const s = await session('demo03');
    const cases: [object, string][] = [
      [{ ...s, version: 1 }, 'scopeRequired'],
      [{ ...s, scope: 'casino', version: 1 }, 'scopeInvalid'],
      [{ ...s, scope: 'general' }, 'versionRequired'],
      [{ ...s, scope: 'general', version: 'one' }, 'versionInvalid'],
      [{ ...s, scope: 'general', version: 1.5 }, 'versionInvalid'],
      [{ account_id: 'demo03', scope: 'general', version: 1 }, 'sessionTokenRequired'],
    ];
    for (const [body, code] of cases) {
      const res = await h.post('termsaccept', body);
      expect({ code: res.statusCode, body: res.json() }).toEqual({
        code: 400,
        body: { status: 0, statusdesc: code },
      });
    }
    expect((await h.post('termsstatus', { account_id: 'demo03', session_token: 'nope' })).json().status).toBe(
      0,
    );
  });

  it('a view-only member may still accept: accepting moves no money', async () => {
    const s = await session('view01');
    await h.post('termsaccept', { ...s, scope: 'general', version: 1 });
    expect(byScope(await status(s)).general.accepted).toBe(true);
  });

  it('publishing a new version makes everyone accept again, that scope only', async () => {
    expect(await runAdminCommand('publish-terms', [], deps)).toBe(
      'published general terms version 2; every member must accept it before continuing',
    );
    const s = await session('demo01');
    const after = byScope(await status(s));
    expect(after.general).toMatchObject({ required_version: 2, accepted_version: null, accepted: false });
    expect(after.tournament.accepted).toBe(true);
    expect((await h.post('termsaccept', { ...s, scope: 'general', version: 1 })).json().statusdesc).toBe(
      'termsVersionChanged',
    );
    expect((await h.post('termsaccept', { ...s, scope: 'general', version: 2 })).json().terms).toMatchObject({
      accepted_version: 2,
      accepted: true,
    });
    expect(await runAdminCommand('publish-terms', ['--scope', 'tournament'], deps)).toMatch(
      /^published tournament terms version 2;/,
    );
    expect(byScope(await status(s)).tournament.accepted).toBe(false);
  });

  it('the admin command refuses an unknown scope or stray arguments', async () => {
    await expect(runAdminCommand('publish-terms', ['--scope', 'casino'], deps)).rejects.toThrow(
      /--scope must be one of general, tournament/,
    );
    await expect(runAdminCommand('publish-terms', ['now'], deps)).rejects.toThrow(
      /unexpected argument "now"/,
    );
  });
});
