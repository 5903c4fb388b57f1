// What several stores need alike: the call made with the player's session, the error code of a failed
// call, a report read into a store and the GMT+8 working date. Stores import it; it imports no store, so no store reaches another
// through it (the area wiring modules, GamesArea.ts and BettingStores.ts, build the stores instead).
import { runInAction } from 'mobx';
import { TIME_ZONE_OFFSET_MINUTES } from '@shared/constants';
import type { SessionCredentials } from '../api/account';
import type { BetApi } from '../api/bet';
import { ApiCallError } from '../api/client';

/** The error code of a failed call: the api client's code, or `fallback` for anything else thrown. */
export function errorCode(error: unknown, fallback = 'requestFailed'): string {
  return error instanceof ApiCallError ? error.code : fallback;
}

/** The player's session, and where a failed call's code is shown. */
export interface SessionContext {
  session(): SessionCredentials | null;
  /** Shows the error as the catalogue says (and logs out on session codes). */
  report(code: string): void;
}

/** Calls the api with the session; answers the error code instead of throwing, after reporting it. */
export async function withSession<T>(
  ctx: SessionContext,
  fn: (session: SessionCredentials) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; code: string }> {
  const session = ctx.session();
  if (!session) return { ok: false, code: 'session_not_exists' };
  try {
    return { ok: true, value: await fn(session) };
  } catch (error) {
    const code = errorCode(error, 'systemError');
    ctx.report(code);
    return { ok: false, code };
  }
}

/** What the report stores of /info (statement, results) take: the bet calls, the session and the clock. */
export interface ReportDeps {
  api: () => BetApi;
  credentials: () => SessionCredentials | null;
  now?: () => number;
}

/**
 * Reads a report with the player's session into an observable `store`: `loading` while it runs, `show` with the
 * answer (the error cleared), or the failed call's code as the error, the last answer still shown.
 */
export async function loadReport<T>(
  store: { loading: boolean; error: string | null },
  deps: ReportDeps,
  read: (api: BetApi, session: SessionCredentials) => Promise<T>,
  show: (answer: T) => void,
): Promise<void> {
  const s = deps.credentials();
  if (!s) return;
  store.loading = true;
  try {
    const answer = await read(deps.api(), s);
    runInAction(() => {
      show(answer);
      store.error = null;
    });
  } catch (error) {
    runInAction(() => (store.error = errorCode(error)));
  } finally {
    runInAction(() => (store.loading = false));
  }
}

/** The GMT+8 working date `days` from now (times are shown in GMT+8). */
export function workingDate(now: number, days = 0): string {
  return new Date(now + TIME_ZONE_OFFSET_MINUTES * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}
