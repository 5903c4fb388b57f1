import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

export const SECRET_ENV = 'OPERATOR_TOKEN_SECRET';
const SECRET_FILE = 'operator-secret';
const MIN_LENGTH = 32;

/**
 * The HMAC key for operator tokens: OPERATOR_TOKEN_SECRET, else `{dataDir}/operator-secret` (created
 * once, owner-only), else a per-process key for in-memory servers (tokens then only work in that process).
 */
export function resolveOperatorSecret(
  dataDir: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const fromEnv = env[SECRET_ENV];
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < MIN_LENGTH)
      throw new Error(`${SECRET_ENV} must be at least ${MIN_LENGTH} characters`);
    return fromEnv;
  }
  if (!dataDir || dataDir === ':memory:') return randomBytes(32).toString('base64url');
  const file = join(dataDir, SECRET_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process created it first; use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_LENGTH)
    throw new Error(`${file} holds a secret shorter than ${MIN_LENGTH} characters`);
  return secret;
}
