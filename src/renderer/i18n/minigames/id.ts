import type { MiniGamesMessages } from './en';
import { SLOT_SYMBOL_NAMES } from '@shared/games/slot-symbol-names';

const id: MiniGamesMessages = {
  miniGames: {
    open: 'Game mini',
    title: 'Game mini',
    close: 'Tutup game mini',
    casino: 'Kasino mini',
    slots: 'Slot mini',
    titles: 'Pilih game',
    balance: 'Saldo: {{amount}}',
    stake: 'Taruhan',
    stakeInvalid: 'Masukkan taruhan dari {{min}} sampai {{max}}, paling banyak dua desimal.',
    deal: 'Bagikan',
    roll: 'Lempar dadu',
    spin: 'Putar',
    betOn: 'Pasang pada',
    rtp: 'Pengembalian ke pemain: {{rtp}}%',
    won: 'Anda menang {{amount}}.',
    lost: 'Tidak menang di ronde ini.',
    push: 'Taruhan Anda sebesar {{amount}} dikembalikan.',
    dice: 'Dadu {{dice}}, total {{total}}',
    triple: 'Triple: Besar dan Kecil sama-sama kalah',
    reels: 'Gulungan',
    line: 'Garis tengah: {{symbols}}',
    paytable:
      'Garis tengah membayar: tiga tujuh 400×, bintang 80×, lonceng 30×, jeruk lemon 20×, ceri 15×; dua ceri dari kiri 4×, satu ceri 2×.',
    player: 'Pemain {{total}}',
    banker: 'Bandar {{total}}',
    result: 'Ronde terakhir',
    sides: {
      player: 'Pemain',
      banker: 'Bandar',
      tie: 'Seri',
      big: 'Besar',
      small: 'Kecil',
    },
    pays: {
      player: 'bayar 1:1',
      banker: 'bayar 1:1 dikurangi 5%',
      tie: 'bayar 8:1',
      big: '11 sampai 17, bayar 1:1',
      small: '4 sampai 10, bayar 1:1',
    },
    winner: {
      player: 'Pemain menang',
      banker: 'Bandar menang',
      tie: 'Seri',
    },
    symbols: SLOT_SYMBOL_NAMES.id,
    kind: {
      baccarat: 'Baccarat mini',
      dice: 'Sic bo mini',
      slot: 'Slot mini',
    },
  },
};

export default id;
