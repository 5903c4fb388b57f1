import type { LaunchRequest } from '@shared/bridge';
import { THEMES } from '@shared/constants';
import { operatorThemeColors } from '@shared/operator-config';
import { z } from 'zod';
import { readJson } from './web-storage';

// What a browser tab of the app takes from its own address: a kiosk terminal's setting and an operator's branding
// preview from the query (kept for the tab in sessionStorage, so reloads and the pop-ups it opens keep them), and
// an operator launch or switch token from the fragment (removed from the address at once).

const BRANDING_KEY = 'sb.branding';
const KIOSK_KEY = 'sb.kiosk';

/**
 * A browser terminal run as a kiosk (a browser in its own kiosk mode opened at
 * `?kiosk=1&kioskIdleMinutes=5`): the app logs an idle player out with its countdown and shows the attract
 * screen. Kept for the tab like the branding preview; `?kiosk=0` ends it. Locking the keyboard and the
 * window is the browser's and the OS's job there.
 */
const kioskSetting = z.object({
  kiosk: z.boolean(),
  kioskIdleMinutes: z.coerce.number().int().min(1).max(240),
});
type KioskSetting = z.infer<typeof kioskSetting>;

export function kioskFromLocation(win: Window): KioskSetting | null {
  const query = new URLSearchParams(win.location.search);
  if (query.has('kiosk')) {
    const parsed = kioskSetting.safeParse({
      kiosk: query.get('kiosk') === '1',
      kioskIdleMinutes: query.get('kioskIdleMinutes') ?? 5,
    });
    if (!parsed.success || !parsed.data.kiosk) {
      if (!parsed.success)
        console.error(
          `Ignoring the kiosk setting: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
        );
      win.sessionStorage.removeItem(KIOSK_KEY);
      return null;
    }
    win.sessionStorage.setItem(KIOSK_KEY, JSON.stringify(parsed.data));
    return parsed.data;
  }
  const stored = kioskSetting.safeParse(readJson(win.sessionStorage, KIOSK_KEY));
  return stored.success ? stored.data : null;
}

/**
 * Previewing an operator's branding in the browser build (README, "White-label preview"):
 * `?whiteLabel=1&theme=dark&themeColors={"header":"#4a148c"}` on any page. It is kept for the tab
 * (sessionStorage, which pop-ups opened from it inherit), so navigating and reloading keep it; `?whiteLabel=0` ends it.
 */
const brandingPreview = z.object({
  whiteLabel: z.boolean(),
  theme: z.enum(THEMES),
  themeColors: operatorThemeColors.optional(),
});
type BrandingPreview = z.infer<typeof brandingPreview>;

export function brandingFromLocation(win: Window): BrandingPreview | null {
  const query = new URLSearchParams(win.location.search);
  if (query.has('whiteLabel')) {
    let colors: unknown;
    try {
      colors = query.has('themeColors') ? JSON.parse(query.get('themeColors') as string) : undefined;
    } catch {
      colors = query.get('themeColors');
    }
    const parsed = brandingPreview.safeParse({
      whiteLabel: query.get('whiteLabel') === '1',
      theme: query.get('theme') ?? 'color2',
      themeColors: colors,
    });
    if (!parsed.success) {
      // A developer's URL, not a player's input: say which part is wrong and keep the shipped branding.
      console.error(
        `Ignoring the white-label preview: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      );
      return null;
    }
    if (parsed.data.whiteLabel) win.sessionStorage.setItem(BRANDING_KEY, JSON.stringify(parsed.data));
    else win.sessionStorage.removeItem(BRANDING_KEY);
    return parsed.data.whiteLabel ? parsed.data : null;
  }
  const stored = brandingPreview.safeParse(readJson(win.sessionStorage, BRANDING_KEY));
  return stored.success ? stored.data : null;
}

/** Reads and strips a launch or switch token from the location fragment. */
export function takeLaunchFromLocation(win: Window): LaunchRequest | null {
  const hash = new URLSearchParams(win.location.hash.replace(/^#/, ''));
  for (const kind of ['launch', 'switch'] as const) {
    const token = hash.get(kind);
    if (token) {
      win.history.replaceState(win.history.state, '', win.location.pathname + win.location.search);
      return { kind, token };
    }
  }
  return null;
}
