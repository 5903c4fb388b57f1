import type { VideoPokerMessages } from './en';

const cn: VideoPokerMessages = {
  videoPoker: {
    title: '视频扑克',
    paytable: '赔付表（每单位投注的返还）',
    rtp: '最佳保留策略下的返还率：{{rtp}}%',
    cards: '你的牌',
    card: '{{suit}} {{rank}}',
    suits: { '0': '黑桃', '1': '红心', '2': '方块', '3': '梅花' },
    held: '保留',
    holdHint: '选择要保留的牌，然后换牌。',
    draw: '换牌',
    deal: '发牌',
    stakeLabel: '投注额（整数单位）',
    stakeProblem: '请输入 1 至 1,000 的整数投注额。',
    won: '{{hand}}：赢得 {{amount}}',
    noWin: '本局没有中奖牌型。',
    seed: '牌组种子',
    hands: {
      royal_flush: '皇家同花顺',
      straight_flush: '同花顺',
      four_of_a_kind: '四条',
      full_house: '葫芦',
      flush: '同花',
      straight: '顺子',
      three_of_a_kind: '三条',
      two_pair: '两对',
      jacks_or_better: 'J 或以上对子',
    },
  },
};

export default cn;
