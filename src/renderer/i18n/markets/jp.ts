import type { MarketMessages } from './en';

const jp: MarketMessages = {
  markets: {
    name: {
      tw: 'どちらかのハーフで勝利',
      cs: '正確なスコア',
      dc: 'ダブルチャンス',
      firstGoal: '最初の得点',
      lastGoal: '最後の得点',
      htft: 'ハーフタイム/フルタイム',
      tg: '合計得点',
      orz: '合計得点の範囲',
      anb: 'アウェイ勝利で返金',
      bs: '両チーム得点',
      cl: '無失点',
      dnb: '引き分けで返金',
      hnb: 'ホーム勝利で返金',
      twtn: '無失点勝利',
      oehm: 'ホーム得点の奇数/偶数',
      oeaw: 'アウェイ得点の奇数/偶数',
      oxtou: '勝敗とオーバー/アンダー',
      dcou: 'ダブルチャンスとオーバー/アンダー',
      ouoe: 'オーバー/アンダーと奇数/偶数',
      etg: 'ホームの正確な得点',
      ehtg: '前半の正確な得点',
      eatg: 'アウェイの正確な得点',
      wm: '勝利点差',
      htftoe: 'ハーフタイム/フルタイムの奇数/偶数',
      cshtft: 'ハーフタイム/フルタイムの正確なスコア',
      etghtft: 'ハーフタイム/フルタイムの正確な得点',
      outright: '優勝',
    },
    firstHalf: '前半 {{market}}',
    /** A market on one team (clean sheet, win to nil, win either half). */
    forTeam: '{{market}}: {{team}}',
    /** A market and the choice backed in it, as the slip and the bet lists show a pick. */
    selection: '{{market}}: {{choice}}',
    choice: {
      yes: 'はい',
      no: 'いいえ',
      noGoal: '得点なし',
      otherScore: 'その他のスコア',
      orDraw: '{{team}}または引き分け',
      drawOr: '引き分けまたは{{team}}',
      either: '{{home}}または{{away}}',
      winBy: '{{team}} {{margin}}点差で勝利',
      /** Two results backed together (HT/FT, result and total). */
      pair: '{{first}} / {{second}}',
    },
    /** The two sides where team names would not fit (the HT/FT column of the odds table). */
    side: { home: 'ホーム', away: 'アウェイ' },
    /** Child lines of a match (their label in the feed). */
    child: { corners: 'コーナーキック', bookings: 'カード' },
    onChild: '{{child}} {{market}}',
    event: {
      race: '第{{number}}レース · {{distance}}m',
      winner: '{{league}}：優勝',
      fight: '第{{number}}試合',
    },
  },
};
export default jp;
