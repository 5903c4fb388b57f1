import { z } from 'zod';
import type { Selection } from '@shared/market/selection';

// A slip whose submit got no answer, kept in the renderer's storage so that a reload or a new login still asks the
// server (`betbyslip`) what its slip ids placed before anything can be sent again. It holds what the slip showed
// (the selections and stakes) and the slip ids: no session token, password or other secret.

const selectionSchema = z.object({
  matchId: z.number().int(),
  parentId: z.number().int().nullable(),
  sportId: z.number().int(),
  leagueId: z.number().int(),
  leagueName: z.string().max(200),
  homeName: z.string().max(200),
  awayName: z.string().max(200),
  marketGroup: z.number().int(),
  market: z.string().max(32),
  period: z.number().int(),
  choice: z.string().max(200),
  line: z.number().int().nullable(),
  price: z.number().int(),
  oddsType: z.number().int(),
  displayOdds: z.number(),
  mmo: z.object({ body: z.number().int(), pct: z.number().int() }).nullable(),
  score: z.tuple([z.number().int(), z.number().int()]).nullable(),
  parlay: z.boolean(),
  feedVersion: z.number().int(),
});

export const inDoubtSlipRecord = z.object({
  accountId: z.string().min(1).max(64),
  slipId: z.string().min(1).max(64),
  inDoubt: z.array(z.string().min(1).max(80)).min(1).max(50),
  mode: z.enum(['single', 'parlay', 'system']),
  items: z.array(z.object({ selection: selectionSchema, stakeText: z.string().max(32) })).max(50),
  parlayStake: z.string().max(32),
  sizes: z.array(z.number().int()).max(20),
  special: z.boolean(),
});
export type InDoubtSlipRecord = Omit<z.infer<typeof inDoubtSlipRecord>, 'items'> & {
  items: { selection: Selection; stakeText: string }[];
};

/** Where the record lives: one slip in doubt per terminal at most, as a frozen slip can send nothing else. */
export interface InDoubtStorage {
  load(): InDoubtSlipRecord | null;
  save(record: InDoubtSlipRecord | null): void;
}

const KEY = 'sb.slipInDoubt';

/**
 * The record in a Web Storage (the renderer's localStorage, which a reload and a restart keep). A record that does
 * not parse is not a slip this app wrote: it is dropped rather than shown.
 */
export function webInDoubtStorage(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): InDoubtStorage {
  return {
    load() {
      let raw: unknown;
      try {
        raw = JSON.parse(storage.getItem(KEY) ?? 'null');
      } catch {
        raw = null;
      }
      if (raw === null) return null;
      const parsed = inDoubtSlipRecord.safeParse(raw);
      if (!parsed.success) {
        storage.removeItem(KEY);
        return null;
      }
      // The selection's codes were the app's own when it wrote them; the server re-checks every one on a new submit.
      return parsed.data as InDoubtSlipRecord;
    },
    save(record) {
      if (record) storage.setItem(KEY, JSON.stringify(record));
      else storage.removeItem(KEY);
    },
  };
}
