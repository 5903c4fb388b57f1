import { describe, expect, it } from 'vitest';
import {
  checkCreateRequest,
  checkPrivateRoomQuota,
  checkRoomMatches,
  feeToMinor,
} from '@shared/tournament/create-rules';
import type { CandidateMatch, CreateRoomInput } from '@shared/tournament/create-rules';

const valid: CreateRoomInput = {
  room_id: 'cup2025',
  room_type: 1,
  match_date: '2025-06-14',
  matches: [11, 12, 13],
  room_limit: 10,
  room_rate: '50.00',
};
const code = (input: CreateRoomInput, max = 10) => {
  const r = checkCreateRequest(input, max);
  return r.ok ? null : r.code;
};

describe('room creation: required fields (RULES.md section 5)', () => {
  it.each([
    ['room_id', 'roomIdRequired'],
    ['room_type', 'roomTypeRequired'],
    ['match_date', 'matchDateRequired'],
    ['matches', 'matchRequired'],
    ['room_limit', 'limitRequired'],
    ['room_rate', 'rateRequired'],
  ])('missing %s answers %s', (field, expected) => {
    expect(code({ ...valid, [field]: undefined })).toBe(expected);
    expect(code({ ...valid, [field]: '  ' })).toBe(expected);
  });

  it('an empty match list counts as missing', () => {
    expect(code({ ...valid, matches: [] })).toBe('matchRequired');
  });

  it('accepts a complete public room and normalises its id', () => {
    const r = checkCreateRequest(valid, 10);
    expect(r).toEqual({
      ok: true,
      value: {
        roomId: 'CUP2025',
        type: 1,
        matchDate: '2025-06-14',
        matchIds: [11, 12, 13],
        limit: 10,
        feeMinor: 5000,
        pin: null,
      },
    });
  });
});

describe('room creation: field rules', () => {
  it('room id is 4-12 letters or digits', () => {
    expect(code({ ...valid, room_id: 'ab' })).toBe('roomIdInvalid');
    expect(code({ ...valid, room_id: 'room-1' })).toBe('roomIdInvalid');
    expect(code({ ...valid, room_id: 12345 })).toBe('roomIdInvalid');
  });

  it('type must be 1, 2 or 3', () => {
    expect(code({ ...valid, room_type: 4 })).toBe('invalidRoomType');
    expect(code({ ...valid, room_type: 'T1' })).toBe('invalidRoomType');
    expect(code({ ...valid, room_type: '2', room_password: '123456' })).toBeNull();
  });

  it('match date is a real YYYY-MM-DD', () => {
    expect(code({ ...valid, match_date: '14/06/2025' })).toBe('matchDateInvalid');
    expect(code({ ...valid, match_date: '2025-13-40' })).toBe('matchDateInvalid');
  });

  it('private rooms need a PIN of exactly 6 digits (invalidRoomPassword)', () => {
    const priv = { ...valid, room_type: 2 };
    expect(code(priv)).toBe('roomPasswordRequired');
    expect(code({ ...priv, room_password: '12345' })).toBe('invalidRoomPassword');
    expect(code({ ...priv, room_password: '1234567' })).toBe('invalidRoomPassword');
    expect(code({ ...priv, room_password: '12a456' })).toBe('invalidRoomPassword');
    expect(code({ ...priv, room_password: 123456 })).toBe('invalidRoomPassword');
    const ok = checkCreateRequest({ ...priv, room_password: '012345' }, 10);
    expect(ok.ok && ok.value.pin).toBe('012345');
  });

  it('a public room ignores a PIN', () => {
    const r = checkCreateRequest({ ...valid, room_password: 'whatever' }, 10);
    expect(r.ok && r.value.pin).toBeNull();
  });

  it('entry fee 10 to 1000 (rateLowerMin, rateOverMax), exact at the edges', () => {
    expect(code({ ...valid, room_rate: '9.99' })).toBe('rateLowerMin');
    expect(code({ ...valid, room_rate: 0 })).toBe('rateLowerMin');
    expect(code({ ...valid, room_rate: '10' })).toBeNull();
    expect(code({ ...valid, room_rate: 1000 })).toBeNull();
    expect(code({ ...valid, room_rate: '1000.01' })).toBe('rateOverMax');
    expect(code({ ...valid, room_rate: '-10' })).toBe('invalidRoomRate');
    expect(code({ ...valid, room_rate: '10.001' })).toBe('invalidRoomRate');
    expect(code({ ...valid, room_rate: 'ten' })).toBe('invalidRoomRate');
  });

  it('a free room costs nothing: any other fee is invalidRoomRate', () => {
    expect(code({ ...valid, room_type: 3, room_rate: 0 })).toBeNull();
    expect(code({ ...valid, room_type: 3, room_rate: '0.00' })).toBeNull();
    expect(code({ ...valid, room_type: 3, room_rate: 10 })).toBe('invalidRoomRate');
  });

  it('players 3 to 30 (invalidRoomLimit)', () => {
    expect(code({ ...valid, room_limit: 2 })).toBe('invalidRoomLimit');
    expect(code({ ...valid, room_limit: 3 })).toBeNull();
    expect(code({ ...valid, room_limit: 30 })).toBeNull();
    expect(code({ ...valid, room_limit: 31 })).toBe('invalidRoomLimit');
    expect(code({ ...valid, room_limit: 2.5 })).toBe('invalidRoomLimit');
  });

  it('at least 3 matches and the configured maximum (matchLowerMin, matchOverMax)', () => {
    expect(code({ ...valid, matches: [1, 2] })).toBe('matchLowerMin');
    expect(code({ ...valid, matches: [1, 2, 3, 4, 5] }, 4)).toBe('matchOverMax');
    expect(code({ ...valid, matches: [1, 2, 3, 4] }, 4)).toBeNull();
  });

  it('match ids are positive integers, each once', () => {
    expect(code({ ...valid, matches: [1, 2, 'x'] })).toBe('invalidMatch');
    expect(code({ ...valid, matches: 'not a list' })).toBe('invalidMatch');
    expect(code({ ...valid, matches: [1, 1, 2] })).toBe('tournamentMatchExists');
  });
});

describe('room creation: matches and quota', () => {
  const now = Date.parse('2025-06-14T02:00:00Z');
  const m = (over: Partial<CandidateMatch>): CandidateMatch => ({
    matchId: 1,
    state: 'pre',
    kickoffMs: now + 3 * 3600_000,
    date: '2025-06-14',
    eligible: true,
    ...over,
  });

  it('accepts pre-match matches of the date', () => {
    expect(checkRoomMatches('2025-06-14', [m({}), m({ matchId: 2 })], now, 300_000)).toBeNull();
  });

  it('refuses live or finished matches (liveMatchNotAllowed)', () => {
    expect(checkRoomMatches('2025-06-14', [m({}), m({ state: 'live' })], now, 300_000)).toBe(
      'liveMatchNotAllowed',
    );
    expect(checkRoomMatches('2025-06-14', [m({ state: 'ended' })], now, 300_000)).toBe('liveMatchNotAllowed');
    expect(checkRoomMatches('2025-06-14', [m({ kickoffMs: now })], now, 300_000)).toBe('liveMatchNotAllowed');
  });

  it('refuses unknown, ineligible or other-day matches (invalidMatch)', () => {
    expect(checkRoomMatches('2025-06-14', [m({ state: 'missing' })], now, 300_000)).toBe('invalidMatch');
    expect(checkRoomMatches('2025-06-14', [m({ eligible: false })], now, 300_000)).toBe('invalidMatch');
    expect(checkRoomMatches('2025-06-14', [m({ date: '2025-06-15' })], now, 300_000)).toBe('invalidMatch');
  });

  it('refuses a match kicking off before joining could close (matchChangeTime)', () => {
    expect(checkRoomMatches('2025-06-14', [m({ kickoffMs: now + 299_000 })], now, 300_000)).toBe(
      'matchChangeTime',
    );
  });

  it('one private room per member', () => {
    expect(checkPrivateRoomQuota(2, 1)).toBe('privateRoomExists');
    expect(checkPrivateRoomQuota(2, 0)).toBeNull();
    expect(checkPrivateRoomQuota(1, 3)).toBeNull();
  });

  it('fees parse exactly to minor units', () => {
    expect(feeToMinor('10.5')).toBe(1050);
    expect(feeToMinor(10.5)).toBe(1050);
    // A sum that is not an exact cent amount is refused, never rounded to 0.30.
    expect(feeToMinor(0.1 + 0.2)).toBeNull();
    expect(feeToMinor(10.999)).toBeNull();
    expect(feeToMinor('1e3')).toBeNull();
  });
});
