// The renderer's Content-Security-Policy. Two layers, both enforced by the browser engine:
//  - BASELINE_CSP, the <meta> in src/renderer/index.html: what any deployment may load (our own files,
//    the embedded API on loopback, an operator API over https). The build test checks the built file.
//  - cspForOrigins(), the header main sends with index.html: narrows connections to the exact origins of
//    the configured API, odds cache and provider.

export type CspDirectives = Record<string, readonly string[]>;

const COMMON: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // antd writes its styles at run time (CSS-in-JS), which needs inline styles; scripts stay strict.
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'", 'data:'],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'worker-src': ["'self'"],
};

/** The meta policy of the built index.html: loopback for the embedded API, https for an operator's. */
const BASELINE_DIRECTIVES: CspDirectives = {
  ...COMMON,
  'img-src': ["'self'", 'data:', 'blob:', 'http://127.0.0.1:*', 'https:'],
  'connect-src': ["'self'", 'http://127.0.0.1:*', 'https:'],
};

function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function parseCsp(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), values);
  }
  return out;
}

export const BASELINE_CSP = serializeCsp(BASELINE_DIRECTIVES);

function origin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The header policy for one configuration: connections and images only to the configured origins. */
export function cspForOrigins(urls: readonly (string | undefined)[]): string {
  const origins = [...new Set(urls.map(origin).filter((o): o is string => o !== null))];
  return serializeCsp({
    ...COMMON,
    'img-src': ["'self'", 'data:', 'blob:', ...origins],
    'connect-src': ["'self'", ...origins],
    'frame-ancestors': ["'none'"],
  });
}
