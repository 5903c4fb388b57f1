import type { MiniGamesMessages } from './en';
import { SLOT_SYMBOL_NAMES } from '@shared/games/slot-symbol-names';

const kr: MiniGamesMessages = {
  miniGames: {
    open: '미니 게임',
    title: '미니 게임',
    close: '미니 게임 닫기',
    casino: '미니 카지노',
    slots: '미니 슬롯',
    titles: '게임 선택',
    balance: '잔액: {{amount}}',
    stake: '베팅 금액',
    stakeInvalid: '{{min}}부터 {{max}}까지, 소수점 둘째 자리까지 베팅 금액을 입력하세요.',
    deal: '딜',
    roll: '주사위 굴리기',
    spin: '스핀',
    betOn: '베팅 대상',
    rtp: '플레이어 환수율: {{rtp}}%',
    won: '{{amount}} 당첨되었습니다.',
    lost: '이번 라운드는 당첨이 없습니다.',
    push: '베팅 금액 {{amount}}이(가) 반환됩니다.',
    dice: '주사위 {{dice}}, 합계 {{total}}',
    triple: '트리플: 대와 소 모두 패배',
    reels: '릴',
    line: '가운데 줄: {{symbols}}',
    paytable:
      '가운데 줄 배당: 세븐 3개 400배, 별 80배, 종 30배, 레몬 20배, 체리 15배; 왼쪽부터 체리 2개 4배, 체리 1개 2배.',
    player: '플레이어 {{total}}',
    banker: '뱅커 {{total}}',
    result: '지난 라운드',
    sides: {
      player: '플레이어',
      banker: '뱅커',
      tie: '타이',
      big: '대',
      small: '소',
    },
    pays: {
      player: '1:1 배당',
      banker: '1:1 배당(5% 수수료)',
      tie: '8:1 배당',
      big: '11~17, 1:1 배당',
      small: '4~10, 1:1 배당',
    },
    winner: {
      player: '플레이어 승',
      banker: '뱅커 승',
      tie: '타이',
    },
    symbols: SLOT_SYMBOL_NAMES.kr,
    kind: {
      baccarat: '미니 바카라',
      dice: '미니 식보',
      slot: '미니 슬롯',
    },
  },
};

export default kr;
