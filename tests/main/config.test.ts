import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configErrorText, envOverride, loadOperatorConfig } from '../../src/main/config';
import type { ConfigSources } from '../../src/main/config';

const shipped = readFileSync(resolve(__dirname, '../../resources/operator.json'), 'utf8');
const good = JSON.parse(shipped) as Record<string, unknown>;

function sources(files: Record<string, string>, env: Record<string, string> = {}): ConfigSources {
  return {
    defaultsPath: 'resources/operator.json',
    userOverridePath: 'userData/operator.json',
    env,
    readFile: (path) => files[path] ?? null,
  };
}
const withDefaults = (value: unknown, user?: unknown, env?: Record<string, string>) =>
  loadOperatorConfig(
    sources(
      {
        'resources/operator.json': JSON.stringify(value),
        ...(user !== undefined ? { 'userData/operator.json': JSON.stringify(user) } : {}),
      },
      env,
    ),
  );

describe('operator config loader', () => {
  it('accepts the shipped resources/operator.json', () => {
    const result = loadOperatorConfig(sources({ 'resources/operator.json': shipped }));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.config.apiBaseUrl).toBe('');
  });

  it.each([
    ['brandName', ''],
    ['apiBaseUrl', 'ftp://api.example.com'],
    ['apiBaseUrl', 'not a url'],
    ['oddsBaseUrl', 'javascript:alert(1)'],
    ['providerBaseUrl', 42],
    ['providerHosts', 'games.example.com'],
    ['whiteLabel', 'yes'],
    ['theme', ''],
    ['theme', 'color5'],
    ['defaultLanguage', 'fr'],
    ['kiosk', 1],
    ['kioskIdleMinutes', 0],
    ['updateFeedUrl', 'http://updates.example.com/'],
    ['protocolScheme', 'https'],
    ['protocolScheme', 'Bad Scheme'],
  ])('names the bad field %s (%j)', (field, value) => {
    const result = withDefaults({ ...good, [field]: value });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.field).toBe(field);
      expect(result.source).toBe('resources/operator.json');
      expect(configErrorText(result)).toContain(`"${field}"`);
    }
  });

  it("names the bad colour of an operator's own theme, and accepts good ones", () => {
    expect(withDefaults({ ...good, themeColors: { header: '#12345' } })).toMatchObject({
      ok: false,
      field: 'themeColors.header',
    });
    expect(withDefaults({ ...good, themeColors: { button: '#123456' } })).toMatchObject({
      ok: false,
      field: 'button',
    });
    expect(
      withDefaults({
        ...good,
        themeColors: { header: '#6a1b9a', primary: '#ffd600', accent: '#fff', page: '#faf5ff' },
      }).ok,
    ).toBe(true);
  });

  it('names the bad field of the ticket printer settings, and accepts good ones', () => {
    const tickets = good.tickets as Record<string, unknown>;
    expect(withDefaults({ ...good, tickets: { ...tickets, paperWidthMm: 57 } })).toMatchObject({
      ok: false,
      field: 'tickets.paperWidthMm',
      message: 'must be 58 or 80',
    });
    expect(withDefaults({ ...good, tickets: { ...tickets, terminalId: 'counter 1' } })).toMatchObject({
      ok: false,
      field: 'tickets.terminalId',
    });
    expect(withDefaults({ ...good, tickets: { ...tickets, printerName: 'EPSON\nTM' } })).toMatchObject({
      ok: false,
      field: 'tickets.printerName',
    });
    expect(withDefaults({ ...good, tickets: { ...tickets, cutter: true } })).toMatchObject({
      ok: false,
      field: 'cutter',
    });
    expect(withDefaults({ ...good, tickets: { ...tickets, autoPrint: 'yes' } })).toMatchObject({
      ok: false,
      field: 'tickets.autoPrint',
    });
    // A counter with a player at it prints on request: printing by itself is for unattended kiosks only.
    expect(withDefaults({ ...good, tickets: { ...tickets, autoPrint: true } })).toMatchObject({
      ok: false,
      field: 'tickets.autoPrint',
      message: 'needs kiosk: true',
    });
    const kiosk = withDefaults({ ...good, kiosk: true }, undefined, {
      SPORTSBOOK_TICKETS: JSON.stringify({
        terminalId: 'KIOSK-07',
        printerName: 'EPSON TM-T82',
        paperWidthMm: 58,
        autoPrint: true,
      }),
    });
    expect(kiosk).toMatchObject({
      ok: true,
      config: { tickets: { terminalId: 'KIOSK-07', paperWidthMm: 58, autoPrint: true } },
    });
    expect(withDefaults(good, undefined, { SPORTSBOOK_TICKETS: '{"paperWidthMm":80' })).toMatchObject({
      ok: false,
      field: 'tickets',
    });
  });

  it('names the element of a bad provider host', () => {
    const result = withDefaults({ ...good, providerHosts: ['games.example.com', 'https://x.example.com/'] });
    expect(result).toMatchObject({ ok: false, field: 'providerHosts.1' });
  });

  it('names a missing field and an unknown one', () => {
    const { theme: _theme, ...missing } = good;
    expect(withDefaults(missing)).toMatchObject({ ok: false, field: 'theme' });
    expect(withDefaults({ ...good, apiHost: 'x' })).toMatchObject({
      ok: false,
      field: 'apiHost',
      message: 'is not a known setting',
    });
  });

  it('reports a missing or unparsable file', () => {
    expect(loadOperatorConfig(sources({}))).toMatchObject({
      ok: false,
      field: '(file)',
      message: 'is missing',
    });
    expect(loadOperatorConfig(sources({ 'resources/operator.json': '{ nope' }))).toMatchObject({
      ok: false,
      field: '(file)',
    });
  });

  it('applies the userData file over the shipped one, and validates it on its own', () => {
    const ok = withDefaults(good, { apiBaseUrl: 'https://api.operator.example', kiosk: true });
    expect(ok).toMatchObject({
      ok: true,
      config: { apiBaseUrl: 'https://api.operator.example', kiosk: true, brandName: 'Sportsbook' },
    });
    const bad = withDefaults(good, { kioskIdleMinutes: 'ten' });
    expect(bad).toMatchObject({ ok: false, source: 'userData/operator.json', field: 'kioskIdleMinutes' });
  });

  it('applies environment variables last, with typed parsing', () => {
    const result = withDefaults(
      good,
      { apiBaseUrl: 'https://from-file.example' },
      {
        SPORTSBOOK_API_BASE_URL: 'https://from-env.example/api',
        SPORTSBOOK_KIOSK: 'true',
        SPORTSBOOK_KIOSK_IDLE_MINUTES: '5',
        SPORTSBOOK_PROVIDER_HOSTS: 'a.example.com, *.b.example.com',
      },
    );
    expect(result).toMatchObject({
      ok: true,
      config: {
        apiBaseUrl: 'https://from-env.example/api',
        kiosk: true,
        kioskIdleMinutes: 5,
        providerHosts: ['a.example.com', '*.b.example.com'],
      },
      sources: ['resources/operator.json', 'userData/operator.json', 'environment'],
    });
  });

  it('names the environment variable of a bad override', () => {
    const result = withDefaults(good, undefined, { SPORTSBOOK_KIOSK: 'maybe' });
    expect(result).toMatchObject({ ok: false, source: 'environment SPORTSBOOK_KIOSK', field: 'kiosk' });
  });

  it('envOverride ignores unrelated variables', () => {
    expect(envOverride({ PATH: '/usr/bin', HOME: '/root' })).toEqual({});
  });
});
