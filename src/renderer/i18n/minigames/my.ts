import type { MiniGamesMessages } from './en';
import { SLOT_SYMBOL_NAMES } from '@shared/games/slot-symbol-names';

const my: MiniGamesMessages = {
  miniGames: {
    open: 'မီနီဂိမ်းများ',
    title: 'မီနီဂိမ်းများ',
    close: 'မီနီဂိမ်းများ ပိတ်မည်',
    casino: 'မီနီ ကာစီနို',
    slots: 'မီနီ စလော့',
    titles: 'ဂိမ်း ရွေးပါ',
    balance: 'လက်ကျန်ငွေ- {{amount}}',
    stake: 'လောင်းကြေး',
    stakeInvalid: '{{min}} မှ {{max}} အတွင်း ဒဿမ နှစ်နေရာအထိ လောင်းကြေး ထည့်ပါ။',
    deal: 'ကတ်ဝေမည်',
    roll: 'အန်စာလှိမ့်မည်',
    spin: 'လှည့်မည်',
    betOn: 'လောင်းမည့်ဘက်',
    rtp: 'ကစားသူထံ ပြန်ပေးနှုန်း- {{rtp}}%',
    won: 'သင် {{amount}} နိုင်သည်။',
    lost: 'ဤအကြိမ် မနိုင်ပါ။',
    push: 'သင့်လောင်းကြေး {{amount}} ကို ပြန်ပေးသည်။',
    dice: 'အန်စာ {{dice}}၊ စုစုပေါင်း {{total}}',
    triple: 'သုံးလုံးတူ- ကြီးနှင့် သေး နှစ်ဖက်လုံး ရှုံးသည်',
    reels: 'ရီးလ်များ',
    line: 'အလယ်တန်း- {{symbols}}',
    paytable:
      'အလယ်တန်း ပေးချေမှု- ခုနစ် သုံးလုံး 400×၊ ကြယ် 80×၊ ခေါင်းလောင်း 30×၊ သံပရာ 20×၊ ချယ်ရီ 15×၊ ဘယ်ဘက်မှ ချယ်ရီ နှစ်လုံး 4×၊ ချယ်ရီ တစ်လုံး 2×။',
    player: 'ကစားသူ {{total}}',
    banker: 'ဘဏ်ကိုင် {{total}}',
    result: 'နောက်ဆုံးအကြိမ်',
    sides: {
      player: 'ကစားသူ',
      banker: 'ဘဏ်ကိုင်',
      tie: 'သရေ',
      big: 'ကြီး',
      small: 'သေး',
    },
    pays: {
      player: '1:1 ပေးသည်',
      banker: '1:1 ပေးသည် (5% နုတ်)',
      tie: '8:1 ပေးသည်',
      big: '11 မှ 17၊ 1:1 ပေးသည်',
      small: '4 မှ 10၊ 1:1 ပေးသည်',
    },
    winner: {
      player: 'ကစားသူ နိုင်သည်',
      banker: 'ဘဏ်ကိုင် နိုင်သည်',
      tie: 'သရေ',
    },
    symbols: SLOT_SYMBOL_NAMES.my,
    kind: {
      baccarat: 'မီနီ ဘာကာရက်',
      dice: 'မီနီ ဆစ်ဘို',
      slot: 'မီနီ စလော့',
    },
  },
};

export default my;
