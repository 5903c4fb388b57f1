import type { z } from 'zod';
import { describeConfigError, operatorConfig, operatorConfigOverride } from '@shared/operator-config';
import type { OperatorConfig, OperatorConfigOverride } from '@shared/operator-config';

// Loads the operator configuration: resources/operator.json (shipped, complete), then a userData
// operator.json (per install, partial), then SPORTSBOOK_* environment variables (partial). Each layer
// is validated on its own so the error names the file or variable that is wrong, not just the field.

export interface ConfigSources {
  /** resources/operator.json inside the app. */
  defaultsPath: string;
  /** <userData>/operator.json; absent is normal. */
  userOverridePath: string;
  env: Record<string, string | undefined>;
  /** File text, or null when the file does not exist. */
  readFile(path: string): string | null;
}

export type ConfigResult =
  | { ok: true; config: OperatorConfig; sources: string[] }
  | { ok: false; source: string; field: string; message: string };

type Kind = 'string' | 'boolean' | 'int' | 'list' | 'json';
/** Environment variable per field, for installers and terminals that set the environment rather than a file. */
const ENV_OVERRIDES: Record<keyof OperatorConfig, [string, Kind]> = {
  brandName: ['SPORTSBOOK_BRAND_NAME', 'string'],
  apiBaseUrl: ['SPORTSBOOK_API_BASE_URL', 'string'],
  oddsBaseUrl: ['SPORTSBOOK_ODDS_BASE_URL', 'string'],
  providerBaseUrl: ['SPORTSBOOK_PROVIDER_BASE_URL', 'string'],
  providerHosts: ['SPORTSBOOK_PROVIDER_HOSTS', 'list'],
  whiteLabel: ['SPORTSBOOK_WHITE_LABEL', 'boolean'],
  theme: ['SPORTSBOOK_THEME', 'string'],
  themeColors: ['SPORTSBOOK_THEME_COLORS', 'json'],
  defaultLanguage: ['SPORTSBOOK_DEFAULT_LANGUAGE', 'string'],
  kiosk: ['SPORTSBOOK_KIOSK', 'boolean'],
  kioskIdleMinutes: ['SPORTSBOOK_KIOSK_IDLE_MINUTES', 'int'],
  updateFeedUrl: ['SPORTSBOOK_UPDATE_FEED_URL', 'string'],
  protocolScheme: ['SPORTSBOOK_PROTOCOL_SCHEME', 'string'],
  support: ['SPORTSBOOK_SUPPORT', 'json'],
  tickets: ['SPORTSBOOK_TICKETS', 'json'],
};

function parseEnvValue(raw: string, kind: Kind): unknown {
  switch (kind) {
    case 'boolean':
      if (/^(true|1|yes)$/i.test(raw)) return true;
      if (/^(false|0|no)$/i.test(raw)) return false;
      return raw; // left as a string so the schema reports the field
    case 'int':
      return /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw;
    case 'json':
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return raw; // the schema then names the field
      }
    case 'list':
      return raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    default:
      return raw;
  }
}

export function envOverride(env: Record<string, string | undefined>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, [name, kind]] of Object.entries(ENV_OVERRIDES)) {
    const raw = env[name];
    if (raw !== undefined) out[field] = parseEnvValue(raw, kind);
  }
  return out;
}

function readJson(
  sources: ConfigSources,
  path: string,
): { ok: true; value: unknown } | { ok: false; message: string } | null {
  const text = sources.readFile(path);
  if (text === null) return null;
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (err) {
    return {
      ok: false,
      message: `is not valid JSON (${err instanceof Error ? err.message : 'parse error'})`,
    };
  }
}

function failure(source: string, error: z.ZodError): ConfigResult {
  const { field, message } = describeConfigError(error);
  return { ok: false, source, field, message };
}

export function loadOperatorConfig(sources: ConfigSources): ConfigResult {
  const base = readJson(sources, sources.defaultsPath);
  if (!base) return { ok: false, source: sources.defaultsPath, field: '(file)', message: 'is missing' };
  if (!base.ok) return { ok: false, source: sources.defaultsPath, field: '(file)', message: base.message };
  const defaults = operatorConfig.safeParse(base.value);
  if (!defaults.success) return failure(sources.defaultsPath, defaults.error);

  const used = [sources.defaultsPath];
  let user: OperatorConfigOverride = {};
  const userFile = readJson(sources, sources.userOverridePath);
  if (userFile && !userFile.ok)
    return { ok: false, source: sources.userOverridePath, field: '(file)', message: userFile.message };
  if (userFile?.ok) {
    const parsed = operatorConfigOverride.safeParse(userFile.value);
    if (!parsed.success) return failure(sources.userOverridePath, parsed.error);
    user = parsed.data;
    used.push(sources.userOverridePath);
  }

  const envValues = envOverride(sources.env);
  const env = operatorConfigOverride.safeParse(envValues);
  if (!env.success) {
    const { field, message } = describeConfigError(env.error);
    const top = field.split('.')[0] as keyof OperatorConfig;
    return { ok: false, source: `environment ${ENV_OVERRIDES[top]?.[0] ?? ''}`.trim(), field, message };
  }
  if (Object.keys(envValues).length > 0) used.push('environment');

  const merged = operatorConfig.safeParse({ ...defaults.data, ...user, ...env.data });
  if (!merged.success) return failure('merged configuration', merged.error);
  return { ok: true, config: merged.data, sources: used };
}

/** The text of the dialog that stops the app on a bad configuration. */
export function configErrorText(result: Extract<ConfigResult, { ok: false }>): string {
  return `The operator configuration is invalid.\n\n${result.source}\nField "${result.field}" ${result.message}.\n\nFix the value and start the app again.`;
}
