import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import type {
  Announcement,
  MessageCategory,
  MessageListRequest,
  PersonalMessage,
} from '../../shared/api/messages';
import { ApiError } from '../http/api-error';
import { toSafeInt, type Queryable } from '../db/types';

export const MESSAGE_KINDS = ['announcement', 'marquee', 'personal'] as const;
type MessageKind = (typeof MESSAGE_KINDS)[number];

interface MessageRow {
  id: unknown;
  category: MessageCategory;
  language: string | null;
  title: string;
  content: string;
  created_at: Date | string;
  read?: boolean;
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

function paging(body: MessageListRequest): { limit: number; offset: number } {
  const limit = body.page_size ?? DEFAULT_PAGE_SIZE;
  return { limit, offset: ((body.page_number ?? 1) - 1) * limit };
}

// A message posted without a language is for everyone; otherwise it shows in its own language only.
const LANGUAGE_FILTER = '(language IS NULL OR language = $1)';
const LIVE_FILTER = '(expires_at IS NULL OR expires_at > now())';

export async function listAnnouncements(
  q: Queryable,
  body: MessageListRequest,
): Promise<{ announcements: Announcement[]; total_count: number }> {
  const { limit, offset } = paging(body);
  const where = `kind = 'announcement' AND ${LANGUAGE_FILTER} AND ${LIVE_FILTER} AND ($2::text IS NULL OR category = $2)`;
  const params = [body.language ?? 'en', body.category ?? null];
  const rows = await q.query<MessageRow>(
    `SELECT id, category, language, title, content, created_at FROM messages WHERE ${where}
     ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [...params, limit, offset],
  );
  const total = await q.query<{ n: unknown }>(`SELECT count(*) AS n FROM messages WHERE ${where}`, params);
  return {
    announcements: rows.map((row) => ({
      message_id: toSafeInt(row.id),
      category: row.category,
      language: row.language,
      title: row.title,
      content: row.content,
      posted_at: iso(row.created_at),
    })),
    total_count: toSafeInt(total[0]?.n ?? 0),
  };
}

export async function listMarquee(
  q: Queryable,
  language: string,
): Promise<{ message_id: number; content: string; posted_at: string }[]> {
  const rows = await q.query<MessageRow>(
    `SELECT id, content, created_at FROM messages
     WHERE kind = 'marquee' AND ${LANGUAGE_FILTER} AND ${LIVE_FILTER}
     ORDER BY created_at DESC, id DESC LIMIT 20`,
    [language],
  );
  return rows.map((row) => ({
    message_id: toSafeInt(row.id),
    content: row.content,
    posted_at: iso(row.created_at),
  }));
}

export async function listPersonal(
  q: Queryable,
  accountId: string,
  body: MessageListRequest,
): Promise<{ messages: PersonalMessage[]; total_count: number; unread_count: number }> {
  const { limit, offset } = paging(body);
  const rows = await q.query<MessageRow>(
    `SELECT m.id, m.title, m.content, m.created_at, (r.message_id IS NOT NULL) AS read
     FROM messages m LEFT JOIN message_reads r ON r.message_id = m.id AND r.account_id = m.account_id
     WHERE m.kind = 'personal' AND m.account_id = $1
     ORDER BY m.created_at DESC, m.id DESC LIMIT $2 OFFSET $3`,
    [accountId, limit, offset],
  );
  const totals = await q.query<{ total: unknown; unread: unknown }>(
    `SELECT count(*) AS total, count(*) FILTER (WHERE r.message_id IS NULL) AS unread
     FROM messages m LEFT JOIN message_reads r ON r.message_id = m.id AND r.account_id = m.account_id
     WHERE m.kind = 'personal' AND m.account_id = $1`,
    [accountId],
  );
  return {
    messages: rows.map((row) => ({
      message_id: toSafeInt(row.id),
      title: row.title,
      content: row.content,
      posted_at: iso(row.created_at),
      read: row.read === true,
    })),
    total_count: toSafeInt(totals[0]?.total ?? 0),
    unread_count: toSafeInt(totals[0]?.unread ?? 0),
  };
}

/** Marks own messages read (ids of other members are ignored) and answers what is still unread. */
export async function markReadAndCount(
  q: Queryable,
  accountId: string,
  ids: readonly number[],
  all: boolean,
): Promise<number> {
  if (all || ids.length > 0) {
    await q.query(
      `INSERT INTO message_reads (message_id, account_id)
       SELECT id, account_id FROM messages
       WHERE kind = 'personal' AND account_id = $1 AND ($2::boolean OR id = ANY($3::bigint[]))
       ON CONFLICT DO NOTHING`,
      [accountId, all, ids.map(String)],
    );
  }
  const rows = await q.query<{ unread: unknown }>(
    `SELECT count(*) AS unread FROM messages m
     WHERE m.kind = 'personal' AND m.account_id = $1
       AND NOT EXISTS (SELECT 1 FROM message_reads r WHERE r.message_id = m.id AND r.account_id = $1)`,
    [accountId],
  );
  return toSafeInt(rows[0]?.unread ?? 0);
}

export interface NewMessage {
  kind: MessageKind;
  category?: MessageCategory;
  language?: string | null;
  accountId?: string | null;
  title?: string;
  content: string;
}

export async function postMessage(q: Queryable, input: NewMessage): Promise<number> {
  if (!MESSAGE_KINDS.includes(input.kind)) throw new ApiError('messageKindInvalid');
  if (!input.content.trim() || input.content.length > 4000) throw new ApiError('contentInvalid');
  if ((input.kind === 'personal') !== Boolean(input.accountId)) throw new ApiError('accountIdRequired');
  if (input.accountId) {
    const member = await q.query('SELECT 1 FROM members WHERE account_id = $1', [input.accountId]);
    if (member.length === 0) throw new ApiError('account_not_exists');
  }
  const rows = await q.query<{ id: unknown }>(
    `INSERT INTO messages (kind, category, language, account_id, title, content) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      input.kind,
      input.category ?? 'normal',
      input.language ?? null,
      input.accountId ?? null,
      input.title ?? '',
      input.content,
    ],
  );
  return toSafeInt(rows[0]?.id);
}
