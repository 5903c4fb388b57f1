import type { MiniGamesMessages } from './en';
import { SLOT_SYMBOL_NAMES } from '@shared/games/slot-symbol-names';

const jp: MiniGamesMessages = {
  miniGames: {
    open: 'ミニゲーム',
    title: 'ミニゲーム',
    close: 'ミニゲームを閉じる',
    casino: 'ミニカジノ',
    slots: 'ミニスロット',
    titles: 'ゲームを選択',
    balance: '残高：{{amount}}',
    stake: '賭け金',
    stakeInvalid: '{{min}}～{{max}}の賭け金を小数点以下2桁までで入力してください。',
    deal: '配る',
    roll: 'サイコロを振る',
    spin: 'スピン',
    betOn: '賭け先',
    rtp: 'プレイヤー還元率：{{rtp}}%',
    won: '{{amount}}の勝ちです。',
    lost: 'このラウンドは勝ちなしです。',
    push: '賭け金{{amount}}が返却されます。',
    dice: 'サイコロ {{dice}}、合計 {{total}}',
    triple: 'ゾロ目：大・小ともに負け',
    reels: 'リール',
    line: '中央ライン：{{symbols}}',
    paytable:
      '中央ラインの配当：7が3つで400倍、星80倍、ベル30倍、レモン20倍、チェリー15倍。左からチェリー2つで4倍、1つで2倍。',
    player: 'プレイヤー {{total}}',
    banker: 'バンカー {{total}}',
    result: '前回のラウンド',
    sides: {
      player: 'プレイヤー',
      banker: 'バンカー',
      tie: 'タイ',
      big: '大',
      small: '小',
    },
    pays: {
      player: '1:1の配当',
      banker: '1:1の配当（5%手数料）',
      tie: '8:1の配当',
      big: '11～17、1:1の配当',
      small: '4～10、1:1の配当',
    },
    winner: {
      player: 'プレイヤーの勝ち',
      banker: 'バンカーの勝ち',
      tie: 'タイ',
    },
    symbols: SLOT_SYMBOL_NAMES.jp,
    kind: {
      baccarat: 'ミニバカラ',
      dice: 'ミニシックボー',
      slot: 'ミニスロット',
    },
  },
};

export default jp;
