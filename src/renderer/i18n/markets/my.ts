import type { MarketMessages } from './en';

const my: MarketMessages = {
  markets: {
    name: {
      tw: 'တစ်ပိုင်းပိုင်း နိုင်မည်',
      cs: 'ဂိုးရလဒ် အတိအကျ',
      dc: 'နှစ်ခုရွေး',
      firstGoal: 'ပထမဆုံးဂိုး',
      lastGoal: 'နောက်ဆုံးဂိုး',
      htft: 'ပထမပိုင်း/ပွဲပြီး',
      tg: 'စုစုပေါင်းဂိုး',
      orz: 'စုစုပေါင်းဂိုး အပိုင်းအခြား',
      anb: 'ဧည့်သည်နိုင်လျှင် ပြန်အမ်း',
      bs: 'နှစ်သင်းလုံး ဂိုးသွင်းမည်',
      cl: 'ဂိုးမပေး',
      dnb: 'သရေဆိုလျှင် ပြန်အမ်း',
      hnb: 'အိမ်ရှင်နိုင်လျှင် ပြန်အမ်း',
      twtn: 'ဂိုးမပေးဘဲ နိုင်မည်',
      oehm: 'အိမ်ရှင်ဂိုး မ/စုံ',
      oeaw: 'ဧည့်သည်ဂိုး မ/စုံ',
      oxtou: 'နိုင်/သရေ/ရှုံး နှင့် ဂိုးပေါ်/ဂိုးအောက်',
      dcou: 'နှစ်ခုရွေး နှင့် ဂိုးပေါ်/ဂိုးအောက်',
      ouoe: 'ဂိုးပေါ်/ဂိုးအောက် နှင့် မ/စုံ',
      etg: 'အိမ်ရှင် ဂိုးအတိအကျ',
      ehtg: 'ပထမပိုင်း ဂိုးအတိအကျ',
      eatg: 'ဧည့်သည် ဂိုးအတိအကျ',
      wm: 'နိုင်ဂိုးကွာဟချက်',
      htftoe: 'ပထမပိုင်း/ပွဲပြီး မ/စုံ',
      cshtft: 'ပထမပိုင်း/ပွဲပြီး ဂိုးရလဒ် အတိအကျ',
      etghtft: 'ပထမပိုင်း/ပွဲပြီး ဂိုးအတိအကျ',
      outright: 'ချန်ပီယံ',
    },
    firstHalf: '{{market}} (ပထမပိုင်း)',
    /** A market on one team (clean sheet, win to nil, win either half). */
    forTeam: '{{market}}: {{team}}',
    /** A market and the choice backed in it, as the slip and the bet lists show a pick. */
    selection: '{{market}}: {{choice}}',
    choice: {
      yes: 'ဟုတ်',
      no: 'မဟုတ်',
      noGoal: 'ဂိုးမရှိ',
      otherScore: 'အခြားရလဒ်',
      orDraw: '{{team}} သို့မဟုတ် သရေ',
      drawOr: 'သရေ သို့မဟုတ် {{team}}',
      either: '{{home}} သို့မဟုတ် {{away}}',
      winBy: '{{team}} {{margin}} ဂိုးဖြင့် နိုင်',
      /** Two results backed together (HT/FT, result and total). */
      pair: '{{first}} / {{second}}',
    },
    /** The two sides where team names would not fit (the HT/FT column of the odds table). */
    side: { home: 'အိမ်ရှင်', away: 'ဧည့်သည်' },
    /** Child lines of a match (their label in the feed). */
    child: { corners: 'ထောင့်ကန်', bookings: 'ကတ်ပြား' },
    onChild: '{{child}} {{market}}',
    event: {
      race: 'ပြိုင်ပွဲ {{number}} · {{distance}} မီတာ',
      winner: '{{league}}- ချန်ပီယံ',
      fight: 'တိုက်ပွဲ {{number}}',
    },
  },
};
export default my;
