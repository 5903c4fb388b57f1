import fc from 'fast-check';
import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import {
  PALETTES,
  TEXT_PAIRS,
  TAG_COLORS,
  antdThemeConfig,
  contrastFailures,
  operatorPalette,
  themeVariables,
} from '../../src/renderer/theme';
import { contrastRatio, ensureContrast, mix, parseCssColor, readableGradient } from '../../src/shared/color';
import { THEMES } from '../../src/shared/constants';

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`);

describe('contrast arithmetic (WCAG 2)', () => {
  it('gives the reference ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 on white is the classic lightest grey that still passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('reads the colours getComputedStyle reports', () => {
    expect(parseCssColor('rgb(255, 0, 10)')).toEqual({ r: 255, g: 0, b: 10, a: 1 });
    expect(parseCssColor('rgba(0, 0, 0, 0.5)').a).toBe(0.5);
    expect(parseCssColor('rgb(1 2 3 / 25%)')).toEqual({ r: 1, g: 2, b: 3, a: 0.25 });
  });

  it('ensureContrast keeps a colour that reads and repairs one that does not', () => {
    expect(ensureContrast('#0d3f91', '#ffffff')).toBe('#0d3f91');
    fc.assert(fc.property(hex, hex, (fg, bg) => contrastRatio(ensureContrast(fg, bg), bg) >= 4.5));
  });
});

/** The lowest contrast of `text` on the blend from `from` to `to`, measured at every 1% (finer than the helper checks). */
function lowestAlong(text: string, from: string, to: string): number {
  let lowest = Infinity;
  for (let i = 0; i <= 100; i++) lowest = Math.min(lowest, contrastRatio(text, mix(from, to, i / 100)));
  return lowest;
}

describe('text on a gradient (the event banners)', () => {
  it('the Europe Cup banner no longer puts dark text on its blue end: its text reads along the whole gradient', () => {
    // The event's own colours (server/media/tournaments.ts); dark text on its blue read at about 2.7:1.
    const [from, to] = ['#143cda', '#ffd100'];
    expect(contrastRatio('#111827', from)).toBeLessThan(3);
    const hero = readableGradient(from, to);
    expect(lowestAlong(hero.text, hero.from, hero.to)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps colours that already read, and makes any pair of colours readable', () => {
    expect(readableGradient('#0d3f91', '#1b1464')).toEqual({
      from: '#0d3f91',
      to: '#1b1464',
      text: '#ffffff',
    });
    fc.assert(
      fc.property(hex, hex, (from, to) => {
        const hero = readableGradient(from, to);
        expect(lowestAlong(hero.text, hero.from, hero.to)).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 300 },
    );
  });
});

describe('themes', () => {
  it.each(THEMES)(
    "every coloured tag of %s (a room's or a bet's status) reads at 4.5:1 on its own tint",
    (name) => {
      // A tag in one of antd's preset colours writes in the colour's 7th shade on its 1st.
      const token = antdTheme.getDesignToken(antdThemeConfig(PALETTES[name])) as unknown as Record<
        string,
        string
      >;
      const failures = TAG_COLORS.flatMap((color) => {
        const ratio = contrastRatio(token[`${color}7`]!, token[`${color}1`]!);
        return ratio >= 4.5
          ? []
          : [`${color}: ${token[`${color}7`]} on ${token[`${color}1`]} ${ratio.toFixed(2)}`];
      });
      expect(failures).toEqual([]);
    },
  );

  it.each(THEMES)('every text of %s reaches 4.5:1 on its background', (name) => {
    expect(contrastFailures(PALETTES[name])).toEqual([]);
  });

  it("an operator's own colours never make a text unreadable, whatever they are", () => {
    fc.assert(
      fc.property(fc.constantFrom(...THEMES), hex, hex, hex, hex, (base, header, primary, accent, page) => {
        expect(contrastFailures(operatorPalette(base, { header, primary, accent, page }))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('a primary button stays readable when hovered and pressed, in every theme and for any operator colour', () => {
    const readable = (palette: (typeof PALETTES)[keyof typeof PALETTES]) => {
      const token = antdThemeConfig(palette).token!;
      for (const state of [token.colorPrimary, token.colorPrimaryHover, token.colorPrimaryActive])
        expect(contrastRatio(palette.primaryText, state!)).toBeGreaterThanOrEqual(4.5);
    };
    for (const name of THEMES) readable(PALETTES[name]);
    fc.assert(
      fc.property(fc.constantFrom(...THEMES), hex, (base, primary) =>
        readable(operatorPalette(base, { primary })),
      ),
      { numRuns: 300 },
    );
  });

  it("an operator's colours are kept where they already read", () => {
    const p = operatorPalette('color2', { header: '#4a148c', primary: '#00695c', accent: '#ffd54f' });
    expect(p).toMatchObject({
      headerBg: '#4a148c',
      headerText: '#ffffff',
      primary: '#00695c',
      navActiveBg: '#00695c',
      brandText: '#ffd54f',
    });
    // A pale header gets dark text: the light theme's white-header bug cannot recur for an operator.
    expect(operatorPalette('color2', { header: '#fafafa' }).headerText).toBe('#111827');
  });

  it('a success notice reads as success, not as a disabled grey box, in every theme', () => {
    for (const name of THEMES) {
      const palette = PALETTES[name];
      const token = antdTheme.getDesignToken(antdThemeConfig(palette));
      expect(token.colorSuccessBg, name).toBe(palette.successBg);
      expect(token.colorSuccessBorder, name).toBe(palette.success);
      for (const text of [token.colorText, token.colorTextHeading])
        expect(contrastRatio(text, token.colorSuccessBg), name).toBeGreaterThanOrEqual(4.5);
      // Green, not grey: the background's green channel leads its red and blue.
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(token.colorSuccessBg.slice(i, i + 2), 16)) as [
        number,
        number,
        number,
      ];
      expect(g - Math.max(r, b), name).toBeGreaterThanOrEqual(12);
    }
  });

  it('antd and the CSS variables draw with the same palette', () => {
    const palette = PALETTES.dark;
    const antd = antdThemeConfig(palette);
    expect(antd.token).toMatchObject({
      colorText: palette.text,
      colorBgContainer: palette.surface,
      colorPrimary: palette.primary,
    });
    expect(antd.components?.Layout).toMatchObject({
      headerBg: palette.headerBg,
      headerColor: palette.headerText,
    });
    const vars = themeVariables(palette);
    expect(vars['--sb-header-bg']).toBe(palette.headerBg);
    expect(vars['--sb-text-muted']).toBe(palette.textMuted);
    for (const [fg, bg] of TEXT_PAIRS)
      expect(vars[`--sb-${fg.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`]).toBe(
        palette[fg] ?? palette[bg],
      );
  });
});
