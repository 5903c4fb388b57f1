import type { LaunchRequest } from '@shared/bridge';
import { parseUrl } from './url-policy';

// Deep links for launch and switch login (RULES.md section 7): <scheme>://launch?token=... and
// <scheme>://switch?token=..., the scheme configurable per brand. The token is a secret: it is handed to
// the renderer through launch:take (sender-checked) and never logged or put in a window URL.

const ACTIONS = new Set<LaunchRequest['kind']>(['launch', 'switch']);
/** Signed operator tokens: URL-safe characters only, bounded so a crafted link cannot flood the renderer. */
const TOKEN = /^[A-Za-z0-9._~+/=-]{8,2048}$/;

export function parseDeepLink(raw: string, scheme: string): LaunchRequest | null {
  const url = parseUrl(raw);
  if (!url || url.protocol !== `${scheme.toLowerCase()}:`) return null;
  // sportsbook://launch?token=..  puts the action in the host; sportsbook:///launch or sportsbook:launch in the path.
  const action = (url.hostname || url.pathname.replace(/^\/+/, '').split('/')[0] || '').toLowerCase();
  if (!ACTIONS.has(action as LaunchRequest['kind'])) return null;
  const token = url.searchParams.get('token');
  if (!token || !TOKEN.test(token)) return null;
  return { kind: action as LaunchRequest['kind'], token };
}

/** Windows and Linux pass the link as a command-line argument (first launch and second instance alike). */
export function findDeepLink(argv: readonly string[], scheme: string): LaunchRequest | null {
  const prefix = `${scheme.toLowerCase()}:`;
  for (let i = argv.length - 1; i >= 0; i -= 1) {
    const arg = argv[i];
    if (arg && arg.toLowerCase().startsWith(prefix)) return parseDeepLink(arg, scheme);
  }
  return null;
}

/**
 * Holds the latest deep-link login until the renderer takes it. Links can arrive before the app is ready
 * or before the renderer listens, so they wait here; a newer link replaces an older one.
 */
export class LaunchQueue {
  private pending: LaunchRequest | null = null;

  constructor(
    private readonly notify: () => void,
    private readonly log: (message: string) => void = () => {},
  ) {}

  push(request: LaunchRequest): void {
    this.pending = request;
    this.log(`deep link received: ${request.kind}`);
    this.notify();
  }

  /** Hands the request over once. */
  take(): LaunchRequest | null {
    const request = this.pending;
    this.pending = null;
    return request;
  }

  /** Parses and queues a raw link; returns whether it was a valid login link. Invalid links are dropped. */
  offer(raw: string, scheme: string): boolean {
    const request = parseDeepLink(raw, scheme);
    if (request) this.push(request);
    else this.log('deep link ignored: not a launch or switch link with a valid token');
    return request !== null;
  }
}
