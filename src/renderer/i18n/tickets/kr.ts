import type { TicketMessages } from './en';

const kr: TicketMessages = {
  ticket: {
    title: '베팅 티켓',
    copy: '사본',
    terminal: '단말기',
    ref: '참조 번호',
    time: '시간',
    type: '베팅 유형',
    odds: '배당',
    stake: '베팅액',
    potentialPayout: '예상 지급액',
    payout: '지급액',
    status: '상태',
    qrLabel: '참조 번호 {{ref}}의 QR 코드',
    print: '티켓 인쇄',
    reprint: '다시 인쇄',
    reprintOf: '다시 인쇄 {{ref}}',
    printOf: '티켓 인쇄 {{ref}}',
    close: '닫기',
    preview: '티켓 {{ref}}',
    printed: '티켓 {{ref}}을(를) 인쇄했습니다.',
    noPrinter: '영수증 프린터를 찾을 수 없습니다. 직원에게 도움을 요청하세요.',
    failed: '티켓을 인쇄하지 못했습니다. 다시 시도하거나 직원에게 문의하세요.',
    cancelled: '인쇄가 취소되었습니다.',
    keep: '당첨금을 받으려면 이 티켓을 보관하세요.',
    check: {
      title: '티켓 확인',
      label: '참조 번호',
      hint: '티켓에 인쇄된 참조 번호를 입력하거나 스캔한 뒤 Enter 키를 누르세요.',
      submit: '확인',
      required: '참조 번호를 입력하세요.',
      invalid: '참조 번호에는 영문자, 숫자, - 와 _ 만 쓸 수 있습니다(최대 40자).',
      notFound: '이 참조 번호의 베팅이 없습니다.',
      result: '티켓 {{ref}}',
    },
  },
};

export default kr;
