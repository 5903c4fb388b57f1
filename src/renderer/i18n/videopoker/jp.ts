import type { VideoPokerMessages } from './en';

const jp: VideoPokerMessages = {
  videoPoker: {
    title: 'ビデオポーカー',
    paytable: '配当表（1 単位あたりの払戻）',
    rtp: '最善のホールドでの還元率：{{rtp}}%',
    cards: 'あなたのカード',
    card: '{{suit}}の{{rank}}',
    suits: { '0': 'スペード', '1': 'ハート', '2': 'ダイヤ', '3': 'クラブ' },
    held: 'ホールド',
    holdHint: '残すカードを選んでからドローしてください。',
    draw: 'ドロー',
    deal: 'ディール',
    stakeLabel: 'ベット額（整数単位）',
    stakeProblem: 'ベット額は 1〜1,000 の整数単位で入力してください。',
    won: '{{hand}}：{{amount}} の勝ち',
    noWin: '今回は役がありません。',
    seed: 'デッキのシード',
    hands: {
      royal_flush: 'ロイヤルフラッシュ',
      straight_flush: 'ストレートフラッシュ',
      four_of_a_kind: 'フォーカード',
      full_house: 'フルハウス',
      flush: 'フラッシュ',
      straight: 'ストレート',
      three_of_a_kind: 'スリーカード',
      two_pair: 'ツーペア',
      jacks_or_better: 'ジャック以上のワンペア',
    },
  },
};

export default jp;
