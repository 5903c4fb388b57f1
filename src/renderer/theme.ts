import { theme as antdTheme } from 'antd';
import type { ThemeConfig } from 'antd';
import type { ThemeName } from './stores/PreferencesModel';

// Themes: color2 is the operator default (SPEC.md section 9); light and dark are complete alternatives a
// player picks in settings. Each sets antd's tokens and the CSS variables our own styles read.

const FONT =
  "'Noto Sans', 'Noto Sans Khmer', 'Noto Sans Myanmar', 'Noto Sans Thai', 'Segoe UI', system-ui, -apple-system, 'Noto Sans SC', 'Noto Sans CJK SC', 'Noto Sans JP', 'Noto Sans KR', sans-serif";

/** Theme `color2`, the default (SPEC.md section 9). */
export const theme: ThemeConfig = {
  token: { colorPrimary: '#0b7a55', colorInfo: '#1f6fb2', borderRadius: 6, fontFamily: FONT },
  components: {
    Layout: { headerBg: '#0f1d35', headerHeight: 56, headerPadding: '0 20px', bodyBg: '#eef1f5' },
  },
};

const light: ThemeConfig = {
  token: { colorPrimary: '#1f6fb2', colorInfo: '#1f6fb2', borderRadius: 6, fontFamily: FONT },
  components: { Layout: { headerBg: '#ffffff', headerHeight: 56, headerPadding: '0 20px', bodyBg: '#f7f8fa' } },
};

const dark: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  token: { colorPrimary: '#2fb383', colorInfo: '#4c9be0', borderRadius: 6, fontFamily: FONT },
  components: { Layout: { headerBg: '#0a0f18', headerHeight: 56, headerPadding: '0 20px', bodyBg: '#121822' } },
};

export const THEME_CONFIGS: Record<ThemeName, ThemeConfig> = { color2: theme, light, dark };

/** CSS variables of our own stylesheets per theme (antd components follow the ThemeConfig). */
export const THEME_VARIABLES: Record<ThemeName, Record<string, string>> = {
  color2: { '--sb-page-bg': '#f3f5f8', '--sb-card-bg': '#ffffff', '--sb-text': '#1f2a3a', '--sb-muted': '#66758c', '--sb-border': '#d5dbe5', '--sb-nav-bg': '#16243b', '--sb-nav-text': '#d6deea', '--sb-accent': '#f2b535', '--sb-marquee-bg': '#fff7e0' },
  light: { '--sb-page-bg': '#f7f8fa', '--sb-card-bg': '#ffffff', '--sb-text': '#1b2430', '--sb-muted': '#5d6b7e', '--sb-border': '#dfe3ea', '--sb-nav-bg': '#e9eef5', '--sb-nav-text': '#1b2430', '--sb-accent': '#1f6fb2', '--sb-marquee-bg': '#eef5fc' },
  dark: { '--sb-page-bg': '#121822', '--sb-card-bg': '#1b2330', '--sb-text': '#e3e8ef', '--sb-muted': '#9aa7b8', '--sb-border': '#2c3645', '--sb-nav-bg': '#0a0f18', '--sb-nav-text': '#c9d3e0', '--sb-accent': '#2fb383', '--sb-marquee-bg': '#26303f' },
};

/** An operator's white-label theme name picks one of ours; anything unknown falls back to color2. */
export function themeName(value: string | null | undefined): ThemeName {
  return value === 'light' || value === 'dark' || value === 'color2' ? value : 'color2';
}

export function applyThemeVariables(name: ThemeName, root: HTMLElement = document.documentElement): void {
  for (const [key, value] of Object.entries(THEME_VARIABLES[name])) root.style.setProperty(key, value);
  root.dataset.theme = name;
}
