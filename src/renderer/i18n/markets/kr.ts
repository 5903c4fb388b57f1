import type { MarketMessages } from './en';

const kr: MarketMessages = {
  markets: {
    name: {
      tw: '어느 한 하프 승리',
      cs: '정확한 스코어',
      dc: '더블 찬스',
      firstGoal: '첫 골',
      lastGoal: '마지막 골',
      htft: '전반/풀타임',
      tg: '총 득점',
      orz: '총 득점 구간',
      anb: '원정 승리 시 환불',
      bs: '양 팀 득점',
      cl: '무실점',
      dnb: '무승부 시 환불',
      hnb: '홈 승리 시 환불',
      twtn: '무실점 승리',
      oehm: '홈 득점 홀/짝',
      oeaw: '원정 득점 홀/짝',
      oxtou: '승무패와 오버/언더',
      dcou: '더블 찬스와 오버/언더',
      ouoe: '오버/언더와 홀/짝',
      etg: '홈 정확한 득점',
      ehtg: '전반 정확한 득점',
      eatg: '원정 정확한 득점',
      wm: '승리 점수 차',
      htftoe: '전반/풀타임 홀/짝',
      cshtft: '전반/풀타임 정확한 스코어',
      etghtft: '전반/풀타임 정확한 득점',
      outright: '우승',
    },
    firstHalf: '전반 {{market}}',
    /** A market on one team (clean sheet, win to nil, win either half). */
    forTeam: '{{market}}: {{team}}',
    /** A market and the choice backed in it, as the slip and the bet lists show a pick. */
    selection: '{{market}}: {{choice}}',
    choice: {
      yes: '예',
      no: '아니오',
      noGoal: '득점 없음',
      otherScore: '기타 스코어',
      orDraw: '{{team}} 또는 무승부',
      drawOr: '무승부 또는 {{team}}',
      either: '{{home}} 또는 {{away}}',
      winBy: '{{team}} {{margin}}골 차 승리',
      /** Two results backed together (HT/FT, result and total). */
      pair: '{{first}} / {{second}}',
    },
    /** The two sides where team names would not fit (the HT/FT column of the odds table). */
    side: { home: '홈', away: '원정' },
    /** Child lines of a match (their label in the feed). */
    child: { corners: '코너킥', bookings: '카드' },
    onChild: '{{child}} {{market}}',
    event: { race: '{{number}}경주 · {{distance}}m', winner: '{{league}}: 우승', fight: '{{number}}경기' },
  },
};
export default kr;
