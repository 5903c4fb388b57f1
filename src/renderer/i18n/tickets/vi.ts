import type { TicketMessages } from './en';

const vi: TicketMessages = {
  ticket: {
    title: 'Vé cược',
    copy: 'BẢN SAO',
    terminal: 'Máy',
    ref: 'Số tham chiếu',
    time: 'Thời gian',
    type: 'Loại cược',
    odds: 'Tỷ lệ',
    stake: 'Tiền cược',
    potentialPayout: 'Tiền thắng dự kiến',
    payout: 'Tiền trả',
    status: 'Trạng thái',
    qrLabel: 'Mã QR của số tham chiếu {{ref}}',
    print: 'In vé',
    reprint: 'In lại',
    reprintOf: 'In lại vé {{ref}}',
    printOf: 'In vé {{ref}}',
    close: 'Đóng',
    preview: 'Vé {{ref}}',
    printed: 'Đã in vé {{ref}}.',
    noPrinter: 'Không tìm thấy máy in hóa đơn. Vui lòng nhờ nhân viên hỗ trợ.',
    failed: 'Không in được vé. Vui lòng thử lại hoặc hỏi nhân viên.',
    cancelled: 'Đã hủy in.',
    keep: 'Vui lòng giữ vé này để nhận tiền thắng.',
    check: {
      title: 'Kiểm tra vé',
      label: 'Số tham chiếu',
      hint: 'Nhập hoặc quét số tham chiếu in trên vé, rồi nhấn Enter.',
      submit: 'Kiểm tra',
      required: 'Vui lòng nhập số tham chiếu.',
      invalid: 'Số tham chiếu chỉ gồm chữ cái, chữ số, - và _ (tối đa 40).',
      notFound: 'Không có cược nào của bạn có số tham chiếu này.',
      result: 'Vé {{ref}}',
    },
  },
};

export default vi;
