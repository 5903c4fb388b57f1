// Route rules of RULES.md section 2, pure so both the router and tests use them.

const PUBLIC_PATHS: readonly string[] = ['/', '/maintenance'];

export const SLOT_PATHS: readonly string[] = [
  '/slots',
  ...[2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14].map((n) => `/slots${n}`),
];

export const GAME_PATHS: readonly string[] = [
  '/others',
  '/others1',
  '/casino100',
  '/esports2',
  '/fishing',
  '/w4d',
  '/keno',
  '/virtualgames',
  '/videopoker',
  '/casino',
  '/livetv',
];

export const INFO_CHILDREN = [
  'sysparlay',
  'settings',
  'betlist',
  'statement',
  'result',
  'message',
  'rules',
  'checkticket',
] as const;
export type InfoChild = (typeof INFO_CHILDREN)[number];

const KNOWN_PATHS: readonly string[] = [
  '/',
  '/desktop',
  '/tournament2',
  '/highlight',
  '/info',
  ...INFO_CHILDREN.map((c) => `/info/${c}`),
  '/event',
  '/ngresult',
  '/efresult',
  '/minigame',
  ...SLOT_PATHS,
  ...GAME_PATHS,
  '/maintenance',
];

function normalise(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '/';
  return clean.length > 1 ? clean.replace(/\/+$/, '') : '/';
}

/** Every route except home, maintenance and the catch-all requires a logged-in player. */
export function requiresLogin(path: string): boolean {
  const p = normalise(path);
  if (PUBLIC_PATHS.includes(p)) return false;
  return isKnownPath(p);
}

export function isKnownPath(path: string): boolean {
  const p = normalise(path);
  if (KNOWN_PATHS.includes(p)) return true;
  return p.startsWith('/tournament2/') || p.startsWith('/highlight/');
}

/** Where a logged-out visitor of `target` is sent: / with a redirect query, none when the target is / itself. */
export function loginRedirect(target: string): string {
  if (normalise(target) === '/') return '/';
  return `/?redirect=${encodeURIComponent(target)}`;
}

/** A redirect query value is followed only when it is an in-app path (never another origin). */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
