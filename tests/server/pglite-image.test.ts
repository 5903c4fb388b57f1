import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/open';
import { missingMigrations } from '../../src/server/db/migrate';
import { openInMemoryPglite } from '../../src/server/db/pglite';
import { IMAGE_UNUSED_MS } from '../../src/server/db/pglite-image';
import { HARNESS_TIMEOUT_MS } from './harness';

// An in-memory database starts from an image of a new, migrated cluster kept in the temporary folder: the first
// open makes it, later opens load it, a damaged one is made again, and no database sees another's rows.
// TMPDIR points the image at this file's own folder, so the test sees it made (os.tmpdir() reads TMPDIR each call).

const savedTmp = process.env.TMPDIR;
const folder = mkdtempSync(join(tmpdir(), 'sportsbook-image-'));
const images = () => readdirSync(folder).filter((name) => name.endsWith('.tar'));

beforeAll(() => {
  process.env.TMPDIR = folder;
});
afterAll(() => {
  if (savedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmp;
  rmSync(folder, { recursive: true, force: true });
});

describe('in-memory PGlite images', { timeout: HARNESS_TIMEOUT_MS }, () => {
  it('the first open saves a migrated image, the next loads it, and each database is its own', async () => {
    expect(images()).toEqual([]);
    const first = await openDatabase({ dataDir: ':memory:' });
    const [image] = images();
    expect(image).toMatch(/^sportsbook-pglite-[\w.-]+-migrated-[0-9a-f]{16}\.tar$/);
    await first.query("INSERT INTO schema_migrations (version, name) VALUES (99999, 'only in the first')");
    await first.close();

    const second = await openDatabase({ dataDir: ':memory:' });
    expect(await missingMigrations(second)).toBe(0);
    // Rows written after the image was saved belong to that database alone.
    expect(await second.query('SELECT 1 FROM schema_migrations WHERE version = 99999')).toEqual([]);
    await second.close();
    expect(images()).toEqual([image]);
  });

  it('a damaged image is made again, and a new recipe gets an image of its own', async () => {
    const [image] = images();
    expect(image).toBeDefined();
    const path = join(folder, image as string);
    writeFileSync(path, 'not a tar archive');
    const db = await openDatabase({ dataDir: ':memory:' });
    expect(await missingMigrations(db)).toBe(0);
    await db.close();
    expect(statSync(path).size).toBeGreaterThan(1_000_000);

    let prepared = 0;
    const prepare = async (made: { query(sql: string): Promise<unknown> }) => {
      prepared += 1;
      await made.query('CREATE TABLE only_in_this_recipe (id INTEGER)');
    };
    const a = await openInMemoryPglite('test-recipe', prepare);
    const b = await openInMemoryPglite('test-recipe', prepare);
    expect(prepared).toBe(1);
    expect(await b.query('SELECT count(*)::int AS n FROM only_in_this_recipe')).toEqual([{ n: 0 }]);
    await a.close();
    await b.close();
    expect(images()).toHaveLength(2);
  });

  it('saving an image removes the images and unfinished pieces nothing has loaded for a week, and keeps the rest', async () => {
    const stale = Date.now() - IMAGE_UNUSED_MS - 60_000;
    const old = (name: string) => {
      writeFileSync(join(folder, name), 'old');
      utimesSync(join(folder, name), stale / 1000, stale / 1000);
    };
    old('sportsbook-pglite-0.0.1-migrated-0123456789abcdef.tar');
    old('sportsbook-pglite-0.0.1-migrated-0123456789abcdef.tar.4242.partial');
    // Not an image of this product: never touched, however old.
    old('someone-else.tar');
    const [inUse] = images().filter(
      (name) => name.includes('-migrated-') && !name.startsWith('sportsbook-pglite-0.0.1'),
    );
    expect(inUse).toBeDefined();
    // An image last loaded long ago that a database loads again is used, so it stays.
    utimesSync(join(folder, inUse as string), stale / 1000, stale / 1000);
    const reused = await openDatabase({ dataDir: ':memory:' });
    await reused.close();

    const made = await openInMemoryPglite('another-recipe', async () => undefined);
    await made.close();
    expect(readdirSync(folder).sort()).toEqual(
      [
        inUse as string,
        'someone-else.tar',
        images().find((name) => name.endsWith('-another-recipe.tar')) as string,
        images().find((name) => name.endsWith('-test-recipe.tar')) as string,
      ].sort(),
    );
  });
});
