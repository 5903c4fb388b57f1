import type { MiniGamesMessages } from './en';
import { SLOT_SYMBOL_NAMES } from '@shared/games/slot-symbol-names';

const th: MiniGamesMessages = {
  miniGames: {
    open: 'มินิเกม',
    title: 'มินิเกม',
    close: 'ปิดมินิเกม',
    casino: 'มินิคาสิโน',
    slots: 'มินิสล็อต',
    titles: 'เลือกเกม',
    balance: 'ยอดเงิน: {{amount}}',
    stake: 'เงินเดิมพัน',
    stakeInvalid: 'กรอกเงินเดิมพันตั้งแต่ {{min}} ถึง {{max}} ทศนิยมไม่เกินสองตำแหน่ง',
    deal: 'แจกไพ่',
    roll: 'ทอยลูกเต๋า',
    spin: 'หมุน',
    betOn: 'แทงฝั่ง',
    rtp: 'อัตราคืนผู้เล่น: {{rtp}}%',
    won: 'คุณชนะ {{amount}}',
    lost: 'รอบนี้ไม่ชนะ',
    push: 'คืนเงินเดิมพัน {{amount}} ของคุณ',
    dice: 'ลูกเต๋า {{dice}} รวม {{total}}',
    triple: 'ตองเหมือน: สูงและต่ำเสียทั้งคู่',
    reels: 'วงล้อ',
    line: 'เส้นกลาง: {{symbols}}',
    paytable:
      'เส้นกลางจ่าย: เลขเจ็ดสามตัว 400 เท่า ดาว 80 เท่า กระดิ่ง 30 เท่า มะนาว 20 เท่า เชอร์รี่ 15 เท่า; เชอร์รี่สองตัวจากซ้าย 4 เท่า เชอร์รี่หนึ่งตัว 2 เท่า',
    player: 'ผู้เล่น {{total}}',
    banker: 'เจ้ามือ {{total}}',
    result: 'รอบล่าสุด',
    sides: {
      player: 'ผู้เล่น',
      banker: 'เจ้ามือ',
      tie: 'เสมอ',
      big: 'สูง',
      small: 'ต่ำ',
    },
    pays: {
      player: 'จ่าย 1:1',
      banker: 'จ่าย 1:1 หัก 5%',
      tie: 'จ่าย 8:1',
      big: '11 ถึง 17 จ่าย 1:1',
      small: '4 ถึง 10 จ่าย 1:1',
    },
    winner: {
      player: 'ผู้เล่นชนะ',
      banker: 'เจ้ามือชนะ',
      tie: 'เสมอ',
    },
    symbols: SLOT_SYMBOL_NAMES.th,
    kind: {
      baccarat: 'มินิบาคาร่า',
      dice: 'มินิไฮโล',
      slot: 'มินิสล็อต',
    },
  },
};

export default th;
