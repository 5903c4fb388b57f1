import type { TicketMessages } from './en';

const th: TicketMessages = {
  ticket: {
    title: 'ตั๋วเดิมพัน',
    copy: 'สำเนา',
    terminal: 'เครื่อง',
    ref: 'เลขอ้างอิง',
    time: 'เวลา',
    type: 'ประเภทการเดิมพัน',
    odds: 'ราคา',
    stake: 'ยอดเดิมพัน',
    potentialPayout: 'เงินรางวัลที่อาจได้รับ',
    payout: 'เงินรางวัล',
    status: 'สถานะ',
    qrLabel: 'คิวอาร์โค้ดของเลขอ้างอิง {{ref}}',
    print: 'พิมพ์ตั๋ว',
    reprint: 'พิมพ์ซ้ำ',
    reprintOf: 'พิมพ์ซ้ำ ตั๋ว {{ref}}',
    printOf: 'พิมพ์ตั๋ว {{ref}}',
    close: 'ปิด',
    preview: 'ตั๋ว {{ref}}',
    printed: 'พิมพ์ตั๋ว {{ref}} แล้ว',
    noPrinter: 'ไม่พบเครื่องพิมพ์ใบเสร็จ โปรดขอความช่วยเหลือจากพนักงาน',
    failed: 'พิมพ์ตั๋วไม่ได้ โปรดลองอีกครั้งหรือสอบถามพนักงาน',
    cancelled: 'ยกเลิกการพิมพ์แล้ว',
    keep: 'โปรดเก็บตั๋วนี้ไว้เพื่อรับเงินรางวัล',
    check: {
      title: 'ตรวจสอบตั๋ว',
      label: 'เลขอ้างอิง',
      hint: 'พิมพ์หรือสแกนเลขอ้างอิงบนตั๋ว แล้วกด Enter',
      submit: 'ตรวจสอบ',
      required: 'โปรดใส่เลขอ้างอิง',
      invalid: 'เลขอ้างอิงมีได้เฉพาะตัวอักษร ตัวเลข - และ _ (ไม่เกิน 40 ตัว)',
      notFound: 'ไม่มีการเดิมพันของคุณที่ใช้เลขอ้างอิงนี้',
      result: 'ตั๋ว {{ref}}',
    },
  },
};

export default th;
