import { describe, expect, it } from 'vitest';
import { isKnownPath, loginRedirect, requiresLogin, safeRedirectTarget } from '@shared/routes';

describe('route guard rules (RULES.md section 2)', () => {
  it('home, maintenance and unknown paths need no login', () => {
    expect(requiresLogin('/')).toBe(false);
    expect(requiresLogin('/maintenance')).toBe(false);
    expect(requiresLogin('/no-such-page')).toBe(false);
  });

  it('every other route needs a logged-in player', () => {
    for (const path of [
      '/desktop',
      '/info/betlist',
      '/tournament2/home',
      '/slots11',
      '/livetv',
      '/w4d',
      '/highlight/home',
    ]) {
      expect(requiresLogin(path), path).toBe(true);
    }
    expect(isKnownPath('/slots10')).toBe(false);
  });

  it('redirects to / with the wanted path, and without a query for / itself', () => {
    expect(loginRedirect('/desktop')).toBe('/?redirect=%2Fdesktop');
    expect(loginRedirect('/info/statement?day=1')).toBe('/?redirect=%2Finfo%2Fstatement%3Fday%3D1');
    expect(loginRedirect('/')).toBe('/');
  });

  it('follows only in-app redirect targets', () => {
    expect(safeRedirectTarget('/desktop')).toBe('/desktop');
    expect(safeRedirectTarget('//evil.example')).toBeNull();
    expect(safeRedirectTarget('https://evil.example')).toBeNull();
    expect(safeRedirectTarget('/\\evil')).toBeNull();
    expect(safeRedirectTarget(null)).toBeNull();
  });
});
