import { observable, runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayLimitsResponse } from '../../src/shared/responsible-gaming/api';
import { ApiCallError } from '../../src/renderer/api/client';
import type { ResponsibleGamingApi } from '../../src/renderer/api/responsible-gaming';
import { ResponsibleGamingStore } from '../../src/renderer/stores/ResponsibleGamingStore';

const STARTED = Date.UTC(2026, 0, 5, 4, 0);

function status(minutes: number | null, net = '-12.50'): PlayLimitsResponse {
  return {
    limits: [],
    reality_check_minutes: minutes,
    excluded_until: null,
    session: { started_at: new Date(STARTED).toISOString(), net_result: net },
  };
}

function setup(initial: PlayLimitsResponse) {
  const state = observable({ loggedIn: false, current: initial });
  const api: ResponsibleGamingApi = {
    status: vi.fn(async () => state.current),
    setLimit: vi.fn(async () => state.current),
    setRealityCheck: vi.fn(async (minutes) => {
      state.current = status(minutes);
      return state.current;
    }),
    selfExclude: vi.fn(async () => '2026-01-06T04:00:00.000Z'),
  };
  const logout = vi.fn(async () => {
    runInAction(() => {
      state.loggedIn = false;
    });
  });
  const onError = vi.fn();
  const store = new ResponsibleGamingStore({
    api: () => api,
    isLoggedIn: () => state.loggedIn,
    logout,
    onError,
    now: () => Date.now(),
  });
  const logIn = async () => {
    runInAction(() => {
      state.loggedIn = true;
    });
    await vi.advanceTimersByTimeAsync(0);
  };
  return { store, api, logout, onError, logIn, state };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(STARTED);
});
afterEach(() => vi.useRealTimers());

describe('the reality check', () => {
  it('appears once the chosen interval has passed since login, with the time played and net result, and again after continue', async () => {
    const { store, logIn } = setup(status(2));
    await logIn();
    await vi.advanceTimersByTimeAsync(119_000);
    expect(store.due).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.due).toEqual({ elapsedMs: 120_000, netMinor: -1250 });
    store.continuePlaying();
    expect(store.due).toBeNull();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(store.due).toEqual({ elapsedMs: 240_000, netMinor: -1250 });
  });

  it('never appears when off, and stops at logout', async () => {
    const off = setup(status(null));
    await off.logIn();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(off.store.due).toBeNull();

    const on = setup(status(1));
    await on.logIn();
    await on.store.logoutFromReminder();
    expect(on.logout).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(on.store.due).toBeNull();
  });

  it('a new interval set on the page restarts the reminder from now', async () => {
    const { store, logIn } = setup(status(null));
    await logIn();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await store.setRealityCheck('1')).toBeNull();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(store.due).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.due?.elapsedMs).toBe(90_000);
  });
});

describe("the page's changes", () => {
  it('refuses a bad limit or interval before sending anything', async () => {
    const { store, api, logIn } = setup(status(null));
    await logIn();
    for (const text of ['abc', '-1', '1.234', ''])
      expect(await store.setLimit('stake', 'day', text)).toBe('amountInvalid');
    for (const text of ['0', '241', '1.5', 'x'])
      expect(await store.setRealityCheck(text)).toBe('minutesInvalid');
    expect(api.setLimit).not.toHaveBeenCalled();
    expect(api.setRealityCheck).not.toHaveBeenCalled();
    expect(await store.setLimit('loss', 'week', '25.5')).toBeNull();
    expect(api.setLimit).toHaveBeenCalledWith('loss', 'week', '25.5');
    expect(await store.setLimit('loss', 'week', null)).toBeNull();
    expect(api.setLimit).toHaveBeenLastCalledWith('loss', 'week', null);
  });

  it('a self-exclusion logs out; a refusal is kept for the page and a session end goes to the app', async () => {
    const { store, api, logout, onError, logIn } = setup(status(null));
    await logIn();
    expect(await store.selfExclude('7d')).toBe(true);
    expect(api.selfExclude).toHaveBeenCalledWith('7d');
    expect(logout).toHaveBeenCalledOnce();

    await logIn();
    vi.mocked(api.setLimit).mockRejectedValueOnce(new ApiCallError('playLimitInvalid', 'business'));
    await store.setLimit('stake', 'day', '5');
    expect(store.error).toBe('playLimitInvalid');
    expect(onError).not.toHaveBeenCalled();
    vi.mocked(api.setLimit).mockRejectedValueOnce(new ApiCallError('invalidSession', 'business'));
    await store.setLimit('stake', 'day', '5');
    expect(onError).toHaveBeenCalledWith('invalidSession');
  });
});
