import { z } from 'zod';
import { LANGUAGES, THEMES } from './constants';
import { email, maxLength, ruledString, url } from './validation';

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

/**
 * The operator's contact channels for "Contact us". Every channel is optional; an empty text means
 * "not offered". Checked by the shared form rules so a typo stops the app at start-up, not in front of a player.
 */
export const operatorSupport = z
  .object({
    email: ruledString('email', [email(), maxLength(254)]).optional(),
    /** International format: +60 3 1234 5678. */
    phone: z
      .string()
      .trim()
      .refine((v) => v === '' || /^\+?[0-9][0-9 ()-]{5,30}$/.test(v), {
        message: 'must be a phone number like +60 3 1234 5678',
      })
      .optional(),
    /** Opened in the system browser, so its host must also be in providerHosts (the external-link allow-list). */
    liveChatUrl: ruledString('liveChatUrl', [url(['https']), maxLength(2048)]).optional(),
    telegram: z
      .string()
      .trim()
      .refine((v) => v === '' || /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/.test(v), {
        message: 'must be a Telegram user name like @sportsbook_help',
      })
      .optional(),
    whatsapp: z
      .string()
      .trim()
      .refine((v) => v === '' || /^\+[0-9][0-9 ()-]{5,30}$/.test(v), {
        message: 'must be a phone number with its country code, like +60 12 345 6789',
      })
      .optional(),
    line: z
      .string()
      .trim()
      .refine((v) => v === '' || /^@?[A-Za-z0-9._-]{3,32}$/.test(v), {
        message: 'must be a LINE id like @sportsbook',
      })
      .optional(),
  })
  .strict();
export type OperatorSupport = z.infer<typeof operatorSupport>;

const hexColor = z
  .string()
  .trim()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { message: 'must be a colour like #0f1d35' });

/** An operator's own theme: the backgrounds and accents of its brand; every text colour is derived from them. */
export const operatorThemeColors = z
  .object({
    /** Header and sports menu background. */
    header: hexColor.optional(),
    /** Buttons, active navigation, links and prices. */
    primary: hexColor.optional(),
    /** Brand name and highlights. */
    accent: hexColor.optional(),
    /** The page behind the cards. */
    page: hexColor.optional(),
  })
  .strict();
export type OperatorThemeColors = z.infer<typeof operatorThemeColors>;

/**
 * Printed bet tickets for betting shops and kiosk terminals. The terminal id is printed on every ticket so a
 * shop can tell which counter issued it; the printer and paper are the receipt printer's.
 */
export type TicketPaperWidth = 58 | 80;
/** A terminal's name as the operator gives it (printed on its tickets and recorded with each print); empty for none. */
export const terminalIdSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/.test(v), {
    message: 'must be up to 32 letters, digits, - or _',
  });
export const operatorTickets = z
  .object({
    /** Printed on every ticket; empty prints none. */
    terminalId: terminalIdSchema,
    /** The system's name of the receipt printer; empty prints to the system's default printer. */
    printerName: z
      .string()
      .trim()
      .max(128)
      .regex(/^\P{Cc}*$/u, { message: 'must not hold control characters' }),
    paperWidthMm: z.union([z.literal(58), z.literal(80)], { message: 'must be 58 or 80' }),
    /** Print the ticket by itself as soon as a bet is accepted (kiosk terminals only). */
    autoPrint: z.boolean(),
  })
  .strict();
export type OperatorTickets = z.infer<typeof operatorTickets>;

/** What a config without a `tickets` block prints: 80 mm on the default printer, on request only. */
export const DEFAULT_TICKETS: OperatorTickets = {
  terminalId: '',
  printerName: '',
  paperWidthMm: 80,
  autoPrint: false,
};

/** What the renderer lays a ticket out with; the printer's name is the main process's alone. */
export function ticketLayout(
  tickets: OperatorTickets = DEFAULT_TICKETS,
): Omit<OperatorTickets, 'printerName'> {
  return { terminalId: tickets.terminalId, paperWidthMm: tickets.paperWidthMm, autoPrint: tickets.autoPrint };
}

/** Exact host or a "*.example.com" pattern, as main's URL policy matches providerHosts. */
function hostAllowed(hostname: string, patterns: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return patterns.some((p) =>
    p.startsWith('*.') ? host.endsWith(p.slice(1)) && host.length > p.length - 1 : host === p,
  );
}

const operatorConfigFields = z
  .object({
    brandName: z.string().trim().min(1).max(60),
    /** Operator API base URL; empty starts the embedded reference API on 127.0.0.1. */
    apiBaseUrl: optionalUrl,
    oddsBaseUrl: optionalUrl,
    providerBaseUrl: optionalUrl,
    /** Hosts that game and live TV windows may load, and that may open in the system browser. */
    providerHosts: z.array(hostPattern).max(100),
    whiteLabel: z.boolean(),
    theme: z.enum(THEMES),
    /** The operator's own colours over `theme`; text colours are derived from them so they always read. */
    themeColors: operatorThemeColors.optional(),
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
    support: operatorSupport.optional(),
    tickets: operatorTickets.optional(),
  })
  .strict();

export const operatorConfig = operatorConfigFields.superRefine((config, ctx) => {
  const chat = config.support?.liveChatUrl;
  // A malformed URL is already reported by the field itself; only a well-formed one is checked here.
  const host = chat && URL.canParse(chat) ? new URL(chat).hostname : null;
  if (host && !hostAllowed(host, config.providerHosts)) {
    ctx.addIssue({
      code: 'custom',
      path: ['support', 'liveChatUrl'],
      message: 'its host must also be listed in providerHosts',
    });
  }
  // A shop counter with a player at it prints on request; only an unattended kiosk prints by itself.
  if (config.tickets?.autoPrint && !config.kiosk) {
    ctx.addIssue({ code: 'custom', path: ['tickets', 'autoPrint'], message: 'needs kiosk: true' });
  }
});
export type OperatorConfig = z.infer<typeof operatorConfig>;

/** Overrides (userData file, environment) may set any subset of the fields. */
export const operatorConfigOverride = operatorConfigFields.partial().strict();
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
