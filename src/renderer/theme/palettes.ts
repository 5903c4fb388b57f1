import type { ThemeName } from '../stores/PreferencesModel';

// The built-in themes as complete palettes. color2 is the operator default; light and dark are the two
// a player picks in settings. Every text colour here reaches WCAG AA (4.5:1) on each background it is
// drawn on (TEXT_PAIRS in index.ts; tests/renderer/theme.test.ts checks it).

export interface Palette {
  /** Whether antd's dark algorithm derives the colours of antd's components. */
  dark: boolean;
  pageBg: string;
  /** Cards, the odds table, panels. */
  surface: string;
  /** Child rows, more-odds panel, table heads inside cards. */
  surfaceAlt: string;
  text: string;
  textMuted: string;
  border: string;
  borderStrong: string;
  link: string;
  headerBg: string;
  headerText: string;
  headerMuted: string;
  brandText: string;
  navActiveBg: string;
  navActiveText: string;
  /** The sports menu and the info window's navigation. */
  sideBg: string;
  sideText: string;
  sideHoverBg: string;
  sideActiveBg: string;
  sideActiveText: string;
  sideBorder: string;
  accent: string;
  accentText: string;
  primary: string;
  primaryText: string;
  tableHeadBg: string;
  tableHeadAltBg: string;
  tableHeadText: string;
  leagueBg: string;
  leagueText: string;
  liveRowBg: string;
  price: string;
  priceNegative: string;
  priceHoverBg: string;
  priceHoverBorder: string;
  priceUpBg: string;
  priceUpText: string;
  priceDownBg: string;
  priceDownText: string;
  priceLocked: string;
  /** Live score and clock. */
  live: string;
  marqueeBg: string;
  marqueeText: string;
  noticeBg: string;
  success: string;
  successBg: string;
  warning: string;
  error: string;
  /** A printed bet ticket: receipt printers print one ink on white paper whatever the screen's theme. */
  ticketInk: string;
  ticketPaper: string;
}

export type PaletteColor = Exclude<keyof Palette, 'dark'>;

/** Price movement and live colours shared by the two light-backed themes. */
const LIGHT_MARKET = {
  priceNegative: '#b3141d',
  priceHoverBg: '#eef4ff',
  priceHoverBorder: '#8fb3ea',
  priceUpBg: '#d8f5de',
  priceUpText: '#0c6b27',
  priceDownBg: '#fde2e2',
  priceDownText: '#a3111a',
  priceLocked: '#98a2b3',
  live: '#b3141d',
} as const;

/** The paper ticket and its on-screen preview look the same in every theme. */
const TICKET = {
  ticketInk: '#000000',
  ticketPaper: '#ffffff',
} as const;

const LIGHT_STATES = {
  success: '#1c6b34',
  successBg: '#dcf5e3',
  warning: '#8a4b05',
  error: '#b42318',
} as const;

const color2: Palette = {
  dark: false,
  ...TICKET,
  pageBg: '#eef1f5',
  surface: '#ffffff',
  surfaceAlt: '#f5f7fb',
  text: '#13223b',
  textMuted: '#56657b',
  border: '#e3e8ef',
  borderStrong: '#c9d4e5',
  link: '#1d5fbf',
  headerBg: '#0f1d35',
  headerText: '#ffffff',
  headerMuted: '#c7d3e6',
  brandText: '#f2b535',
  navActiveBg: '#0b7a55',
  navActiveText: '#ffffff',
  sideBg: '#0f1d35',
  sideText: '#dbe4f3',
  sideHoverBg: '#1a2d4d',
  sideActiveBg: '#1f3a63',
  sideActiveText: '#ffffff',
  sideBorder: '#2b3d5c',
  accent: '#f2b535',
  accentText: '#0f1d35',
  primary: '#0b7a55',
  primaryText: '#ffffff',
  tableHeadBg: '#1f3a63',
  tableHeadAltBg: '#2a4a78',
  tableHeadText: '#ffffff',
  leagueBg: '#e8eef7',
  leagueText: '#1f3a63',
  liveRowBg: '#fffaf0',
  price: '#0d3f91',
  ...LIGHT_MARKET,
  marqueeBg: '#fff7e0',
  marqueeText: '#13223b',
  noticeBg: '#fff7df',
  ...LIGHT_STATES,
};

const light: Palette = {
  dark: false,
  ...TICKET,
  pageBg: '#f7f8fa',
  surface: '#ffffff',
  surfaceAlt: '#f3f5f9',
  text: '#1b2430',
  textMuted: '#56647a',
  border: '#e1e5ec',
  borderStrong: '#c8d0dc',
  link: '#1a5fa3',
  headerBg: '#ffffff',
  headerText: '#1b2430',
  headerMuted: '#4f5d71',
  brandText: '#1a5fa3',
  navActiveBg: '#1a5fa3',
  navActiveText: '#ffffff',
  sideBg: '#e9eef5',
  sideText: '#1b2430',
  sideHoverBg: '#dde5f0',
  sideActiveBg: '#1a5fa3',
  sideActiveText: '#ffffff',
  sideBorder: '#c8d0dc',
  accent: '#1a5fa3',
  accentText: '#ffffff',
  primary: '#1a5fa3',
  primaryText: '#ffffff',
  tableHeadBg: '#dde6f2',
  tableHeadAltBg: '#cfdbeb',
  tableHeadText: '#1b2430',
  leagueBg: '#eef2f8',
  leagueText: '#1a3c66',
  liveRowBg: '#fffaf0',
  price: '#1a4f8c',
  ...LIGHT_MARKET,
  marqueeBg: '#eef5fc',
  marqueeText: '#1b2430',
  noticeBg: '#eef5fc',
  ...LIGHT_STATES,
};

const dark: Palette = {
  dark: true,
  ...TICKET,
  pageBg: '#121822',
  surface: '#1b2330',
  surfaceAlt: '#222c3b',
  text: '#e3e8ef',
  textMuted: '#a3afc0',
  border: '#2c3645',
  borderStrong: '#3d4a5d',
  link: '#7cb8f0',
  headerBg: '#0a0f18',
  headerText: '#f1f4f8',
  headerMuted: '#b8c4d4',
  brandText: '#f2c14e',
  navActiveBg: '#3ab387',
  navActiveText: '#0b1f17',
  sideBg: '#0f1520',
  sideText: '#c9d3e0',
  sideHoverBg: '#1a2433',
  sideActiveBg: '#24344b',
  sideActiveText: '#ffffff',
  sideBorder: '#2c3645',
  accent: '#f2c14e',
  accentText: '#10192a',
  primary: '#3ab387',
  primaryText: '#0b1f17',
  tableHeadBg: '#24344b',
  tableHeadAltBg: '#2d4160',
  tableHeadText: '#f1f4f8',
  leagueBg: '#172131',
  leagueText: '#a9c8ee',
  liveRowBg: '#2a2618',
  price: '#8cc4ff',
  priceNegative: '#ff8a8a',
  priceHoverBg: '#24344b',
  priceHoverBorder: '#4c7bb8',
  priceUpBg: '#173d25',
  priceUpText: '#8ee6a8',
  priceDownBg: '#4a1c1f',
  priceDownText: '#ffb3b3',
  priceLocked: '#6b7789',
  live: '#ff8a8a',
  marqueeBg: '#26303f',
  marqueeText: '#e3e8ef',
  noticeBg: '#2a2618',
  success: '#6fd08f',
  successBg: '#173d25',
  warning: '#f5b94f',
  error: '#ff8a8a',
};

export const PALETTES: Record<ThemeName, Palette> = { color2, light, dark };
