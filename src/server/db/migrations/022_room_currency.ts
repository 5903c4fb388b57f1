import type { Migration } from './migration';

// A room's fees and prizes are one currency: the creator's wallet currency, fixed at creation. Only members of
// that currency may join (server/tournament/join-rules.ts), so the prizes paid in a currency always equal the
// fees taken in it. Rooms created before this rule take their owner's currency; one that already seats another
// currency is cancelled, every fee refunded in the currency it was paid in, when it is decided
// (server/tournament/settlement.ts).
export const roomCurrency: Migration = {
  version: 22,
  name: 'tournament rooms have one currency',
  statements: [
    `ALTER TABLE tournament_rooms ADD COLUMN currency TEXT`,
    `UPDATE tournament_rooms r SET currency = m.currency FROM members m WHERE m.account_id = r.owner_id`,
    `ALTER TABLE tournament_rooms ALTER COLUMN currency SET NOT NULL`,
  ],
};
