import type { MarketMessages } from './en';

const km: MarketMessages = {
  markets: {
    name: {
      tw: 'ឈ្នះតង់ណាមួយ',
      cs: 'ពិន្ទុត្រឹមត្រូវ',
      dc: 'ឱកាសពីរ',
      firstGoal: 'គ្រាប់ទីមួយ',
      lastGoal: 'គ្រាប់ចុងក្រោយ',
      htft: 'តង់ទីមួយ/ពេញម៉ោង',
      tg: 'គ្រាប់សរុប',
      orz: 'ចន្លោះគ្រាប់សរុប',
      anb: 'ភ្ញៀវឈ្នះបង្វិលសង',
      bs: 'ក្រុមទាំងពីររកគ្រាប់បាន',
      cl: 'មិនឲ្យបាល់ចូល',
      dnb: 'ស្មើបង្វិលសង',
      hnb: 'ម្ចាស់ផ្ទះឈ្នះបង្វិលសង',
      twtn: 'ឈ្នះដោយមិនឲ្យបាល់ចូល',
      oehm: 'គ្រាប់ម្ចាស់ផ្ទះ សេស/គូ',
      oeaw: 'គ្រាប់ភ្ញៀវ សេស/គូ',
      oxtou: 'ឈ្នះ ស្មើ ចាញ់ និង លើស/ក្រោម',
      dcou: 'ឱកាសពីរ និង លើស/ក្រោម',
      ouoe: 'លើស/ក្រោម និង សេស/គូ',
      etg: 'ចំនួនគ្រាប់ម្ចាស់ផ្ទះ',
      ehtg: 'ចំនួនគ្រាប់តង់ទីមួយ',
      eatg: 'ចំនួនគ្រាប់ភ្ញៀវ',
      wm: 'គម្លាតឈ្នះ',
      htftoe: 'តង់ទីមួយ/ពេញម៉ោង សេស/គូ',
      cshtft: 'តង់ទីមួយ/ពេញម៉ោង ពិន្ទុត្រឹមត្រូវ',
      etghtft: 'តង់ទីមួយ/ពេញម៉ោង ចំនួនគ្រាប់',
      outright: 'ជើងឯក',
    },
    firstHalf: '{{market}} តង់ទីមួយ',
    /** A market on one team (clean sheet, win to nil, win either half). */
    forTeam: '{{market}}: {{team}}',
    /** A market and the choice backed in it, as the slip and the bet lists show a pick. */
    selection: '{{market}}: {{choice}}',
    choice: {
      yes: 'មាន',
      no: 'គ្មាន',
      noGoal: 'គ្មានគ្រាប់បាល់',
      otherScore: 'ពិន្ទុផ្សេងទៀត',
      orDraw: '{{team}} ឬ ស្មើ',
      drawOr: 'ស្មើ ឬ {{team}}',
      either: '{{home}} ឬ {{away}}',
      winBy: '{{team}} ឈ្នះ {{margin}} គ្រាប់',
      /** Two results backed together (HT/FT, result and total). */
      pair: '{{first}} / {{second}}',
    },
    /** The two sides where team names would not fit (the HT/FT column of the odds table). */
    side: { home: 'ម្ចាស់ផ្ទះ', away: 'ភ្ញៀវ' },
    /** Child lines of a match (their label in the feed). */
    child: { corners: 'បាល់ជ្រុង', bookings: 'កាត' },
    onChild: '{{market}} {{child}}',
    event: {
      race: 'ការប្រណាំងទី {{number}} · {{distance}} ម៉ែត្រ',
      winner: '{{league}}៖ ជើងឯក',
      fight: 'ការប្រកួតទី {{number}}',
    },
  },
};
export default km;
