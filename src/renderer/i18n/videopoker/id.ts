import type { VideoPokerMessages } from './en';

const id: VideoPokerMessages = {
  videoPoker: {
    title: 'Poker video',
    paytable: 'Tabel pembayaran (kembali per unit taruhan)',
    rtp: 'Pengembalian ke pemain dengan tahanan terbaik: {{rtp}}%',
    cards: 'Kartu Anda',
    card: '{{rank}} {{suit}}',
    suits: { '0': 'sekop', '1': 'hati', '2': 'wajik', '3': 'keriting' },
    held: 'Ditahan',
    holdHint: 'Pilih kartu yang ditahan, lalu tukar.',
    draw: 'Tukar kartu',
    deal: 'Bagikan',
    stakeLabel: 'Taruhan (unit bulat)',
    stakeProblem: 'Masukkan taruhan dalam unit bulat dari 1 sampai 1.000.',
    won: '{{hand}}: Anda menang {{amount}}',
    noWin: 'Tidak ada kombinasi menang kali ini.',
    seed: 'Benih dek',
    hands: {
      royal_flush: 'Seri warna tertinggi',
      straight_flush: 'Seri warna sama',
      four_of_a_kind: 'Empat sejenis',
      full_house: 'Rumah penuh',
      flush: 'Warna sama',
      straight: 'Seri',
      three_of_a_kind: 'Tiga sejenis',
      two_pair: 'Dua pasang',
      jacks_or_better: 'Pasangan jack ke atas',
    },
  },
};

export default id;
