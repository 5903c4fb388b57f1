import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: the raw token goes to the client once and only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
