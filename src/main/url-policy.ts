// Every decision about which URL may load where has one home (Element's safeOpenURL idea):
// app windows load only our renderer, provider windows only allow-listed hosts, and only allow-listed
// http(s) URLs may leave the app for the system browser.

export interface UrlPolicyOptions {
  /** Where the renderer bundle is served: `app://bundle/` when packaged, the Vite dev server in development. */
  appBaseUrl: string;
  /**
   * Operator allow-list of provider hosts: exact host names (any port), `*.example.com` for its subdomains, or
   * `host:port` for one origin only (the embedded provider on loopback, where every other port is some other program).
   */
  providerHosts: readonly string[];
  /** Exact links the app may also hand to the system: the operator's contact channels (mailto:, tel:, chat pages). */
  contactUrls?: readonly string[];
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function parseUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

function hasControlChars(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) if (value.charCodeAt(i) < 0x20) return true;
  return false;
}

/** An in-app route: a path on our own origin, never protocol-relative (`//evil`) or with backslashes. */
export function isSafeRoute(route: string): boolean {
  return route.startsWith('/') && !route.startsWith('//') && !route.includes('\\') && !hasControlChars(route);
}

/** A pattern naming a port (`127.0.0.1:4321`, `[::1]:4321`) is compared with the URL's host:port. */
const WITH_PORT = /:\d+$/;

export function hostMatches(hostname: string, pattern: string, port = ''): boolean {
  const p = pattern.trim().toLowerCase();
  if (WITH_PORT.test(p)) return `${hostname.toLowerCase()}:${port}` === p;
  const host = hostname.toLowerCase();
  if (p.startsWith('*.')) {
    const base = p.slice(2);
    return host.endsWith(`.${base}`) && host.length > base.length + 1;
  }
  return host === p;
}

export class UrlPolicy {
  private readonly base: URL;
  private readonly providerHosts: readonly string[];
  private readonly contactUrls: ReadonlySet<string>;

  constructor(options: UrlPolicyOptions) {
    const base = parseUrl(options.appBaseUrl);
    if (!base) throw new Error('UrlPolicy: appBaseUrl is not a URL');
    this.base = base;
    this.providerHosts = options.providerHosts;
    this.contactUrls = new Set(
      (options.contactUrls ?? [])
        .map((raw) => parseUrl(raw)?.href)
        .filter((href): href is string => href !== undefined),
    );
  }

  get appBaseUrl(): string {
    return this.base.href;
  }

  /** Same scheme and host:port as the renderer bundle. Compared by parts: custom schemes have an opaque origin. */
  isAppUrl(raw: string): boolean {
    const url = parseUrl(raw);
    if (!url || url.username || url.password) return false;
    return url.protocol === this.base.protocol && url.host === this.base.host;
  }

  /** The absolute URL of an in-app route, or null when the route could point elsewhere. */
  appUrl(route: string): string | null {
    if (!isSafeRoute(route)) return null;
    const url = new URL(route, this.base);
    return this.isAppUrl(url.href) ? url.href : null;
  }

  /** https on an allow-listed host; plain http only for loopback hosts (the embedded reference provider). */
  isProviderUrl(raw: string): boolean {
    const url = parseUrl(raw);
    if (!url || url.username || url.password) return false;
    const httpsOk = url.protocol === 'https:';
    const loopbackHttp = url.protocol === 'http:' && LOOPBACK.has(url.hostname);
    if (!httpsOk && !loopbackHttp) return false;
    return this.allowListed(url);
  }

  /**
   * shell.openExternal gate: http(s) on the allow-list, and the operator's own contact links exactly as
   * configured; any other mailto, tel, file or custom scheme never.
   */
  isExternalAllowed(raw: string): boolean {
    const url = parseUrl(raw);
    if (!url || url.username || url.password) return false;
    if (this.contactUrls.has(url.href)) return true;
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    return this.allowListed(url);
  }

  private allowListed(url: URL): boolean {
    // url.port is '' for the scheme's default port; a pattern with a port names it explicitly.
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    return this.providerHosts.some((pattern) => hostMatches(url.hostname, pattern, port));
  }
}

/** For logs: the origin only, because provider and launch URLs carry tokens in their query. */
export function redactUrl(raw: string): string {
  const url = parseUrl(raw);
  if (!url) return '<invalid url>';
  return url.origin !== 'null' ? url.origin : `${url.protocol}//${url.host}`;
}
