// The slot symbols' names in each language. The mini slots panel and the provider's slot pages show the same reels,
// so a player reads one word for a symbol wherever a slot is played.
import type { Locale } from '../languages';
import type { SlotSymbol } from './slot';

export const SLOT_SYMBOL_NAMES: Readonly<Record<Locale, Readonly<Record<SlotSymbol, string>>>> = {
  en: {
    seven: 'Seven',
    star: 'Star',
    bell: 'Bell',
    lemon: 'Lemon',
    cherry: 'Cherry',
    blank: 'Blank',
  },
  cn: {
    seven: '七',
    star: '星',
    bell: '铃铛',
    lemon: '柠檬',
    cherry: '樱桃',
    blank: '空白',
  },
  km: {
    seven: 'ប្រាំពីរ',
    star: 'ផ្កាយ',
    bell: 'កណ្តឹង',
    lemon: 'ក្រូចឆ្មា',
    cherry: 'ឆឺរី',
    blank: 'ទទេ',
  },
  my: {
    seven: 'ခုနစ်',
    star: 'ကြယ်',
    bell: 'ခေါင်းလောင်း',
    lemon: 'သံပရာ',
    cherry: 'ချယ်ရီ',
    blank: 'ဗလာ',
  },
  id: {
    seven: 'Tujuh',
    star: 'Bintang',
    bell: 'Lonceng',
    lemon: 'Jeruk lemon',
    cherry: 'Ceri',
    blank: 'Kosong',
  },
  jp: {
    seven: 'セブン',
    star: '星',
    bell: 'ベル',
    lemon: 'レモン',
    cherry: 'チェリー',
    blank: '空白',
  },
  kr: {
    seven: '세븐',
    star: '별',
    bell: '종',
    lemon: '레몬',
    cherry: '체리',
    blank: '빈칸',
  },
  th: {
    seven: 'เลขเจ็ด',
    star: 'ดาว',
    bell: 'กระดิ่ง',
    lemon: 'มะนาว',
    cherry: 'เชอร์รี่',
    blank: 'ช่องว่าง',
  },
  vi: {
    seven: 'Số bảy',
    star: 'Ngôi sao',
    bell: 'Chuông',
    lemon: 'Chanh',
    cherry: 'Anh đào',
    blank: 'Ô trống',
  },
};
