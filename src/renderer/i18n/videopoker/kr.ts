import type { VideoPokerMessages } from './en';

const kr: VideoPokerMessages = {
  videoPoker: {
    title: '비디오 포커',
    paytable: '배당표(베팅 1단위당 지급)',
    rtp: '최선의 홀드 시 환수율: {{rtp}}%',
    cards: '내 카드',
    card: '{{suit}} {{rank}}',
    suits: { '0': '스페이드', '1': '하트', '2': '다이아몬드', '3': '클로버' },
    held: '홀드',
    holdHint: '남길 카드를 고른 뒤 드로하세요.',
    draw: '드로',
    deal: '딜',
    stakeLabel: '베팅액(정수 단위)',
    stakeProblem: '베팅액을 1에서 1,000 사이의 정수 단위로 입력하세요.',
    won: '{{hand}}: {{amount}} 당첨',
    noWin: '이번에는 당첨 족보가 없습니다.',
    seed: '덱 시드',
    hands: {
      royal_flush: '로열 플러시',
      straight_flush: '스트레이트 플러시',
      four_of_a_kind: '포카드',
      full_house: '풀하우스',
      flush: '플러시',
      straight: '스트레이트',
      three_of_a_kind: '트리플',
      two_pair: '투페어',
      jacks_or_better: '잭 이상 원페어',
    },
  },
};

export default kr;
