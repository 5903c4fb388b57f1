import type { MarketMessages } from './en';

const id: MarketMessages = {
  markets: {
    name: {
      tw: 'Menang salah satu babak',
      cs: 'Skor tepat',
      dc: 'Peluang ganda',
      firstGoal: 'Gol pertama',
      lastGoal: 'Gol terakhir',
      htft: 'Babak pertama / akhir',
      tg: 'Total gol',
      orz: 'Rentang total gol',
      anb: 'Tim tamu menang uang kembali',
      bs: 'Kedua tim mencetak gol',
      cl: 'Tanpa kebobolan',
      dnb: 'Seri uang kembali',
      hnb: 'Tuan rumah menang uang kembali',
      twtn: 'Menang tanpa kebobolan',
      oehm: 'Gol tuan rumah ganjil/genap',
      oeaw: 'Gol tim tamu ganjil/genap',
      oxtou: '1X2 dan atas/bawah',
      dcou: 'Peluang ganda dan atas/bawah',
      ouoe: 'Atas/bawah dan ganjil/genap',
      etg: 'Gol tepat tuan rumah',
      ehtg: 'Gol tepat babak pertama',
      eatg: 'Gol tepat tim tamu',
      wm: 'Selisih kemenangan',
      htftoe: 'Babak pertama / akhir ganjil/genap',
      cshtft: 'Babak pertama / akhir skor tepat',
      etghtft: 'Babak pertama / akhir gol tepat',
      outright: 'Juara',
    },
    firstHalf: '{{market}} babak pertama',
    /** A market on one team (clean sheet, win to nil, win either half). */
    forTeam: '{{market}}: {{team}}',
    /** A market and the choice backed in it, as the slip and the bet lists show a pick. */
    selection: '{{market}}: {{choice}}',
    choice: {
      yes: 'Ya',
      no: 'Tidak',
      noGoal: 'Tanpa gol',
      otherScore: 'Skor lainnya',
      orDraw: '{{team}} atau seri',
      drawOr: 'Seri atau {{team}}',
      either: '{{home}} atau {{away}}',
      winBy: '{{team}} menang selisih {{margin}}',
      /** Two results backed together (HT/FT, result and total). */
      pair: '{{first}} / {{second}}',
    },
    /** The two sides where team names would not fit (the HT/FT column of the odds table). */
    side: { home: 'Tuan rumah', away: 'Tamu' },
    /** Child lines of a match (their label in the feed). */
    child: { corners: 'Tendangan sudut', bookings: 'Kartu' },
    onChild: '{{market}} {{child}}',
    event: {
      race: 'Balapan {{number}} · {{distance}} m',
      winner: '{{league}}: juara',
      fight: 'Pertarungan {{number}}',
    },
  },
};
export default id;
