import type { Migration } from './migration';

// Printed tickets for every bet a player holds. Tournament room bets get a ref no like every other product's bets
// ('T' and the row id, so it never collides with another table's prefix), set for the rows already there.
// `ticket_prints` records every print of a ticket, on whichever terminal: the first print of a ref no is the
// original, every later one a copy, and that survives a reload of the app or a print on another terminal.
export const ticketRefsAndPrints: Migration = {
  version: 54,
  name: 'ref nos of tournament room bets and the prints of every ticket',
  statements: [
    `ALTER TABLE tournament_bets ADD COLUMN ref_no TEXT`,
    `UPDATE tournament_bets SET ref_no = 'T' || id::text WHERE ref_no IS NULL`,
    `ALTER TABLE tournament_bets ALTER COLUMN ref_no SET NOT NULL`,
    `CREATE UNIQUE INDEX tournament_bets_ref_no ON tournament_bets (ref_no)`,
    `CREATE INDEX tournament_bets_account_ref ON tournament_bets (account_id, ref_no)`,
    `CREATE TABLE ticket_prints (
      id BIGSERIAL PRIMARY KEY,
      ref_no TEXT NOT NULL,
      terminal_id TEXT NOT NULL,
      account_id TEXT NOT NULL REFERENCES members(account_id),
      print_no INTEGER NOT NULL CHECK (print_no > 0),
      printed_ms BIGINT NOT NULL,
      UNIQUE (ref_no, print_no)
    )`,
    `CREATE INDEX ticket_prints_ref_terminal ON ticket_prints (ref_no, terminal_id)`,
  ],
};
