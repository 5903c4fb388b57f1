import { describe, expect, it, vi } from 'vitest';
import { findDeepLink, LaunchQueue, parseDeepLink } from '../../src/main/deep-link';

const TOKEN = 'eyJhIjoxfQ.c2lnbmF0dXJl-_x';

describe('deep links', () => {
  it('parses launch and switch links in the brand scheme', () => {
    expect(parseDeepLink(`sportsbook://launch?token=${TOKEN}`, 'sportsbook')).toEqual({
      kind: 'launch',
      token: TOKEN,
    });
    expect(parseDeepLink(`sportsbook://switch?token=${TOKEN}`, 'sportsbook')).toEqual({
      kind: 'switch',
      token: TOKEN,
    });
    expect(parseDeepLink(`sportsbook:///launch?token=${TOKEN}`, 'sportsbook')).toEqual({
      kind: 'launch',
      token: TOKEN,
    });
    expect(parseDeepLink(`acmebet://launch/?token=${TOKEN}`, 'acmebet')).toEqual({
      kind: 'launch',
      token: TOKEN,
    });
  });

  it('refuses a foreign scheme', () => {
    expect(parseDeepLink(`othersbook://launch?token=${TOKEN}`, 'sportsbook')).toBeNull();
    expect(parseDeepLink(`https://launch?token=${TOKEN}`, 'sportsbook')).toBeNull();
    expect(parseDeepLink(`javascript:launch?token=${TOKEN}`, 'sportsbook')).toBeNull();
  });

  it('refuses a missing, empty or malformed token and unknown actions', () => {
    expect(parseDeepLink('sportsbook://launch', 'sportsbook')).toBeNull();
    expect(parseDeepLink('sportsbook://launch?token=', 'sportsbook')).toBeNull();
    expect(parseDeepLink('sportsbook://launch?token=short', 'sportsbook')).toBeNull();
    expect(parseDeepLink(`sportsbook://launch?token=${'a'.repeat(3000)}`, 'sportsbook')).toBeNull();
    expect(parseDeepLink('sportsbook://launch?token=<script>alert(1)</script>', 'sportsbook')).toBeNull();
    expect(parseDeepLink(`sportsbook://logout?token=${TOKEN}`, 'sportsbook')).toBeNull();
    expect(parseDeepLink('not a url', 'sportsbook')).toBeNull();
  });

  it('finds the link among command-line arguments (Windows, Linux, second instance)', () => {
    const argv = [
      'C:\\Program Files\\Sportsbook\\Sportsbook.exe',
      '--allow-file-access',
      `sportsbook://launch?token=${TOKEN}`,
    ];
    expect(findDeepLink(argv, 'sportsbook')).toEqual({ kind: 'launch', token: TOKEN });
    expect(findDeepLink(['/usr/bin/sportsbook', '.'], 'sportsbook')).toBeNull();
    expect(findDeepLink([`SPORTSBOOK://switch?token=${TOKEN}`], 'sportsbook')).toEqual({
      kind: 'switch',
      token: TOKEN,
    });
  });
});

describe('LaunchQueue', () => {
  it('holds a link until taken once, notifies, and never logs the token', () => {
    const notify = vi.fn();
    const logs: string[] = [];
    const queue = new LaunchQueue(notify, (m) => logs.push(m));
    expect(queue.offer(`sportsbook://launch?token=${TOKEN}`, 'sportsbook')).toBe(true);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(queue.take()).toEqual({ kind: 'launch', token: TOKEN });
    expect(queue.take()).toBeNull();
    expect(queue.offer('sportsbook://launch?token=bad token!', 'sportsbook')).toBe(false);
    expect(logs.join('\n')).not.toContain(TOKEN);
    expect(logs.join('\n')).not.toContain('bad token');
  });

  it('a newer link replaces an older one', () => {
    const queue = new LaunchQueue(() => {});
    queue.push({ kind: 'launch', token: 'first-token-123' });
    queue.push({ kind: 'switch', token: 'second-token-456' });
    expect(queue.take()).toEqual({ kind: 'switch', token: 'second-token-456' });
  });
});
