import type { Migration } from './migration';

// Terms documents by scope and version, and who accepted which version when. Version 1 of each
// scope exists from the start, so a required version is always defined.
export const terms: Migration = {
  version: 14,
  name: 'terms versions and acceptances',
  statements: [
    `CREATE TABLE terms_versions (
      scope TEXT NOT NULL CHECK (scope IN ('general', 'tournament')),
      version INTEGER NOT NULL CHECK (version >= 1),
      published_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (scope, version)
    )`,
    `INSERT INTO terms_versions (scope, version) VALUES ('general', 1), ('tournament', 1)`,
    // One row per member, scope and version: accepting again keeps the first time.
    `CREATE TABLE terms_acceptances (
      account_id TEXT NOT NULL REFERENCES members(account_id),
      scope TEXT NOT NULL,
      version INTEGER NOT NULL,
      accepted_at TIMESTAMPTZ NOT NULL,
      client_ip TEXT,
      PRIMARY KEY (account_id, scope, version),
      FOREIGN KEY (scope, version) REFERENCES terms_versions (scope, version)
    )`,
  ],
};
