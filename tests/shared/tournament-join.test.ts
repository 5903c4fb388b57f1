import { describe, expect, it } from 'vitest';
import { checkJoin, checkLeave, checkRoomBet } from '../../src/server/tournament/join-rules';
import type { JoinFacts, LeaveFacts, RoomBetFacts } from '../../src/server/tournament/join-rules';

const join: JoinFacts = {
  exists: true,
  sameCurrency: true,
  type: 1,
  status: 'A',
  pin: null,
  players: 1,
  limit: 3,
  isMember: false,
  joinedBefore: false,
  ipJoinedBefore: false,
  hasValidBet: true,
  tournamentDisabled: false,
  pinLocked: false,
};

describe('joining a room', () => {
  it('lets a member with a valid bet into an open or active public room', () => {
    expect(checkJoin(join, undefined)).toBeNull();
    expect(checkJoin({ ...join, status: '0' }, undefined)).toBeNull();
  });

  it('tournament disabled comes first', () => {
    expect(checkJoin({ ...join, tournamentDisabled: true, exists: false }, undefined)).toBe(
      'tournamentDisabled',
    );
  });

  it('roomNotExists, roomEnded, roomEndedOrCancelled, roomClosed by the room state', () => {
    expect(checkJoin({ ...join, exists: false }, undefined)).toBe('roomNotExists');
    // A room of another currency is refused before anything about it is told.
    expect(checkJoin({ ...join, sameCurrency: false, status: '3' }, undefined)).toBe('roomCurrencyMismatch');
    expect(checkJoin({ ...join, status: '3' }, undefined)).toBe('roomEnded');
    expect(checkJoin({ ...join, status: '2' }, undefined)).toBe('roomEndedOrCancelled');
    expect(checkJoin({ ...join, status: '1' }, undefined)).toBe('roomClosed');
    expect(checkJoin({ ...join, status: '4' }, undefined)).toBe('roomClosed');
  });

  it("'Room is already full.' at the limit", () => {
    expect(checkJoin({ ...join, players: 3, limit: 3 }, undefined)).toBe('roomFull');
    expect(checkJoin({ ...join, players: 2, limit: 3 }, undefined)).toBeNull();
  });

  it('a member already seated cannot join twice', () => {
    expect(checkJoin({ ...join, isMember: true }, undefined)).toBe('memberJoinedBefore');
  });

  it('a public or private room may be rejoined after leaving, a free room never (memberJoinedBefore)', () => {
    expect(checkJoin({ ...join, joinedBefore: true }, undefined)).toBeNull();
    expect(checkJoin({ ...join, type: 3, joinedBefore: true }, undefined)).toBe('memberJoinedBefore');
  });

  it('a free room once per address (IPJoinedBefore); other rooms do not care', () => {
    expect(checkJoin({ ...join, type: 3, ipJoinedBefore: true }, undefined)).toBe('IPJoinedBefore');
    expect(checkJoin({ ...join, ipJoinedBefore: true }, undefined)).toBeNull();
  });

  it('private rooms check the PIN', () => {
    const priv = { ...join, type: 2 as const, pin: '123456' };
    expect(checkJoin(priv, undefined)).toBe('roomPasswordRequired');
    expect(checkJoin(priv, '654321')).toBe('invalidRoomPassword');
    expect(checkJoin(priv, '123456')).toBeNull();
    // Locked after too many wrong PINs: even the right one is refused, so the lock tells a guesser nothing.
    expect(checkJoin({ ...priv, pinLocked: true }, '123456')).toBe('requestLimit');
    expect(checkJoin({ ...priv, pinLocked: true }, undefined)).toBe('requestLimit');
  });

  it("'Please place a valid bet to join the tournament.' without a valid sportsbook bet", () => {
    expect(checkJoin({ ...join, hasValidBet: false }, undefined)).toBe('validBetRequired');
  });
});

describe('leaving a room', () => {
  const leave: LeaveFacts = { exists: true, status: '0', isMember: true, betCount: 0 };
  it('is allowed while joinable and without bets', () => {
    expect(checkLeave(leave)).toBeNull();
    expect(checkLeave({ ...leave, status: 'A' })).toBeNull();
  });
  it('refuses after joining closed, with bets, or for non-members', () => {
    expect(checkLeave({ ...leave, exists: false })).toBe('roomNotExists');
    expect(checkLeave({ ...leave, isMember: false })).toBe('invalidMember');
    expect(checkLeave({ ...leave, status: '1' })).toBe('roomClosed');
    expect(checkLeave({ ...leave, status: '3' })).toBe('roomEnded');
    expect(checkLeave({ ...leave, status: '2' })).toBe('roomEndedOrCancelled');
    expect(checkLeave({ ...leave, betCount: 1 })).toBe('betExists');
  });
});

describe('betting points in a room', () => {
  const bet: RoomBetFacts = {
    exists: true,
    status: '1',
    isMember: true,
    matchInRoom: true,
    matchStarted: false,
    availablePoints: 1000,
    sameSelectionExists: false,
  };
  it('accepts a bet within the points left', () => {
    expect(checkRoomBet(bet, 1000, false)).toBeNull();
    expect(checkRoomBet({ ...bet, status: 'A' }, 1, false)).toBeNull();
  });
  it('pointsOverLimit beyond the points left', () => {
    expect(checkRoomBet(bet, 1001, false)).toBe('pointsOverLimit');
  });
  it('refuses by room state and membership', () => {
    expect(checkRoomBet({ ...bet, exists: false }, 10, false)).toBe('roomNotExists');
    expect(checkRoomBet({ ...bet, isMember: false }, 10, false)).toBe('invalidMember');
    expect(checkRoomBet({ ...bet, status: '3' }, 10, false)).toBe('roomEnded');
    expect(checkRoomBet({ ...bet, status: '2' }, 10, false)).toBe('roomEndedOrCancelled');
    expect(checkRoomBet({ ...bet, status: '4' }, 10, false)).toBe('roomClosed');
  });
  it('matchChangeTime once the match has kicked off; invalidMatch outside the room', () => {
    expect(checkRoomBet({ ...bet, matchStarted: true }, 10, false)).toBe('matchChangeTime');
    expect(checkRoomBet({ ...bet, matchInRoom: false }, 10, false)).toBe('invalidMatch');
  });
  it('one bet per selection; betplus adds to an existing one only', () => {
    expect(checkRoomBet({ ...bet, sameSelectionExists: true }, 10, false)).toBe('betExists');
    expect(checkRoomBet({ ...bet, sameSelectionExists: true }, 10, true)).toBeNull();
    expect(checkRoomBet(bet, 10, true)).toBe('betNotExists');
  });
  it('refuses non-positive points', () => {
    expect(checkRoomBet(bet, 0, false)).toBe('invalidBetAmount');
  });
});
