import type { TicketMessages } from './en';

const jp: TicketMessages = {
  ticket: {
    title: 'ベットチケット',
    copy: '控え',
    terminal: '端末',
    ref: '参照番号',
    time: '日時',
    type: 'ベットの種類',
    odds: 'オッズ',
    stake: 'ベット額',
    potentialPayout: '払戻予定額',
    payout: '払戻金',
    status: '状態',
    qrLabel: '参照番号 {{ref}} の QR コード',
    print: 'チケットを印刷',
    reprint: '再印刷',
    reprintOf: '再印刷 {{ref}}',
    printOf: 'チケットを印刷 {{ref}}',
    close: '閉じる',
    preview: 'チケット {{ref}}',
    printed: 'チケット {{ref}} を印刷しました。',
    noPrinter: 'レシートプリンターが見つかりません。スタッフにお問い合わせください。',
    failed: 'チケットを印刷できませんでした。もう一度お試しいただくか、スタッフにお問い合わせください。',
    cancelled: '印刷は取り消されました。',
    keep: '払戻金の受け取りにはこのチケットが必要です。大切に保管してください。',
    check: {
      title: 'チケット照会',
      label: '参照番号',
      hint: 'チケットに印刷された参照番号を入力またはスキャンし、Enter を押してください。',
      submit: '照会',
      required: '参照番号を入力してください。',
      invalid: '参照番号に使えるのは英字、数字、- と _ だけです（40 文字まで）。',
      notFound: 'この参照番号のベットはありません。',
      result: 'チケット {{ref}}',
    },
  },
};

export default jp;
