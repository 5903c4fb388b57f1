import { observable, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { TermsEntry, TermsScope } from '@shared/terms/api';
import { ApiCallError } from '../../src/renderer/api/client';
import type { TermsApi } from '../../src/renderer/api/terms';
import type { AuthStore } from '../../src/renderer/stores/AuthStore';
import { TermsStore } from '../../src/renderer/stores/TermsStore';
import { TERMS_RECHECK_MS, wireTerms } from '../../src/renderer/stores/TermsWiring';

// The terms gate's decisions with a fake server: required versions, acceptance, decline, a version
// published meanwhile, and the tournament prompt.

const SESSION = { account_id: 'fresh01', session_token: 't' };

function fakeServer(
  required: Record<TermsScope, number>,
  accepted: Partial<Record<TermsScope, number>> = {},
) {
  const entry = (scope: TermsScope): TermsEntry => ({
    scope,
    required_version: required[scope],
    published_at: '2026-01-01T00:00:00.000Z',
    accepted_version: accepted[scope] === required[scope] ? required[scope] : null,
    accepted_at: accepted[scope] === required[scope] ? '2026-01-02T00:00:00.000Z' : null,
    accepted: accepted[scope] === required[scope],
  });
  const api: TermsApi = {
    status: vi.fn(async () => (['general', 'tournament'] as const).map(entry)),
    accept: vi.fn(async (scope: TermsScope, version: number) => {
      if (version !== required[scope]) throw new ApiCallError('termsVersionChanged', 'business');
      accepted[scope] = version;
      return entry(scope);
    }),
  };
  return { api, required, accepted };
}

function store(api: TermsApi, session: typeof SESSION | null = SESSION) {
  const logout = vi.fn(async () => undefined);
  const onError = vi.fn();
  return {
    terms: new TermsStore({ api: () => api, loggedIn: () => session !== null, logout, onError }),
    logout,
    onError,
  };
}

describe('TermsStore', () => {
  it('keeps the gate shut until the general terms are checked and accepted', async () => {
    const server = fakeServer({ general: 1, tournament: 1 });
    const { terms } = store(server.api);
    expect(terms.generalAccepted).toBe(false);
    await terms.check();
    expect(terms.pendingScope).toBe('general');
    expect(await terms.accept('general')).toBe(true);
    expect(server.api.accept).toHaveBeenCalledWith('general', 1);
    expect(terms.generalAccepted).toBe(true);
    expect(terms.pendingScope).toBeNull();
  });

  it('opens at once for a player who accepted the required version', async () => {
    const { terms } = store(fakeServer({ general: 3, tournament: 1 }, { general: 3, tournament: 1 }).api);
    await terms.check();
    expect(terms.generalAccepted).toBe(true);
  });

  it('declining the general terms logs out', async () => {
    const { terms, logout } = store(fakeServer({ general: 1, tournament: 1 }).api);
    await terms.check();
    await terms.decline('general');
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('a version published while the player read is shown instead, not accepted blindly', async () => {
    const server = fakeServer({ general: 1, tournament: 1 });
    const { terms, onError } = store(server.api);
    await terms.check();
    server.required.general = 2;
    expect(await terms.accept('general')).toBe(false);
    expect(onError).not.toHaveBeenCalled();
    expect(terms.entry('general')?.required_version).toBe(2);
    expect(terms.generalAccepted).toBe(false);
    expect(await terms.accept('general')).toBe(true);
    expect(server.accepted.general).toBe(2);
  });

  it('a failed check shuts the gate with the error and reports it', async () => {
    const api: TermsApi = {
      status: vi.fn(async () => Promise.reject(new ApiCallError('session_expired', 'business'))),
      accept: vi.fn(),
    };
    const { terms, onError } = store(api);
    await terms.check();
    expect(terms.load).toBe('failed');
    expect(terms.generalAccepted).toBe(false);
    expect(onError).toHaveBeenCalledWith('session_expired');
  });

  it('ensureAccepted answers at once when the tournament rules are accepted, else waits for the player', async () => {
    const accepted = store(
      fakeServer({ general: 1, tournament: 1 }, { general: 1, tournament: 1 }).api,
    ).terms;
    expect(await accepted.ensureAccepted('tournament')).toBe(true);
    expect(accepted.prompt).toBeNull();

    const server = fakeServer({ general: 1, tournament: 1 }, { general: 1 });
    const { terms, logout } = store(server.api);
    const first = terms.ensureAccepted('tournament');
    await vi.waitFor(() => expect(terms.prompt?.scope).toBe('tournament'));
    await terms.decline('tournament');
    expect(await first).toBe(false);
    expect(logout).not.toHaveBeenCalled();

    const second = terms.ensureAccepted();
    await vi.waitFor(() => expect(terms.pendingScope).toBe('tournament'));
    await terms.accept('tournament');
    expect(await second).toBe(true);
    expect(server.accepted.tournament).toBe(1);
  });
});

describe('wireTerms', () => {
  it('checks at login, re-checks on a timer while logged in, and forgets at logout', async () => {
    const server = fakeServer({ general: 1, tournament: 1 }, { general: 1, tournament: 1 });
    const { terms } = store(server.api);
    const auth = observable({ isLoggedIn: false });
    let tick: (() => void) | null = null;
    const timers = {
      setInterval: ((fn: () => void, ms: number) => {
        expect(ms).toBe(TERMS_RECHECK_MS);
        tick = fn;
        return 1;
      }) as unknown as typeof setInterval,
      clearInterval: (() => {
        tick = null;
      }) as typeof clearInterval,
    };
    const dispose = wireTerms(auth as unknown as AuthStore, terms, timers);
    expect(server.api.status).not.toHaveBeenCalled();
    runInAction(() => (auth.isLoggedIn = true));
    await vi.waitFor(() => expect(terms.generalAccepted).toBe(true));
    server.required.general = 2;
    (tick as (() => void) | null)?.();
    await vi.waitFor(() => expect(terms.generalAccepted).toBe(false));
    runInAction(() => (auth.isLoggedIn = false));
    expect(terms.load).toBe('idle');
    expect(tick).toBeNull();
    dispose();
  });
});

describe('the tournament store asks for the rules before a room', () => {
  it('joins only after the rules are accepted, and not at all when declined', async () => {
    const { TournamentStore } = await import('../../src/renderer/tournament/TournamentStore');
    const join = vi.fn(async () => Promise.reject(new ApiCallError('roomNotExists', 'business')));
    let answer = false;
    const tournament = new TournamentStore({
      api: () => ({ join }) as never,
      loggedIn: () => true,
      onError: () => undefined,
      refreshBalance: async () => undefined,
      termsAccepted: async () => answer,
    });
    expect(await tournament.join('ROOM1')).toBe('termsDeclined');
    expect(join).not.toHaveBeenCalled();
    answer = true;
    expect(await tournament.join('ROOM1')).toBe('roomNotExists');
    expect(join).toHaveBeenCalledTimes(1);
  });
});
