// The operator's maintenance switch: kept in app_meta so every server of a PostgreSQL deployment answers the same,
// and announced on `account_changed` ('x:') so each server reads it once and pushes it to its streams; `version`
// reads it on every call, so a client without a stream learns it within its poll.
import type { StreamStatus } from '../../shared/stream/events';
import type { Database, Queryable } from '../db/types';
import { ACCOUNT_CHANGED_CHANNEL } from './session-cache';

const KEY = 'maintenance';
/** The notification payload: the server's status changed, for everyone. */
const STATUS_CHANGED = 'x:';
/** A message longer than this is refused: the maintenance page shows it in one paragraph. */
export const MAINTENANCE_MESSAGE_MAX = 300;

export interface MaintenanceState {
  on: boolean;
  /** What the maintenance page says (when it ends, why), or null. */
  message: string | null;
}

export async function readMaintenance(db: Queryable): Promise<MaintenanceState> {
  const [row] = await db.query<{ value: string }>('SELECT value FROM app_meta WHERE key = $1', [KEY]);
  if (!row) return { on: false, message: null };
  const stored = JSON.parse(row.value) as Partial<MaintenanceState>;
  return { on: stored.on === true, message: typeof stored.message === 'string' ? stored.message : null };
}

/** The maintenance part of `version`'s answer, which the push stream's `status` event carries too. */
export async function maintenanceAnswer(db: Queryable): Promise<StreamStatus> {
  const m = await readMaintenance(db);
  return { maintenance: m.on, ...(m.on && m.message ? { maintenance_message: m.message } : {}) };
}

/**
 * Switches maintenance on (with the message players read) or off, and tells every server in the same transaction:
 * the notification goes out when the switch is stored, never before.
 */
export async function setMaintenance(db: Database, state: MaintenanceState): Promise<void> {
  const message = state.message?.trim() || null;
  if (message !== null && message.length > MAINTENANCE_MESSAGE_MAX)
    throw new RangeError(`the maintenance message is longer than ${MAINTENANCE_MESSAGE_MAX} characters`);
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [KEY, JSON.stringify({ on: state.on, message: state.on ? message : null })],
    );
    await tx.query('SELECT pg_notify($1, $2)', [ACCOUNT_CHANGED_CHANNEL, STATUS_CHANGED]);
  });
}
