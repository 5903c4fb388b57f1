import { createRequire } from 'node:module';
import { readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// A new PGlite cluster costs initdb, then every migration: seconds of CPU. Loading a copy of the files such a
// cluster ends with takes about one. An in-memory database (the demo server, each server test, each end-to-end run)
// therefore starts from an image, made the first time on this machine for its PGlite version and recipe (what was
// run on the new cluster: the migrations, never data) and kept in the system's temporary folder. A missing or
// unreadable image is made again; a database in a folder never uses one.

const IMAGE_PREFIX = 'sportsbook-pglite-';

/**
 * An image unused this long is removed when another is saved: each new migration or PGlite version makes a new one
 * (42 MB), and nothing else ever empties the temporary folder of a developer's machine or a build agent. Loading an
 * image marks it used, so one that another checkout still loads is kept.
 */
export const IMAGE_UNUSED_MS = 7 * 86_400_000;

/** Both parts of the image's file name come from outside this file: neither may reach another folder. */
const SAFE_NAME = /^[\w.-]+$/;

/** This PGlite's version, read once per process; undefined when it cannot be read (then no image is used). */
let pgliteVersion: Promise<string | undefined> | undefined;
function readPgliteVersion(): Promise<string | undefined> {
  pgliteVersion ??= (async () => {
    try {
      const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
      const manifest = JSON.parse(await readFile(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
        version?: unknown;
      };
      return typeof manifest.version === 'string' && SAFE_NAME.test(manifest.version)
        ? manifest.version
        : undefined;
    } catch {
      return undefined;
    }
  })();
  return pgliteVersion;
}

/** Where the image of `recipe` on this PGlite version lives; undefined when there is no safe name for it. */
async function imagePath(recipe: string): Promise<string | undefined> {
  const version = await readPgliteVersion();
  if (version === undefined || !SAFE_NAME.test(recipe)) return undefined;
  return join(tmpdir(), `${IMAGE_PREFIX}${version}-${recipe}.tar`);
}

async function fromImage(path: string): Promise<PGlite | undefined> {
  const image = await readFile(path).catch(() => undefined);
  if (!image) return undefined;
  try {
    const pg = await PGlite.create({ loadDataDir: new Blob([image]) });
    const now = new Date();
    await utimes(path, now, now).catch(() => undefined);
    return pg;
  } catch {
    await rm(path, { force: true });
    return undefined;
  }
}

/** Writes the image beside its final name and renames it, so no reader ever sees part of one. */
async function saveImage(pg: PGlite, path: string): Promise<void> {
  const partial = `${path}.${process.pid}.partial`;
  try {
    const image = Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer());
    await writeFile(partial, image);
    await rename(partial, path);
  } catch {
    // Only slower next time: with a read-only or full temporary folder each in-memory database is made anew.
    await rm(partial, { force: true });
  }
  await pruneUnusedImages(path);
}

/** Removes the images (and pieces of unfinished ones) beside `kept` that nothing has loaded for IMAGE_UNUSED_MS. */
async function pruneUnusedImages(kept: string): Promise<void> {
  const folder = dirname(kept);
  const names = await readdir(folder).catch(() => [] as string[]);
  const cutoff = Date.now() - IMAGE_UNUSED_MS;
  for (const name of names) {
    if (!name.startsWith(IMAGE_PREFIX) || !/\.tar(\.\d+\.partial)?$/.test(name)) continue;
    const path = join(folder, name);
    if (path === kept) continue;
    const modified = await stat(path).then(
      (s) => s.mtimeMs,
      () => undefined,
    );
    // Another process may have removed it already, or (on Windows) still hold it open: either way it is left.
    if (modified !== undefined && modified < cutoff) await rm(path, { force: true }).catch(() => undefined);
  }
}

/** A new in-memory PGlite on which `prepare` has run, loaded from the image of `recipe` or made and then saved. */
export async function pgliteFromImage(
  recipe: string,
  prepare: (pg: PGlite) => Promise<unknown>,
): Promise<PGlite> {
  const path = await imagePath(recipe);
  const loaded = path ? await fromImage(path) : undefined;
  if (loaded) return loaded;
  const pg = await PGlite.create();
  try {
    await prepare(pg);
  } catch (error) {
    await pg.close();
    throw error;
  }
  if (path) await saveImage(pg, path);
  return pg;
}
