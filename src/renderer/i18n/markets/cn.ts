import type { MarketMessages } from './en';

const cn: MarketMessages = {
  markets: {
    name: {
      tw: '任意半场获胜',
      cs: '波胆',
      dc: '双重机会',
      firstGoal: '最先进球',
      lastGoal: '最后进球',
      htft: '半场/全场',
      tg: '总进球',
      orz: '总进球区间',
      anb: '客胜退款',
      bs: '双方进球',
      cl: '零封',
      dnb: '平局退款',
      hnb: '主胜退款',
      twtn: '零封获胜',
      oehm: '主队进球单双',
      oeaw: '客队进球单双',
      oxtou: '独赢及大小',
      dcou: '双重机会及大小',
      ouoe: '大小及单双',
      etg: '主队准确进球',
      ehtg: '上半场准确进球',
      eatg: '客队准确进球',
      wm: '净胜球',
      htftoe: '半场/全场单双',
      cshtft: '半场/全场波胆',
      etghtft: '半场/全场准确进球',
      outright: '冠军',
    },
    firstHalf: '上半场{{market}}',
    /** A market on one team (clean sheet, win to nil, win either half). */
    forTeam: '{{market}}: {{team}}',
    /** A market and the choice backed in it, as the slip and the bet lists show a pick. */
    selection: '{{market}}: {{choice}}',
    choice: {
      yes: '是',
      no: '否',
      noGoal: '无进球',
      otherScore: '其他比分',
      orDraw: '{{team}}或和局',
      drawOr: '和局或{{team}}',
      either: '{{home}}或{{away}}',
      winBy: '{{team}}净胜{{margin}}球',
      /** Two results backed together (HT/FT, result and total). */
      pair: '{{first}} / {{second}}',
    },
    /** The two sides where team names would not fit (the HT/FT column of the odds table). */
    side: { home: '主队', away: '客队' },
    /** Child lines of a match (their label in the feed). */
    child: { corners: '角球', bookings: '罚牌' },
    onChild: '{{child}}{{market}}',
    event: {
      race: '第{{number}}场 · {{distance}}米',
      winner: '{{league}}：冠军',
      fight: '第{{number}}场格斗',
    },
  },
};
export default cn;
