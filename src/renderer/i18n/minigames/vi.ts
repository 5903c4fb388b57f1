import type { MiniGamesMessages } from './en';
import { SLOT_SYMBOL_NAMES } from '@shared/games/slot-symbol-names';

const vi: MiniGamesMessages = {
  miniGames: {
    open: 'Trò chơi mini',
    title: 'Trò chơi mini',
    close: 'Đóng trò chơi mini',
    casino: 'Casino mini',
    slots: 'Slot mini',
    titles: 'Chọn trò chơi',
    balance: 'Số dư: {{amount}}',
    stake: 'Tiền cược',
    stakeInvalid: 'Nhập tiền cược từ {{min}} đến {{max}}, tối đa hai chữ số thập phân.',
    deal: 'Chia bài',
    roll: 'Tung xúc xắc',
    spin: 'Quay',
    betOn: 'Cược vào',
    rtp: 'Tỷ lệ hoàn trả: {{rtp}}%',
    won: 'Bạn thắng {{amount}}.',
    lost: 'Ván này không thắng.',
    push: 'Hoàn lại tiền cược {{amount}} của bạn.',
    dice: 'Xúc xắc {{dice}}, tổng {{total}}',
    triple: 'Bộ ba: Tài và Xỉu đều thua',
    reels: 'Cuộn',
    line: 'Hàng giữa: {{symbols}}',
    paytable:
      'Hàng giữa trả: ba số bảy 400×, ngôi sao 80×, chuông 30×, chanh 20×, anh đào 15×; hai anh đào từ trái 4×, một anh đào 2×.',
    player: 'Con {{total}}',
    banker: 'Cái {{total}}',
    result: 'Ván vừa chơi',
    sides: {
      player: 'Con',
      banker: 'Cái',
      tie: 'Hòa',
      big: 'Tài',
      small: 'Xỉu',
    },
    pays: {
      player: 'trả 1:1',
      banker: 'trả 1:1 trừ 5%',
      tie: 'trả 8:1',
      big: '11 đến 17, trả 1:1',
      small: '4 đến 10, trả 1:1',
    },
    winner: {
      player: 'Con thắng',
      banker: 'Cái thắng',
      tie: 'Hòa',
    },
    symbols: SLOT_SYMBOL_NAMES.vi,
    kind: {
      baccarat: 'Baccarat mini',
      dice: 'Sic bo mini',
      slot: 'Slot mini',
    },
  },
};

export default vi;
