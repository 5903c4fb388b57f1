import { z } from 'zod';
import { LANGUAGES } from './constants';

// The operator configuration (resources/operator.json, overridable per install): one schema, so a bad
// value stops the app with the name of the field instead of failing somewhere later.

const httpUrl = z
  .string()
  .trim()
  .refine((v) => /^https?:\/\/[^\s/?#]+(\/[^\s]*)?$/i.test(v), { message: 'must be an http(s) URL' });
/** Empty means "not set": the embedded reference API (apiBaseUrl) or derived from apiBaseUrl (odds, provider). */
const optionalUrl = z.union([z.literal(''), httpUrl]);

const hostPattern = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, {
    message: 'must be a host name like games.example.com or *.example.com',
  });

/** Schemes the browser engine or the app itself own: a brand may not claim them for deep links. */
const RESERVED_SCHEMES = [
  'http',
  'https',
  'file',
  'ftp',
  'ws',
  'wss',
  'data',
  'blob',
  'javascript',
  'about',
  'chrome',
  'devtools',
  'app',
  'mailto',
];

export const operatorConfig = z
  .object({
    brandName: z.string().trim().min(1).max(60),
    /** Operator API base URL; empty starts the embedded reference API on 127.0.0.1. */
    apiBaseUrl: optionalUrl,
    oddsBaseUrl: optionalUrl,
    providerBaseUrl: optionalUrl,
    /** Hosts that game and live TV windows may load, and that may open in the system browser. */
    providerHosts: z.array(hostPattern).max(100),
    whiteLabel: z.boolean(),
    theme: z.string().trim().min(1).max(40),
    defaultLanguage: z.enum(LANGUAGES),
    kiosk: z.boolean(),
    /** Kiosk terminals are shared: log out after this many minutes without input. */
    kioskIdleMinutes: z.number().int().min(1).max(240),
    /** electron-updater generic feed; empty disables update checks. Must be https. */
    updateFeedUrl: z.union([
      z.literal(''),
      httpUrl.refine((v) => /^https:/i.test(v), { message: 'must be https' }),
    ]),
    /** Deep-link scheme for launch/switch login, e.g. "sportsbook" for sportsbook://launch?token=... */
    protocolScheme: z
      .string()
      .regex(/^[a-z][a-z0-9+.-]{1,31}$/, { message: 'must be a lower-case URL scheme' })
      .refine((s) => !RESERVED_SCHEMES.includes(s), { message: 'is reserved' }),
  })
  .strict();
export type OperatorConfig = z.infer<typeof operatorConfig>;

/** Overrides (userData file, environment) may set any subset of the fields. */
export const operatorConfigOverride = operatorConfig.partial().strict();
export type OperatorConfigOverride = z.infer<typeof operatorConfigOverride>;

/** "providerHosts.2: must be a host name ..." — the first problem, naming the field. */
export function describeConfigError(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  if (!issue) return { field: '(file)', message: 'invalid' };
  if (issue.code === 'unrecognized_keys')
    return { field: issue.keys.join(', '), message: 'is not a known setting' };
  const field = issue.path.map(String).join('.') || '(file)';
  return { field, message: issue.message };
}
