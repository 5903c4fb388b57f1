import { resolve } from 'node:path';
import { test } from '@playwright/test';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/open';
import { seedDemoData } from '../../src/server/seed/index';
import { defaultBetLimits } from '../../src/server/seed/bet-limits';
import { createMember } from '../../src/server/accounts/members-admin';
import { postMessage } from '../../src/server/messages/messages';
import { acceptCurrentTerms } from '../../src/server/terms/service';

// A private reference server for the my-account E2E tests, in this process: its own in-memory data (so a
// changed password or nickname never leaks into other spec files), a clock the test can move (to expire a
// session for real) and direct message posting (what `npm run server -- post-message` does).

export interface AccountServer {
  url: string;
  /** Moves the server clock forward; sessions idle longer than 30 minutes then answer session_expired. */
  advance(ms: number): void;
  postPersonal(accountId: string, title: string, content: string): Promise<number>;
  postMarquee(content: string): Promise<number>;
  /** A new member under demo01's agent (what `npm run server -- create-member` does), e.g. a BDT account. */
  createMember(accountId: string, currency: string, password: string): Promise<void>;
  close(): Promise<void>;
}

export async function startAccountServer(): Promise<AccountServer> {
  // Migrating and seeding a fresh database takes most of a minute when the machine runs other specs beside this
  // one; the hook or test starting it gets the time to, on top of its own.
  test.info().setTimeout(test.info().timeout + 90_000);
  let offset = 0;
  const db = await openDatabase({});
  await seedDemoData(db);
  const app = await buildApp({ db, now: () => Date.now() + offset, webRoot: resolve('out/web') });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    advance: (ms) => {
      offset += ms;
    },
    postPersonal: (accountId, title, content) =>
      postMessage(db, { kind: 'personal', accountId, title, content }),
    postMarquee: (content) => postMessage(db, { kind: 'marquee', content }),
    createMember: async (accountId, currency, password) => {
      const rows = await db.query<{ parent_id: string }>(
        'SELECT parent_id FROM members WHERE account_id = $1',
        ['demo01'],
      );
      const agentId = rows[0]?.parent_id ?? '';
      await db.transaction(async (tx) => {
        await createMember(tx, {
          accountId,
          password,
          currency,
          agentId,
          commissionBp: 25,
          creditMinor: 1_000_000,
          betLimits: defaultBetLimits(currency),
        });
        // These tests are about the sports order, not the terms gate (tests/e2e/terms.spec.ts): the member has accepted them.
        await acceptCurrentTerms(tx, accountId, Date.now());
      });
    },
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
