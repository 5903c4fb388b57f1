// Who gets money back, and the ledger idempotency key of every tournament movement: one key per
// member, room and join, so a retried or raced settlement can never pay or refund twice.

export interface Seat {
  accountId: string;
  /** How many times this member has joined the room (a public or private room may be rejoined after leaving). */
  joinCount: number;
  /** The fee paid for the current seat, minor units (0 in a free room). */
  feePaidMinor: number;
  /** Whether the seat is held now (false after leaving, which refunded it already). */
  active: boolean;
}

export interface Refund {
  accountId: string;
  amountMinor: number;
  idempotencyKey: string;
}

export const ledgerKeys = {
  fee: (roomId: string, accountId: string, joinCount: number) =>
    `tournament:${roomId}:fee:${accountId}:${joinCount}`,
  leave: (roomId: string, accountId: string, joinCount: number) =>
    `tournament:${roomId}:leave:${accountId}:${joinCount}`,
  cancel: (roomId: string, accountId: string, joinCount: number) =>
    `tournament:${roomId}:cancel:${accountId}:${joinCount}`,
  prize: (roomId: string, accountId: string) => `tournament:${roomId}:prize:${accountId}`,
};

/** A cancelled room refunds the fee of every seat still held; seats given up were refunded when left. */
export function cancellationRefunds(roomId: string, seats: readonly Seat[]): Refund[] {
  return seats
    .filter((s) => s.active && s.feePaidMinor > 0)
    .map((s) => ({
      accountId: s.accountId,
      amountMinor: s.feePaidMinor,
      idempotencyKey: ledgerKeys.cancel(roomId, s.accountId, s.joinCount),
    }));
}

/** Leaving gives back the fee of that seat, once. */
export function leaveRefund(roomId: string, seat: Seat): Refund | null {
  if (!seat.active || seat.feePaidMinor <= 0) return null;
  return {
    accountId: seat.accountId,
    amountMinor: seat.feePaidMinor,
    idempotencyKey: ledgerKeys.leave(roomId, seat.accountId, seat.joinCount),
  };
}
