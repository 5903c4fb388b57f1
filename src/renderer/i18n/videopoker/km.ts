import type { VideoPokerMessages } from './en';

const km: VideoPokerMessages = {
  videoPoker: {
    title: 'បៀវីដេអូ',
    paytable: 'តារាងសង (ប្រាក់ត្រឡប់ក្នុងមួយឯកតាភ្នាល់)',
    rtp: 'អត្រាត្រឡប់ទៅអ្នកលេងពេលរក្សាសន្លឹកល្អបំផុត៖ {{rtp}}%',
    cards: 'សន្លឹកបៀរបស់អ្នក',
    card: '{{rank}} {{suit}}',
    suits: { '0': 'ប៊ិច', '1': 'កឺ', '2': 'ការ៉ូ', '3': 'ជួង' },
    held: 'បានរក្សា',
    holdHint: 'ជ្រើសសន្លឹកដែលត្រូវរក្សា រួចដកសន្លឹកថ្មី។',
    draw: 'ដកសន្លឹកថ្មី',
    deal: 'ចែកបៀ',
    stakeLabel: 'ប្រាក់ភ្នាល់ (ឯកតាគត់)',
    stakeProblem: 'សូមបញ្ចូលប្រាក់ភ្នាល់ជាឯកតាគត់ពី 1 ដល់ 1,000។',
    won: '{{hand}}៖ អ្នកឈ្នះ {{amount}}',
    noWin: 'លើកនេះគ្មានដៃឈ្នះទេ។',
    seed: 'គ្រាប់ពូជនៃហ៊ូបៀ',
    hands: {
      royal_flush: 'រ៉ូយ៉ាល់ហ្វ្លាស',
      straight_flush: 'ស្ត្រេតហ្វ្លាស',
      four_of_a_kind: 'បួនដូចគ្នា',
      full_house: 'ហ្វូលហៅស៍',
      flush: 'ហ្វ្លាស',
      straight: 'ស្ត្រេត',
      three_of_a_kind: 'បីដូចគ្នា',
      two_pair: 'ពីរគូ',
      jacks_or_better: 'គូ J ឬខ្ពស់ជាង',
    },
  },
};

export default km;
