import type { TicketMessages } from './en';

const cn: TicketMessages = {
  ticket: {
    title: '投注单',
    copy: '副本',
    terminal: '终端',
    ref: '单号',
    time: '时间',
    type: '投注类型',
    odds: '赔率',
    stake: '投注额',
    potentialPayout: '可赢派彩',
    payout: '派彩',
    status: '状态',
    qrLabel: '单号 {{ref}} 的二维码',
    print: '打印投注单',
    reprint: '重新打印',
    reprintOf: '重新打印投注单 {{ref}}',
    printOf: '打印投注单 {{ref}}',
    close: '关闭',
    preview: '投注单 {{ref}}',
    printed: '投注单 {{ref}} 已打印。',
    noPrinter: '找不到小票打印机，请联系工作人员。',
    failed: '投注单无法打印，请重试或联系工作人员。',
    cancelled: '打印已取消。',
    keep: '请保留此投注单以领取奖金。',
    check: {
      title: '查询投注单',
      label: '单号',
      hint: '输入或扫描投注单上的单号，然后按回车键。',
      submit: '查询',
      required: '请输入单号。',
      invalid: '单号只能包含字母、数字、- 和 _（最多 40 个）。',
      notFound: '您的投注中没有此单号。',
      result: '投注单 {{ref}}',
    },
  },
};

export default cn;
