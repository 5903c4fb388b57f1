import type { VideoPokerMessages } from './en';

const my: VideoPokerMessages = {
  videoPoker: {
    title: 'ဗီဒီယို ပိုကာ',
    paytable: 'ပေးချေမှုဇယား (လောင်းကြေး တစ်ယူနစ်လျှင် ပြန်ရငွေ)',
    rtp: 'အကောင်းဆုံး ကတ်ထိန်းနည်းဖြင့် ကစားသူထံ ပြန်ပေးနှုန်း {{rtp}}%',
    cards: 'သင့်ကတ်များ',
    card: '{{suit}} {{rank}}',
    suits: { '0': 'စပိတ်', '1': 'ဟတ်', '2': 'ဒိုင်မွန်', '3': 'ကလပ်' },
    held: 'ထိန်းထားသည်',
    holdHint: 'ထိန်းထားမည့် ကတ်များကို ရွေးပြီး ကတ်အသစ် ဆွဲပါ။',
    draw: 'ကတ်ဆွဲမည်',
    deal: 'ကတ်ဝေမည်',
    stakeLabel: 'လောင်းကြေး (ယူနစ် အပြည့်)',
    stakeProblem: '1 မှ 1,000 အတွင်း ယူနစ်အပြည့် လောင်းကြေး ထည့်ပါ။',
    won: '{{hand}}၊ သင် {{amount}} နိုင်သည်',
    noWin: 'ဤတစ်ကြိမ် နိုင်သောလက် မရှိပါ။',
    seed: 'ကတ်ထုပ် မျိုးစေ့',
    hands: {
      royal_flush: 'ရွိုင်ရယ် ဖလပ်ရှ်',
      straight_flush: 'စထရိတ် ဖလပ်ရှ်',
      four_of_a_kind: 'လေးကောင်တူ',
      full_house: 'ဖူးလ်ဟောက်စ်',
      flush: 'ဖလပ်ရှ်',
      straight: 'စထရိတ်',
      three_of_a_kind: 'သုံးကောင်တူ',
      two_pair: 'နှစ်တွဲ',
      jacks_or_better: 'ဂျက် သို့မဟုတ် အထက် တစ်တွဲ',
    },
  },
};

export default my;
