import { UPLINE_ROLES, type UplineRole } from '../../shared/api/account';
import { requiredCode } from '../../shared/api/envelope';
import { ApiError } from '../http/api-error';
import type { Queryable } from '../db/types';

export interface UplineLink {
  id: string;
  role: UplineRole;
  commissionBp: number;
}

/** Walks agent -> shareholder and refuses an incomplete chain with the backend-style code of the missing level. */
export async function loadUplineChain(
  q: Queryable,
  agentId: string | null | undefined,
): Promise<UplineLink[]> {
  const chain: UplineLink[] = [];
  const expected = [...UPLINE_ROLES].reverse();
  let nextId = agentId ?? null;
  for (const role of expected) {
    if (!nextId) throw new ApiError(requiredCode(`${role}_id`));
    const rows = await q.query<{
      id: string;
      role: string;
      parent_id: string | null;
      commission_bp: number | null;
    }>('SELECT id, role, parent_id, commission_bp FROM uplines WHERE id = $1', [nextId]);
    const row = rows[0];
    if (!row || row.role !== role) throw new ApiError(requiredCode(`${role}_id`));
    if (row.commission_bp === null) throw new ApiError(requiredCode(`${role}_commission_rate`));
    chain.push({ id: row.id, role, commissionBp: row.commission_bp });
    nextId = row.parent_id;
  }
  return chain;
}

export interface UplineInput {
  id: string;
  role: UplineRole;
  parentId: string | null;
  commissionBp: number;
}

/** Creates an upline if missing; the parent must already exist with the next role up. */
export async function ensureUpline(q: Queryable, input: UplineInput): Promise<void> {
  const index = UPLINE_ROLES.indexOf(input.role);
  if (!/^[a-z0-9_]{2,32}$/.test(input.id)) throw new ApiError(requiredCode(`${input.role}_id`));
  if (!Number.isInteger(input.commissionBp) || input.commissionBp < 0 || input.commissionBp > 10_000) {
    throw new ApiError(requiredCode(`${input.role}_commission_rate`));
  }
  if (index > 0) {
    const parentRole = UPLINE_ROLES[index - 1] as UplineRole;
    const parent = await q.query<{ role: string }>('SELECT role FROM uplines WHERE id = $1', [
      input.parentId ?? '',
    ]);
    if (parent[0]?.role !== parentRole) throw new ApiError(requiredCode(`${parentRole}_id`));
  }
  await q.query(
    `INSERT INTO uplines (id, role, parent_id, commission_bp) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO NOTHING`,
    [input.id, input.role, index === 0 ? null : input.parentId, input.commissionBp],
  );
}
