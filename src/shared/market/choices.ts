// The choice keys of every market the odds feed can carry, in the order they are quoted. The simulator prices
// these and nothing else, and the client names each of them (i18n/marketNames.ts), so a new choice is added here
// first and a test fails until it has a name in every language.

const scores = Array.from({ length: 25 }, (_, k) => `${Math.floor(k / 5)}-${k % 5}`);

export const MARKET_CHOICES = {
  hdp: ['h', 'a'],
  ou: ['o', 'u'],
  oe: ['odd', 'even'],
  oxt: ['1', 'x', '2'],
  ml: ['h', 'a'],
  /** 0-0 to 4-4 and any other score. */
  cs: [...scores, 'other'],
  dc: ['1x', '12', 'x2'],
  tg: [...Array.from({ length: 10 }, (_, k) => String(k)), '10+'],
  orz: ['0-1', '2-3', '4-6', '7+'],
  bs: ['y', 'n'],
  dnb: ['h', 'a'],
  hnb: ['x', 'a'],
  anb: ['h', 'x'],
  /** Per team (line 1 home, 2 away). */
  cl: ['y', 'n'],
  twtn: ['y', 'n'],
  tw: ['y', 'n'],
  oehm: ['odd', 'even'],
  oeaw: ['odd', 'even'],
  wm: ['h1', 'h2', 'h3+', 'x', 'a1', 'a2', 'a3+'],
  /** Around 2.5 goals (line 250). */
  oxtou: ['1o', '1u', 'xo', 'xu', '2o', '2u'],
  dcou: ['1xo', '1xu', '12o', '12u', 'x2o', 'x2u'],
  ouoe: ['oodd', 'oeven', 'uodd', 'ueven'],
  /** Line 1 first goal, 2 last goal. */
  fglg: ['h', 'a', 'none'],
  ehtg: ['0', '1', '2', '3+'],
  htft: ['11', '1x', '12', 'x1', 'xx', 'x2', '21', '2x', '22'],
} as const satisfies Record<string, readonly string[]>;
