import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** `launch` tokens feed authlogin, `switch` tokens feed switchlogin; one kind cannot be replayed as the other. */
export type OperatorTokenKind = 'launch' | 'switch';

export interface OperatorTokenClaims {
  sub: string;
  kind: OperatorTokenKind;
  /** Expiry, epoch ms. */
  exp: number;
  /** Random id; the server remembers used ids so a token works once. */
  jti: string;
}

const VERSION = 'v1';
export const MAX_TOKEN_TTL_MS = 15 * 60_000;

function sign(secret: string, data: string): Buffer {
  return createHmac('sha256', secret).update(data, 'utf8').digest();
}

/** `v1.<claims base64url>.<HMAC-SHA256 base64url>`: compact, URL-safe, verifiable without storage. */
export function mintOperatorToken(
  secret: string,
  input: { accountId: string; kind: OperatorTokenKind; ttlMs?: number; now?: number },
): string {
  const ttl = Math.min(input.ttlMs ?? 5 * 60_000, MAX_TOKEN_TTL_MS);
  const claims: OperatorTokenClaims = {
    sub: input.accountId,
    kind: input.kind,
    exp: (input.now ?? Date.now()) + ttl,
    jti: randomBytes(12).toString('base64url'),
  };
  const body = `${VERSION}.${Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url')}`;
  return `${body}.${sign(secret, body).toString('base64url')}`;
}

/** Returns the claims of a well-signed, unexpired token of the expected kind, otherwise null. */
export function verifyOperatorToken(
  secret: string,
  token: string,
  kind: OperatorTokenKind,
  now: number,
): OperatorTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return null;
  const [, payload = '', signature = ''] = parts;
  const expected = sign(secret, `${VERSION}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.kind !== kind) return null;
  if (claims.exp <= now || claims.exp - now > MAX_TOKEN_TTL_MS) return null;
  return claims;
}

function isClaims(value: unknown): value is OperatorTokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.sub === 'string' &&
    (c.kind === 'launch' || c.kind === 'switch') &&
    typeof c.exp === 'number' &&
    Number.isSafeInteger(c.exp) &&
    typeof c.jti === 'string' &&
    c.jti.length >= 8 &&
    c.jti.length <= 64
  );
}

/** Signature an operator backend sends with securelogin. */
export function secureLoginSignature(secret: string, accountId: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`securelogin\n${accountId}\n${timestamp}`, 'utf8').digest('hex');
}

export function signaturesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
