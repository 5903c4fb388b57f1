// Names of the markets and choices beyond the main columns, and the templates that build a selection's name
// (i18n/marketNames.ts); the other eight languages translate every key (tests/renderer/i18n.test.ts).
const en = {
  markets: {
    name: {
      tw: 'Win either half',
      cs: 'Correct score',
      dc: 'Double chance',
      firstGoal: 'First goal',
      lastGoal: 'Last goal',
      htft: 'Half time / full time',
      tg: 'Total goals',
      orz: 'Total goals range',
      anb: 'Away no bet',
      bs: 'Both teams to score',
      cl: 'Clean sheet',
      dnb: 'Draw no bet',
      hnb: 'Home no bet',
      twtn: 'Win to nil',
      oehm: 'Home goals odd/even',
      oeaw: 'Away goals odd/even',
      oxtou: '1X2 and over/under',
      dcou: 'Double chance and over/under',
      ouoe: 'Over/under and odd/even',
      etg: 'Home team exact goals',
      ehtg: 'First half exact goals',
      eatg: 'Away team exact goals',
      wm: 'Winning margin',
      htftoe: 'Half time / full time odd/even',
      cshtft: 'Half time / full time correct score',
      etghtft: 'Half time / full time exact goals',
      outright: 'Outright',
    },
    firstHalf: 'First half {{market}}',
    /** A market on one team (clean sheet, win to nil, win either half). */
    forTeam: '{{market}}: {{team}}',
    /** A market and the choice backed in it, as the slip and the bet lists show a pick. */
    selection: '{{market}}: {{choice}}',
    choice: {
      yes: 'Yes',
      no: 'No',
      noGoal: 'No goal',
      otherScore: 'Any other score',
      orDraw: '{{team}} or draw',
      drawOr: 'Draw or {{team}}',
      either: '{{home}} or {{away}}',
      winBy: '{{team}} by {{margin}}',
      /** Two results backed together (HT/FT, result and total). */
      pair: '{{first}} / {{second}}',
    },
    /** The two sides where team names would not fit (the HT/FT column of the odds table). */
    side: { home: 'Home', away: 'Away' },
    /** Child lines of a match (their label in the feed). */
    child: { corners: 'Corners', bookings: 'Bookings' },
    /** A market of a child line: "Corners Handicap". */
    onChild: '{{child}} {{market}}',
    event: {
      race: 'Race {{number}} · {{distance}} m',
      winner: '{{league}}: outright winner',
      fight: 'Fight {{number}}',
    },
  },
};
export type MarketMessages = typeof en;
export default en;
