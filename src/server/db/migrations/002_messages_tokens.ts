import type { Migration } from './migration';

export const messagesAndTokens: Migration = {
  version: 2,
  name: 'messages, read marks, used operator tokens, ledger platform',
  statements: [
    `CREATE TABLE messages (
      id BIGSERIAL PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('announcement', 'marquee', 'personal')),
      category TEXT NOT NULL DEFAULT 'normal' CHECK (category IN ('normal', 'special')),
      language TEXT,
      account_id TEXT REFERENCES members(account_id),
      title TEXT NOT NULL DEFAULT '',
      content TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      expires_at TIMESTAMPTZ,
      CHECK ((kind = 'personal') = (account_id IS NOT NULL))
    )`,
    `CREATE INDEX messages_kind_idx ON messages (kind, language, created_at DESC)`,
    `CREATE INDEX messages_personal_idx ON messages (account_id, created_at DESC) WHERE account_id IS NOT NULL`,
    `CREATE TABLE message_reads (
      message_id BIGINT NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
      account_id TEXT NOT NULL REFERENCES members(account_id),
      read_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (message_id, account_id)
    )`,
    // Operator tokens are single use: the id of every accepted token is kept until it would have expired anyway.
    `CREATE TABLE used_tokens (
      token_id TEXT PRIMARY KEY,
      expires_ms BIGINT NOT NULL
    )`,
    `ALTER TABLE ledger ADD COLUMN platform TEXT`,
    `CREATE INDEX ledger_platform_idx ON ledger (account_id, platform, created_at) WHERE platform IS NOT NULL`,
  ],
};
