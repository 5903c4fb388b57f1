import type { VideoPokerMessages } from './en';

const th: VideoPokerMessages = {
  videoPoker: {
    title: 'วิดีโอโป๊กเกอร์',
    paytable: 'ตารางจ่าย (เงินคืนต่อหนึ่งหน่วยเดิมพัน)',
    rtp: 'อัตราคืนผู้เล่นเมื่อเก็บไพ่ดีที่สุด {{rtp}}%',
    cards: 'ไพ่ของคุณ',
    card: '{{rank}} {{suit}}',
    suits: { '0': 'โพดำ', '1': 'โพแดง', '2': 'ข้าวหลามตัด', '3': 'ดอกจิก' },
    held: 'เก็บไว้',
    holdHint: 'เลือกไพ่ที่จะเก็บ แล้วจั่วใหม่',
    draw: 'จั่วไพ่',
    deal: 'แจกไพ่',
    stakeLabel: 'เงินเดิมพัน (หน่วยเต็ม)',
    stakeProblem: 'ใส่เงินเดิมพันเป็นหน่วยเต็มตั้งแต่ 1 ถึง 1,000',
    won: '{{hand}} คุณชนะ {{amount}}',
    noWin: 'รอบนี้ไม่มีไพ่ที่ชนะ',
    seed: 'ค่าตั้งต้นของสำรับ',
    hands: {
      royal_flush: 'รอยัลฟลัช',
      straight_flush: 'สเตรทฟลัช',
      four_of_a_kind: 'โฟร์การ์ด',
      full_house: 'ฟูลเฮาส์',
      flush: 'ฟลัช',
      straight: 'สเตรท',
      three_of_a_kind: 'ตอง',
      two_pair: 'สองคู่',
      jacks_or_better: 'คู่แจ็คขึ้นไป',
    },
  },
};

export default th;
