// Colour arithmetic for the themes: WCAG 2 relative luminance and contrast ratio, and the one repair a
// palette may need (move a text colour towards black or white until it reads on its background).

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

function parseHex(hex: string): Rgba {
  if (!HEX.test(hex)) throw new Error(`not a #rgb or #rrggbb colour: ${hex}`);
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return {
    r: parseInt(digits.slice(0, 2), 16),
    g: parseInt(digits.slice(2, 4), 16),
    b: parseInt(digits.slice(4, 6), 16),
    a: 1,
  };
}

/** `rgb(1, 2, 3)`, `rgba(1, 2, 3, 0.5)` or `rgb(1 2 3 / 50%)`, as getComputedStyle reports colours. */
export function parseCssColor(value: string): Rgba {
  if (HEX.test(value)) return parseHex(value);
  const m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/i.exec(
    value.trim(),
  );
  if (!m) throw new Error(`unsupported colour: ${value}`);
  const alpha = m[4] === undefined ? 1 : Number(m[4]) / (m[5] ? 100 : 1);
  return { r: Number(m[1]), g: Number(m[2]), b: Number(m[3]), a: alpha };
}

function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function channel(v: number): number {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

function luminance(c: Rgba): number {
  return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
}

export function contrastRatio(a: Rgba | string, b: Rgba | string): number {
  const la = luminance(typeof a === 'string' ? parseHex(a) : a);
  const lb = luminance(typeof b === 'string' ? parseHex(b) : b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Linear mix: 0 is `a`, 1 is `b`. */
export function mix(a: string, b: string, amount: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex({
    r: x.r + (y.r - x.r) * amount,
    g: x.g + (y.g - x.g) * amount,
    b: x.b + (y.b - x.b) * amount,
    a: 1,
  });
}

/** Near-black or white, whichever reads better on `background`. */
export function readableOn(background: string): string {
  return contrastRatio('#ffffff', background) >= contrastRatio('#111827', background) ? '#ffffff' : '#111827';
}

/** Pure black or white, whichever is further from `background`: at least 4.58:1 on any colour. */
function extremeOn(background: string): string {
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background) ? '#ffffff' : '#000000';
}

/**
 * `foreground` itself when it reaches `ratio` on every one of `backgrounds`; otherwise the nearest step of
 * it towards a readable dark or white (the side the first background needs) that does. Keeps an
 * operator's hue while making it legible.
 */
export function ensureContrastOnAll(
  foreground: string,
  backgrounds: readonly string[],
  ratio = AA_TEXT,
): string {
  const passes = (c: string) => backgrounds.every((bg) => contrastRatio(c, bg) >= ratio);
  if (backgrounds.length === 0 || passes(foreground)) return foreground;
  const first = backgrounds[0] as string;
  for (const target of [readableOn(first), extremeOn(first)]) {
    for (let step = 1; step <= 20; step++) {
      const candidate = mix(foreground, target, step / 20);
      if (passes(candidate)) return candidate;
    }
  }
  return extremeOn(first);
}

export function ensureContrast(foreground: string, background: string, ratio = AA_TEXT): string {
  return ensureContrastOnAll(foreground, [background], ratio);
}

/** Points checked along a gradient (every 1%): an sRGB blend can be darker in the middle than at either end. */
const GRADIENT_SAMPLES = 100;
/** How finely a gradient's ends are shaded: 5% of the way to black or white at a time. */
const SHADE_STEPS = 20;

function readsAlong(text: string, from: string, to: string, ratio: number): boolean {
  for (let i = 0; i <= GRADIENT_SAMPLES; i++)
    if (contrastRatio(text, mix(from, to, i / GRADIENT_SAMPLES)) < ratio) return false;
  return true;
}

/**
 * Text on a two-colour linear gradient (a banner in an event's own colours): white or near-black, and the
 * gradient's ends shaded away from the text just as far as needed for the text to reach `ratio` at every
 * point of the blend. Of the two, the one that changes the colours least; the colours are kept when they
 * already read.
 */
export function readableGradient(
  from: string,
  to: string,
  ratio = AA_TEXT,
): { from: string; to: string; text: string } {
  const options = ['#ffffff', '#111827'].map((text) => {
    const away = text === '#ffffff' ? '#000000' : '#ffffff';
    // The least shade of each end that reads, then both ends further while the middle of the blend does not.
    const least = (c: string) => {
      for (let step = 0; step <= SHADE_STEPS; step++)
        if (contrastRatio(text, mix(c, away, step / SHADE_STEPS)) >= ratio) return step;
      return SHADE_STEPS;
    };
    let a = least(from);
    let b = least(to);
    const shaded = () => ({
      from: mix(from, away, a / SHADE_STEPS),
      to: mix(to, away, b / SHADE_STEPS),
      text,
    });
    while (!readsAlong(text, shaded().from, shaded().to, ratio) && (a < SHADE_STEPS || b < SHADE_STEPS)) {
      a = Math.min(a + 1, SHADE_STEPS);
      b = Math.min(b + 1, SHADE_STEPS);
    }
    return { ...shaded(), shift: a + b };
  });
  const [best] = options.sort((x, y) => x.shift - y.shift);
  const { from: f, to: t, text } = best as (typeof options)[number];
  return { from: f, to: t, text };
}
