import type { MiniGamesMessages } from './en';
import { SLOT_SYMBOL_NAMES } from '@shared/games/slot-symbol-names';

const cn: MiniGamesMessages = {
  miniGames: {
    open: '迷你游戏',
    title: '迷你游戏',
    close: '关闭迷你游戏',
    casino: '迷你娱乐场',
    slots: '迷你老虎机',
    titles: '选择游戏',
    balance: '余额：{{amount}}',
    stake: '投注额',
    stakeInvalid: '请输入 {{min}} 至 {{max}} 之间的投注额，最多两位小数。',
    deal: '发牌',
    roll: '掷骰',
    spin: '旋转',
    betOn: '投注',
    rtp: '玩家回报率：{{rtp}}%',
    won: '您赢得 {{amount}}。',
    lost: '本局未中奖。',
    push: '退还您的投注额 {{amount}}。',
    dice: '骰子 {{dice}}，总点数 {{total}}',
    triple: '围骰：大和小皆输',
    reels: '转轴',
    line: '中线：{{symbols}}',
    paytable:
      '中线赔付：三个七 400 倍，星 80 倍，铃铛 30 倍，柠檬 20 倍，樱桃 15 倍；左起两个樱桃 4 倍，一个樱桃 2 倍。',
    player: '闲 {{total}}',
    banker: '庄 {{total}}',
    result: '上一局',
    sides: {
      player: '闲',
      banker: '庄',
      tie: '和',
      big: '大',
      small: '小',
    },
    pays: {
      player: '1 赔 1',
      banker: '1 赔 1，扣 5%',
      tie: '1 赔 8',
      big: '11 至 17，1 赔 1',
      small: '4 至 10，1 赔 1',
    },
    winner: {
      player: '闲赢',
      banker: '庄赢',
      tie: '和局',
    },
    symbols: SLOT_SYMBOL_NAMES.cn,
    kind: {
      baccarat: '迷你百家乐',
      dice: '迷你骰宝',
      slot: '迷你老虎机',
    },
  },
};

export default cn;
