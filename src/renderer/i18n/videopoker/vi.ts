import type { VideoPokerMessages } from './en';

const vi: VideoPokerMessages = {
  videoPoker: {
    title: 'Poker điện tử',
    paytable: 'Bảng trả thưởng (hoàn trả trên mỗi đơn vị cược)',
    rtp: 'Tỷ lệ hoàn trả khi giữ bài tối ưu: {{rtp}}%',
    cards: 'Bài của bạn',
    card: '{{rank}} {{suit}}',
    suits: { '0': 'bích', '1': 'cơ', '2': 'rô', '3': 'chuồn' },
    held: 'Đã giữ',
    holdHint: 'Chọn các lá muốn giữ rồi rút bài.',
    draw: 'Rút bài',
    deal: 'Chia bài',
    stakeLabel: 'Tiền cược (đơn vị chẵn)',
    stakeProblem: 'Hãy nhập tiền cược chẵn đơn vị từ 1 đến 1.000.',
    won: '{{hand}}: bạn thắng {{amount}}',
    noWin: 'Ván này không có tay bài thắng.',
    seed: 'Hạt giống bộ bài',
    hands: {
      royal_flush: 'Thùng phá sảnh lớn',
      straight_flush: 'Thùng phá sảnh',
      four_of_a_kind: 'Tứ quý',
      full_house: 'Cù lũ',
      flush: 'Thùng',
      straight: 'Sảnh',
      three_of_a_kind: 'Sám cô',
      two_pair: 'Hai đôi',
      jacks_or_better: 'Đôi J trở lên',
    },
  },
};

export default vi;
