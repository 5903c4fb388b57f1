import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandingFromLocation } from '../../src/renderer/platform/browser-address';

// The browser build's white-label preview (README): query flags, kept for the tab, refused when malformed.

function fakeWindow(search: string, stored: Record<string, string> = {}): Window {
  const storage = new Map(Object.entries(stored));
  return {
    location: { search },
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
  } as unknown as Window;
}

afterEach(() => vi.restoreAllMocks());

describe('white-label preview in the browser build', () => {
  it('reads the mode, the theme and the operator colours from the address, and keeps them for the tab', () => {
    const colors = encodeURIComponent(JSON.stringify({ header: '#6a1b9a', primary: '#ffd600' }));
    const win = fakeWindow(`?whiteLabel=1&theme=dark&themeColors=${colors}`);
    expect(brandingFromLocation(win)).toEqual({
      whiteLabel: true,
      theme: 'dark',
      themeColors: { header: '#6a1b9a', primary: '#ffd600' },
    });
    // A later page of the same tab has no query: the preview stays.
    const later = fakeWindow('', { 'sb.branding': win.sessionStorage.getItem('sb.branding') as string });
    expect(brandingFromLocation(later)).toMatchObject({ whiteLabel: true, theme: 'dark' });
  });

  it('ends with whiteLabel=0', () => {
    const win = fakeWindow('?whiteLabel=0', {
      'sb.branding': JSON.stringify({ whiteLabel: true, theme: 'dark' }),
    });
    expect(brandingFromLocation(win)).toBeNull();
    expect(win.sessionStorage.getItem('sb.branding')).toBeNull();
  });

  it('says which part of a malformed preview is wrong and keeps the shipped branding', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const win = fakeWindow(
      `?whiteLabel=1&theme=color5&themeColors=${encodeURIComponent('{"header":"purple"}')}`,
    );
    expect(brandingFromLocation(win)).toBeNull();
    expect(error.mock.calls[0]?.[0]).toMatch(/theme .*; themeColors\.header must be a colour like #0f1d35/);
    expect(win.sessionStorage.getItem('sb.branding')).toBeNull();
  });
});
