import { theme as antdAlgorithms } from 'antd';
import type { ThemeConfig } from 'antd';
import type { OperatorThemeColors } from '@shared/operator-config';
import type { ThemeName } from '../stores/PreferencesModel';
import { AA_TEXT, contrastRatio, ensureContrast, ensureContrastOnAll, mix, readableOn } from '@shared/color';
import { PALETTES } from './palettes';
import type { Palette, PaletteColor } from './palettes';

// A theme is one complete palette (palettes.ts). It reaches the screen two ways only: antd's tokens
// (ConfigProvider) for antd's components, and one set of CSS variables (--sb-*) for our own stylesheets.
// No stylesheet names a colour of its own, so a theme can never leave a text on a background it was not
// checked against.

export type { Palette } from './palettes';
export { PALETTES } from './palettes';

const FONT =
  "'Noto Sans', 'Noto Sans Khmer', 'Noto Sans Myanmar', 'Noto Sans Thai', 'Segoe UI', system-ui, -apple-system, 'Noto Sans SC', 'Noto Sans CJK SC', 'Noto Sans JP', 'Noto Sans KR', sans-serif";

/** Every text colour of a palette with the background it is drawn on; each pair must reach WCAG AA. */
export const TEXT_PAIRS: readonly (readonly [PaletteColor, PaletteColor])[] = [
  ['text', 'pageBg'],
  ['text', 'surface'],
  ['text', 'surfaceAlt'],
  ['text', 'liveRowBg'],
  ['textMuted', 'surface'],
  ['textMuted', 'pageBg'],
  ['textMuted', 'liveRowBg'],
  ['link', 'surface'],
  ['link', 'pageBg'],
  ['headerText', 'headerBg'],
  ['headerMuted', 'headerBg'],
  ['brandText', 'headerBg'],
  ['navActiveText', 'navActiveBg'],
  ['sideText', 'sideBg'],
  ['sideText', 'sideHoverBg'],
  ['sideActiveText', 'sideActiveBg'],
  ['accentText', 'accent'],
  ['primaryText', 'primary'],
  ['ticketInk', 'ticketPaper'],
  // antd also draws text in the primary colour (a chosen radio button, a selected tab, links).
  ['primary', 'surface'],
  ['primary', 'pageBg'],
  ['tableHeadText', 'tableHeadBg'],
  ['tableHeadText', 'tableHeadAltBg'],
  ['leagueText', 'leagueBg'],
  ['leagueText', 'surface'],
  ['leagueText', 'surfaceAlt'],
  ['surface', 'live'],
  ['warning', 'successBg'],
  ['price', 'surface'],
  ['price', 'surfaceAlt'],
  ['price', 'liveRowBg'],
  ['price', 'priceHoverBg'],
  ['priceNegative', 'surface'],
  ['priceNegative', 'liveRowBg'],
  ['priceUpText', 'priceUpBg'],
  ['priceDownText', 'priceDownBg'],
  ['live', 'surface'],
  ['live', 'liveRowBg'],
  ['marqueeText', 'marqueeBg'],
  ['text', 'noticeBg'],
  ['success', 'surface'],
  ['success', 'successBg'],
  // A success notice's text (antd's text colour) on its background.
  ['text', 'successBg'],
  ['warning', 'surface'],
  ['error', 'surface'],
];

/** The pairs of a palette under WCAG AA, as "text on surface: 3.2". */
export function contrastFailures(palette: Palette): string[] {
  return TEXT_PAIRS.filter(([fg, bg]) => contrastRatio(palette[fg], palette[bg]) < AA_TEXT).map(
    ([fg, bg]) => `${fg} on ${bg}: ${contrastRatio(palette[fg], palette[bg]).toFixed(2)}`,
  );
}

/**
 * An operator's own theme: its colours over a built-in base. Every colour that draws on one of its
 * backgrounds is derived from that background, and every pair is then brought to AA, so no choice of
 * colours can make the balance, a team name or a price unreadable.
 */
export function operatorPalette(base: ThemeName, colors: OperatorThemeColors | undefined): Palette {
  const p: Palette = { ...PALETTES[base] };
  if (colors?.header) {
    p.headerBg = colors.header;
    p.headerText = readableOn(colors.header);
    p.headerMuted = mix(p.headerText, colors.header, 0.2);
    p.sideBg = colors.header;
    p.sideText = mix(p.headerText, colors.header, 0.1);
    p.sideHoverBg = mix(colors.header, p.headerText, 0.1);
    p.sideActiveBg = mix(colors.header, p.headerText, 0.18);
    p.sideActiveText = p.headerText;
    p.tableHeadBg = mix(colors.header, p.surface, 0.1);
    p.tableHeadAltBg = mix(colors.header, p.surface, 0.22);
    p.tableHeadText = readableOn(p.tableHeadBg);
  }

  if (colors?.accent) {
    p.accent = colors.accent;
    p.accentText = readableOn(colors.accent);
    p.brandText = colors.accent;
  }
  // The page tint gives way to the texts drawn on it (muted text is the faintest of them), with room for
  // the faint tints antd lays over it (a description list's label cells).
  if (colors?.page) p.pageBg = ensureContrast(colors.page, p.textMuted, 5);
  if (colors?.primary) {
    // antd writes text in the primary colour too (a chosen radio button, a selected tab), so it must read
    // on the page and on cards as well as carry its own text.
    const primary = ensureContrastOnAll(colors.primary, [p.surface, p.pageBg]);
    p.primary = primary;
    p.primaryText = readableOn(primary);
    p.navActiveBg = primary;
    p.navActiveText = p.primaryText;
    p.link = primary;
    p.price = primary;
  }
  for (const fg of new Set(TEXT_PAIRS.map(([text]) => text))) {
    p[fg] = ensureContrastOnAll(
      p[fg],
      TEXT_PAIRS.filter(([text]) => text === fg).map(([, bg]) => p[bg]),
    );
  }
  // A text drawn on two backgrounds of an operator's choosing may not reach both: the background gives way.
  for (const [fg, bg] of TEXT_PAIRS) p[bg] = ensureContrast(p[bg], p[fg]);
  return p;
}

/**
 * A primary button's hover (`amount` 0.12) or pressed (0.22) colour. antd would lighten the primary for hover, which
 * takes white text below 4.5:1 on some palettes; stepping away from the button's text keeps it readable.
 */
function primaryStateColor(palette: Palette, amount: number): string {
  const lightText =
    contrastRatio(palette.primaryText, '#000000') > contrastRatio(palette.primaryText, '#ffffff');
  return mix(palette.primary, lightText ? '#000000' : '#ffffff', amount);
}

/** antd's preset colours, which a Tag may take (a room's or a bet's status). */
export const TAG_COLORS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

/**
 * A preset-coloured Tag writes in the colour's 7th shade on its 1st, which for green, gold, orange and the like
 * reads below 4.5:1 in a light theme: those shades are moved just far enough to read.
 */
function readableTagShades(config: ThemeConfig): Record<string, string> {
  const token = antdAlgorithms.getDesignToken(config) as unknown as Record<string, string>;
  const out: Record<string, string> = {};
  for (const color of TAG_COLORS) {
    const text = token[`${color}7`];
    const tint = token[`${color}1`];
    if (!text || !tint) continue;
    const readable = ensureContrast(text, tint);
    if (readable !== text) out[`${color}7`] = readable;
  }
  return out;
}

/** antd's tokens for a palette: the same colours antd's own components draw with. */
export function antdThemeConfig(palette: Palette): ThemeConfig {
  const config = baseThemeConfig(palette);
  return { ...config, token: { ...config.token, ...readableTagShades(config) } };
}

function baseThemeConfig(palette: Palette): ThemeConfig {
  return {
    algorithm: palette.dark ? antdAlgorithms.darkAlgorithm : antdAlgorithms.defaultAlgorithm,
    token: {
      colorPrimary: palette.primary,
      colorPrimaryHover: primaryStateColor(palette, 0.12),
      colorPrimaryActive: primaryStateColor(palette, 0.22),
      colorInfo: palette.primary,
      colorLink: palette.link,
      colorSuccess: palette.success,
      // A success notice (a bet placed) is drawn on the palette's own success colours: antd would derive a grey
      // from the success seed, which reads as a disabled box.
      colorSuccessBg: palette.successBg,
      colorSuccessBorder: palette.success,
      colorWarning: palette.warning,
      colorError: palette.error,
      // Notices (a frozen account, a moved price) sit on the palette's notice colour, whose text is checked.
      colorWarningBg: palette.noticeBg,
      colorWarningBorder: palette.accent,
      colorText: palette.text,
      colorTextSecondary: palette.textMuted,
      colorTextTertiary: palette.textMuted,
      colorTextDescription: palette.textMuted,
      colorTextLightSolid: palette.primaryText,
      colorBgLayout: palette.pageBg,
      colorBgContainer: palette.surface,
      colorBgElevated: palette.surface,
      colorBorder: palette.borderStrong,
      colorBorderSecondary: palette.border,
      borderRadius: 6,
      fontFamily: FONT,
    },
    components: {
      Layout: {
        headerBg: palette.headerBg,
        headerColor: palette.headerText,
        headerHeight: 56,
        headerPadding: '0 20px',
        bodyBg: palette.pageBg,
      },
      Tabs: {
        itemColor: palette.text,
        itemSelectedColor: palette.link,
        itemHoverColor: palette.link,
        inkBarColor: palette.link,
      },
      // antd draws an empty table's text and a description's label in its faintest text colours.
      Table: {
        headerBg: palette.surfaceAlt,
        headerColor: palette.text,
        colorTextDisabled: palette.textMuted,
      },
      Empty: { colorTextDisabled: palette.textMuted, colorTextDescription: palette.textMuted },
    },
  };
}

/** The theme to render: a built-in palette, or the operator's colours over one. */
export function paletteFor(name: ThemeName, operatorColors?: OperatorThemeColors): Palette {
  return operatorColors ? operatorPalette(name, operatorColors) : PALETTES[name];
}

const cssName = (key: string) => `--sb-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The CSS variables of a palette: `headerBg` is `--sb-header-bg`. */
export function themeVariables(palette: Palette): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(palette))
    if (typeof value === 'string') out[cssName(key)] = value;
  return out;
}

export function applyThemeVariables(
  name: ThemeName,
  palette: Palette,
  root: HTMLElement = document.documentElement,
): void {
  for (const [key, value] of Object.entries(themeVariables(palette))) root.style.setProperty(key, value);
  root.style.colorScheme = palette.dark ? 'dark' : 'light';
  root.dataset.theme = name;
}
