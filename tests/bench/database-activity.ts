// What the servers asked of PostgreSQL during a placement run, counted by the database itself, so the benchmark can
// say where the CPU per bet goes without any probe in the server: transactions (each statement outside BEGIN/COMMIT
// is one, so this is close to the round trips), placement batches (calls of write_bet_batch_checked, counted once
// track_functions is on for the database), and `account_changed` notifications, each delivered to every server.
import pg from 'pg';

export interface DatabaseActivity {
  transactions: number;
  /** Placement batches written (write_bet_batch_checked calls); null when function statistics are off. */
  batches: number | null;
  /** `account_changed` notifications sent; every server listening receives each one. */
  notifications: number;
}

interface Counters {
  transactions: number;
  batches: number | null;
}

async function counters(client: pg.Client): Promise<Counters> {
  // A fresh snapshot: statistics read earlier in this session are otherwise answered again.
  await client.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ xacts: string; batches: string | null }>(
    `SELECT (SELECT xact_commit + xact_rollback FROM pg_stat_database WHERE datname = current_database()) AS xacts,
            (SELECT sum(calls) FROM pg_stat_user_functions WHERE funcname = 'write_bet_batch_checked') AS batches`,
  );
  const row = rows[0];
  return {
    transactions: Number(row?.xacts ?? 0),
    batches: row?.batches === null || row?.batches === undefined ? null : Number(row.batches),
  };
}

/**
 * Turns function statistics on for the database at `url`; sessions opened afterwards (the servers' pools) count
 * their calls. Needs a superuser, which the throwaway cluster's user is.
 */
export async function countFunctionCalls(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ db: string }>('SELECT current_database() AS db');
    await client.query(`ALTER DATABASE "${rows[0]?.db}" SET track_functions = 'pl'`);
  } finally {
    await client.end();
  }
}

/** Waits (up to 5 s) until no other session is connected to the database, so every backend has reported. */
async function sessionsEnded(client: pg.Client): Promise<void> {
  const until = Date.now() + 5_000;
  while (Date.now() < until) {
    await client.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    if (Number(rows[0]?.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface ActivityMeter {
  /** Ends counting notifications; `read` then gives the totals once the servers' sessions have ended. */
  stopListening(): Promise<void>;
  /**
   * The counts since start. A backend reports its counters when its transaction ends, at most once a second,
   * and at the latest when it exits: read this after the servers have stopped, so every count is in.
   */
  read(): Promise<DatabaseActivity>;
}

export async function startActivityMeter(url: string): Promise<ActivityMeter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const start = await counters(client);
  let notifications = 0;
  client.on('notification', (n) => {
    if (n.channel === 'account_changed') notifications++;
  });
  await client.query('LISTEN account_changed');
  let listening = true;
  const stopListening = async (): Promise<void> => {
    if (!listening) return;
    listening = false;
    await client.query('UNLISTEN account_changed');
  };
  return {
    stopListening,
    async read() {
      await stopListening();
      try {
        await sessionsEnded(client);
        const end = await counters(client);
        return {
          // A handful of them are this meter's own (the snapshot reads, LISTEN, UNLISTEN).
          transactions: end.transactions - start.transactions,
          batches: end.batches === null || start.batches === null ? end.batches : end.batches - start.batches,
          notifications,
        };
      } finally {
        await client.end();
      }
    },
  };
}
