import type { TicketMessages } from './en';

const tw: TicketMessages = {
  ticket: {
    title: "投注單",
    copy: "副本",
    terminal: "終端",
    ref: "單號",
    time: "時間",
    type: "投注類型",
    odds: "賠率",
    stake: "投注額",
    potentialPayout: "可贏派彩",
    payout: "派彩",
    status: "狀態",
    qrLabel: "單號 {{ref}} 的二維碼",
    print: "列印投注單",
    reprint: "重新列印",
    reprintOf: "重新列印投注單 {{ref}}",
    printOf: "列印投注單 {{ref}}",
    close: "關閉",
    preview: "投注單 {{ref}}",
    printed: "投注單 {{ref}} 已列印。",
    noPrinter: "找不到收據印表機，請聯絡工作人員。",
    failed: "投注單無法列印，請重試或聯絡工作人員。",
    cancelled: "列印已取消。",
    keep: "請保留此投注單以領取獎金。",
    check: {
      title: "查詢投注單",
      label: "單號",
      hint: "輸入或掃描投注單上的單號，然後按 Enter 鍵。",
      submit: "查詢",
      required: "請輸入單號。",
      invalid: "單號只能包含字母、數字、- 和 _（最多 40 個）。",
      notFound: "您的投注中沒有此單號。",
      result: "投注單 {{ref}}",
    },
  },
};

export default tw;
