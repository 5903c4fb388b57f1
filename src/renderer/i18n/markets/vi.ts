import type { MarketMessages } from './en';

const vi: MarketMessages = {
  markets: {
    name: {
      tw: 'Thắng ít nhất một hiệp',
      cs: 'Tỷ số chính xác',
      dc: 'Cơ hội kép',
      firstGoal: 'Bàn thắng đầu tiên',
      lastGoal: 'Bàn thắng cuối cùng',
      htft: 'Hiệp một / cả trận',
      tg: 'Tổng số bàn thắng',
      orz: 'Khoảng tổng bàn thắng',
      anb: 'Đội khách thắng hoàn tiền',
      bs: 'Cả hai đội ghi bàn',
      cl: 'Giữ sạch lưới',
      dnb: 'Hòa hoàn tiền',
      hnb: 'Đội nhà thắng hoàn tiền',
      twtn: 'Thắng và giữ sạch lưới',
      oehm: 'Bàn đội nhà lẻ/chẵn',
      oeaw: 'Bàn đội khách lẻ/chẵn',
      oxtou: '1X2 và tài/xỉu',
      dcou: 'Cơ hội kép và tài/xỉu',
      ouoe: 'Tài/xỉu và lẻ/chẵn',
      etg: 'Số bàn chính xác đội nhà',
      ehtg: 'Số bàn chính xác hiệp một',
      eatg: 'Số bàn chính xác đội khách',
      wm: 'Cách biệt chiến thắng',
      htftoe: 'Hiệp một / cả trận lẻ/chẵn',
      cshtft: 'Hiệp một / cả trận tỷ số chính xác',
      etghtft: 'Hiệp một / cả trận số bàn chính xác',
      outright: 'Vô địch',
    },
    firstHalf: '{{market}} hiệp một',
    /** A market on one team (clean sheet, win to nil, win either half). */
    forTeam: '{{market}}: {{team}}',
    /** A market and the choice backed in it, as the slip and the bet lists show a pick. */
    selection: '{{market}}: {{choice}}',
    choice: {
      yes: 'Có',
      no: 'Không',
      noGoal: 'Không có bàn thắng',
      otherScore: 'Tỷ số khác',
      orDraw: '{{team}} hoặc hòa',
      drawOr: 'Hòa hoặc {{team}}',
      either: '{{home}} hoặc {{away}}',
      winBy: '{{team}} thắng cách biệt {{margin}}',
      /** Two results backed together (HT/FT, result and total). */
      pair: '{{first}} / {{second}}',
    },
    /** The two sides where team names would not fit (the HT/FT column of the odds table). */
    side: { home: 'Đội nhà', away: 'Đội khách' },
    /** Child lines of a match (their label in the feed). */
    child: { corners: 'Phạt góc', bookings: 'Thẻ phạt' },
    onChild: '{{market}} {{child}}',
    event: {
      race: 'Cuộc đua {{number}} · {{distance}} m',
      winner: '{{league}}: vô địch',
      fight: 'Trận đấu {{number}}',
    },
  },
};
export default vi;
