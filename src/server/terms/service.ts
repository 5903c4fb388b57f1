import {
  TERMS_SCOPES,
  TERMS_NOT_ACCEPTED,
  TERMS_VERSION_CHANGED,
  type TermsEntry,
  type TermsScope,
} from '../../shared/terms/api';
import type { Database, Queryable } from '../db/types';
import { ApiError } from '../http/api-error';

// Terms acceptance: the required version of a scope is its latest published one; a member has
// accepted a scope when a row for that exact version exists. Rows are never updated, so the first
// acceptance time of a version is kept however often the member accepts again.

// Any fixed number: two publishers (or servers) take turns numbering versions.
const PUBLISH_LOCK_ID = 7_204_140;

interface StatusRow {
  scope: TermsScope;
  required_version: unknown;
  published_at: Date | string;
  accepted_version: unknown;
  accepted_at: Date | string | null;
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** The required version of every scope with the member's acceptance of exactly that version. */
export async function termsStatus(db: Queryable, accountId: string): Promise<TermsEntry[]> {
  const rows = await db.query<StatusRow>(
    `SELECT v.scope, v.version AS required_version, v.published_at, a.version AS accepted_version, a.accepted_at
       FROM (SELECT DISTINCT ON (scope) scope, version, published_at FROM terms_versions ORDER BY scope, version DESC) v
       LEFT JOIN terms_acceptances a ON a.account_id = $1 AND a.scope = v.scope AND a.version = v.version
      ORDER BY v.scope`,
    [accountId],
  );
  return rows.map((row) => {
    const accepted = row.accepted_version !== null && row.accepted_version !== undefined;
    return {
      scope: row.scope,
      required_version: Number(row.required_version),
      published_at: iso(row.published_at),
      accepted_version: accepted ? Number(row.accepted_version) : null,
      accepted_at: row.accepted_at === null ? null : iso(row.accepted_at),
      accepted,
    };
  });
}

async function requiredVersion(db: Queryable, scope: TermsScope): Promise<number> {
  const rows = await db.query<{ version: unknown }>(
    'SELECT max(version) AS version FROM terms_versions WHERE scope = $1',
    [scope],
  );
  return Number(rows[0]?.version ?? 1);
}

/**
 * Records that the member accepted `version` of `scope` at `nowMs`. Only the required version can be
 * accepted: a member who read an older text while the operator published a newer one must read again.
 */
export async function acceptTerms(
  db: Database,
  input: { accountId: string; scope: TermsScope; version: number; nowMs: number; clientIp: string | null },
): Promise<TermsEntry> {
  return db.transaction(async (tx) => {
    if ((await requiredVersion(tx, input.scope)) !== input.version) throw new ApiError(TERMS_VERSION_CHANGED);
    await tx.query(
      `INSERT INTO terms_acceptances (account_id, scope, version, accepted_at, client_ip)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (account_id, scope, version) DO NOTHING`,
      [input.accountId, input.scope, input.version, new Date(input.nowMs), input.clientIp],
    );
    const entry = (await termsStatus(tx, input.accountId)).find((e) => e.scope === input.scope);
    if (!entry) throw new ApiError('systemError');
    return entry;
  });
}

/** Publishes the next version of a scope, which every member must then accept. Answers its number. */
export async function publishTerms(db: Database, scope: TermsScope, nowMs: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [PUBLISH_LOCK_ID]);
    const next = (await requiredVersion(tx, scope)) + 1;
    await tx.query('INSERT INTO terms_versions (scope, version, published_at) VALUES ($1, $2, $3)', [
      scope,
      next,
      new Date(nowMs),
    ]);
    return next;
  });
}

/** Seeded demo members start with the current terms accepted, so they land on /desktop straight after login. */
export async function acceptCurrentTerms(tx: Queryable, accountId: string, nowMs: number): Promise<void> {
  for (const scope of TERMS_SCOPES) {
    await tx.query(
      `INSERT INTO terms_acceptances (account_id, scope, version, accepted_at)
       SELECT $1, $2, max(version), $3 FROM terms_versions WHERE scope = $2
       ON CONFLICT (account_id, scope, version) DO NOTHING`,
      [accountId, scope, new Date(nowMs)],
    );
  }
}

/**
 * For every call that moves money or takes a seat: refuses with termsNotAccepted unless the member accepted the
 * current (latest published) version of each scope. One indexed statement, so the money calls can afford it.
 */
export async function assertTermsAccepted(
  db: Queryable,
  accountId: string,
  scopes: readonly TermsScope[],
): Promise<void> {
  const [row] = await db.query<{ missing: unknown }>(
    `SELECT count(*) AS missing
       FROM (SELECT DISTINCT ON (scope) scope, version FROM terms_versions WHERE scope = ANY($2)
              ORDER BY scope, version DESC) v
      WHERE NOT EXISTS (SELECT 1 FROM terms_acceptances a
                         WHERE a.account_id = $1 AND a.scope = v.scope AND a.version = v.version)`,
    [accountId, scopes],
  );
  if (Number(row?.missing) > 0) throw new ApiError(TERMS_NOT_ACCEPTED);
}
