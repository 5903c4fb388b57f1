import type { MarketMessages } from './en';

const th: MarketMessages = {
  markets: {
    name: {
      tw: 'ชนะครึ่งใดครึ่งหนึ่ง',
      cs: 'สกอร์ที่ถูกต้อง',
      dc: 'ดับเบิลชานซ์',
      firstGoal: 'ประตูแรก',
      lastGoal: 'ประตูสุดท้าย',
      htft: 'ครึ่งแรก/เต็มเวลา',
      tg: 'ประตูรวม',
      orz: 'ช่วงประตูรวม',
      anb: 'ทีมเยือนชนะคืนเงิน',
      bs: 'ทั้งสองทีมทำประตู',
      cl: 'ไม่เสียประตู',
      dnb: 'เสมอคืนเงิน',
      hnb: 'เจ้าบ้านชนะคืนเงิน',
      twtn: 'ชนะโดยไม่เสียประตู',
      oehm: 'ประตูเจ้าบ้าน คี่/คู่',
      oeaw: 'ประตูทีมเยือน คี่/คู่',
      oxtou: 'ชนะ/เสมอ/แพ้ และ สูง/ต่ำ',
      dcou: 'ดับเบิลชานซ์ และ สูง/ต่ำ',
      ouoe: 'สูง/ต่ำ และ คี่/คู่',
      etg: 'จำนวนประตูเจ้าบ้าน',
      ehtg: 'จำนวนประตูครึ่งแรก',
      eatg: 'จำนวนประตูทีมเยือน',
      wm: 'ผลต่างประตูที่ชนะ',
      htftoe: 'ครึ่งแรก/เต็มเวลา คี่/คู่',
      cshtft: 'ครึ่งแรก/เต็มเวลา สกอร์ที่ถูกต้อง',
      etghtft: 'ครึ่งแรก/เต็มเวลา จำนวนประตู',
      outright: 'แชมป์',
    },
    firstHalf: '{{market}} ครึ่งแรก',
    /** A market on one team (clean sheet, win to nil, win either half). */
    forTeam: '{{market}}: {{team}}',
    /** A market and the choice backed in it, as the slip and the bet lists show a pick. */
    selection: '{{market}}: {{choice}}',
    choice: {
      yes: 'ใช่',
      no: 'ไม่ใช่',
      noGoal: 'ไม่มีประตู',
      otherScore: 'สกอร์อื่น',
      orDraw: '{{team}} หรือ เสมอ',
      drawOr: 'เสมอ หรือ {{team}}',
      either: '{{home}} หรือ {{away}}',
      winBy: '{{team}} ชนะ {{margin}} ประตู',
      /** Two results backed together (HT/FT, result and total). */
      pair: '{{first}} / {{second}}',
    },
    /** The two sides where team names would not fit (the HT/FT column of the odds table). */
    side: { home: 'เจ้าบ้าน', away: 'ทีมเยือน' },
    /** Child lines of a match (their label in the feed). */
    child: { corners: 'เตะมุม', bookings: 'ใบเตือน' },
    onChild: '{{market}} {{child}}',
    event: {
      race: 'การแข่งขันที่ {{number}} · {{distance}} เมตร',
      winner: '{{league}}: แชมป์',
      fight: 'ไฟต์ที่ {{number}}',
    },
  },
};
export default th;
