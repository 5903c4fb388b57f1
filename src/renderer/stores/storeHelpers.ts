// What several stores need alike: a call whose failure is reported, the error code of a failed call, a report
// read into a store and the GMT+8 working date. Stores import it; it imports no store, so no store reaches another
// through it (the area wiring modules, GamesArea.ts and BettingStores.ts, build the stores instead).
import { runInAction } from 'mobx';
import { TIME_ZONE_OFFSET_MINUTES } from '@shared/constants';
import type { BetApi } from '../api/bet';
import { ApiCallError } from '../api/client';

/** The error code of a failed call: the api client's code, or `fallback` for anything else thrown. */
export function errorCode(error: unknown, fallback = 'requestFailed'): string {
  return error instanceof ApiCallError ? error.code : fallback;
}

/**
 * Whether a call failed without being sent because nobody is logged in (the api client adds the session to every
 * session call): a store that loads after logout has nothing to tell the player.
 */
export function notLoggedIn(error: unknown): boolean {
  return error instanceof ApiCallError && error.kind === 'noSession';
}

/** Where a failed call's code is shown. */
export interface FailureReport {
  /** Shows the error as the catalogue says (and logs out on session codes). */
  report(code: string): void;
}

/**
 * Runs a call; answers its value, or the code it failed with instead of throwing, after reporting it (a call not
 * sent because nobody is logged in is not reported).
 */
export async function attempt<T>(
  ctx: FailureReport,
  call: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; code: string }> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    const code = errorCode(error, 'systemError');
    if (!notLoggedIn(error)) ctx.report(code);
    return { ok: false, code };
  }
}

/** What the report stores of /info (statement, results) take: the bet calls and the clock. */
export interface ReportDeps {
  api: () => BetApi;
  now?: () => number;
}

/**
 * Reads a report into an observable `store`: `loading` while it runs, `show` with the answer (the error cleared),
 * or the failed call's code as the error, the last answer still shown. After logout it reads nothing.
 */
export async function loadReport<T>(
  store: { loading: boolean; error: string | null },
  deps: ReportDeps,
  read: (api: BetApi) => Promise<T>,
  show: (answer: T) => void,
): Promise<void> {
  store.loading = true;
  try {
    const answer = await read(deps.api());
    runInAction(() => {
      show(answer);
      store.error = null;
    });
  } catch (error) {
    if (!notLoggedIn(error)) runInAction(() => (store.error = errorCode(error)));
  } finally {
    runInAction(() => (store.loading = false));
  }
}

/** The GMT+8 working date `days` from now (times are shown in GMT+8). */
export function workingDate(now: number, days = 0): string {
  return new Date(now + TIME_ZONE_OFFSET_MINUTES * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}
