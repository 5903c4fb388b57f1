// The script faces the app ships (@fontsource, SIL OFL 1.1), served to the game pages from the provider's own
// path: the pages' policy allows fonts from 'self' only, and a game window may be allowed no other host. Each
// face covers only its script's characters (the same ranges as the app's src/renderer/i18n/fonts.css), so a
// page downloads the face of the language it shows and nothing else.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

interface ScriptFace {
  family: string;
  /** The @fontsource package; its files are `files/{package}-{subset}-{weight}-normal.woff2`. */
  pkg: string;
  subset: string;
  range: string;
}

const FACES: readonly ScriptFace[] = [
  {
    family: 'Noto Sans Khmer',
    pkg: 'noto-sans-khmer',
    subset: 'khmer',
    range: 'U+1780-17FF, U+19E0-19FF, U+200C-200D, U+25CC',
  },
  {
    family: 'Noto Sans Myanmar',
    pkg: 'noto-sans-myanmar',
    subset: 'myanmar',
    range: 'U+1000-109F, U+200C-200D, U+25CC, U+A92E, U+A9E0-A9FE, U+AA60-AA7F, U+116D0-116E3',
  },
  {
    family: 'Noto Sans Thai',
    pkg: 'noto-sans-thai',
    subset: 'thai',
    range: 'U+02D7, U+0303, U+0331, U+0E01-0E5B, U+200C-200D, U+25CC',
  },
];
const WEIGHTS = [400, 700] as const;

const fileName = (face: ScriptFace, weight: number) => `${face.pkg}-${face.subset}-${weight}-normal.woff2`;

/** The font stack of the game pages: the shipped script faces before the system's. */
export const GAME_PAGE_FONT_STACK = `${FACES.map((f) => `"${f.family}"`).join(',')},"Segoe UI",Helvetica,Arial,system-ui,sans-serif`;

/** The @font-face rules of the game pages, their files under `fontBase`. */
export function gameFontFaces(fontBase: string): string {
  return FACES.flatMap((face) =>
    WEIGHTS.map(
      (weight) =>
        `@font-face{font-family:"${face.family}";font-style:normal;font-display:swap;font-weight:${weight};` +
        `src:url(${fontBase}/${fileName(face, weight)}) format("woff2");unicode-range:${face.range}}`,
    ),
  ).join('\n');
}

const require = createRequire(import.meta.url);
const FILES: ReadonlyMap<string, string> = new Map(
  FACES.flatMap((face) =>
    WEIGHTS.map((weight): [string, string] => [
      fileName(face, weight),
      `@fontsource/${face.pkg}/files/${fileName(face, weight)}`,
    ]),
  ),
);

/** A font file the pages name, or null for any other name (never a path the URL makes up). */
export async function gameFontFile(name: string): Promise<Buffer | null> {
  const specifier = FILES.get(name);
  return specifier ? readFile(require.resolve(specifier)) : null;
}
