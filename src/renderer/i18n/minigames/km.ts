import type { MiniGamesMessages } from './en';
import { SLOT_SYMBOL_NAMES } from '@shared/games/slot-symbol-names';

const km: MiniGamesMessages = {
  miniGames: {
    open: 'ហ្គេមខ្នាតតូច',
    title: 'ហ្គេមខ្នាតតូច',
    close: 'បិទហ្គេមខ្នាតតូច',
    casino: 'កាស៊ីណូខ្នាតតូច',
    slots: 'ស្លុតខ្នាតតូច',
    titles: 'ជ្រើសរើសហ្គេម',
    balance: 'សមតុល្យ៖ {{amount}}',
    stake: 'ប្រាក់ភ្នាល់',
    stakeInvalid: 'សូមបញ្ចូលប្រាក់ភ្នាល់ពី {{min}} ដល់ {{max}} មិនលើសពីរខ្ទង់ទសភាគ។',
    deal: 'ចែកបៀ',
    roll: 'បោះគ្រាប់ឡុកឡាក់',
    spin: 'បង្វិល',
    betOn: 'ភ្នាល់លើ',
    rtp: 'អត្រាត្រឡប់ទៅអ្នកលេង៖ {{rtp}}%',
    won: 'អ្នកឈ្នះ {{amount}}។',
    lost: 'ជុំនេះមិនឈ្នះទេ។',
    push: 'ប្រាក់ភ្នាល់ {{amount}} របស់អ្នកត្រូវបានប្រគល់វិញ។',
    dice: 'គ្រាប់ឡុកឡាក់ {{dice}} សរុប {{total}}',
    triple: 'បីដូចគ្នា៖ ធំ និងតូចចាញ់ទាំងពីរ',
    reels: 'រង្វិល',
    line: 'ជួរកណ្តាល៖ {{symbols}}',
    paytable: 'ជួរកណ្តាលបង់៖ លេខប្រាំពីរបី 400×, ផ្កាយ 80×, កណ្តឹង 30×, ក្រូចឆ្មា 20×, ឆឺរី 15×; ឆឺរីពីរពីឆ្វេង 4×, ឆឺរីមួយ 2×។',
    player: 'អ្នកលេង {{total}}',
    banker: 'ម្ចាស់បៀ {{total}}',
    result: 'ជុំចុងក្រោយ',
    sides: {
      player: 'អ្នកលេង',
      banker: 'ម្ចាស់បៀ',
      tie: 'ស្មើ',
      big: 'ធំ',
      small: 'តូច',
    },
    pays: {
      player: 'បង់ 1:1',
      banker: 'បង់ 1:1 ដក 5%',
      tie: 'បង់ 8:1',
      big: '11 ដល់ 17 បង់ 1:1',
      small: '4 ដល់ 10 បង់ 1:1',
    },
    winner: {
      player: 'អ្នកលេងឈ្នះ',
      banker: 'ម្ចាស់បៀឈ្នះ',
      tie: 'ស្មើ',
    },
    symbols: SLOT_SYMBOL_NAMES.km,
    kind: {
      baccarat: 'បាការ៉ាខ្នាតតូច',
      dice: 'ស៊ីបូខ្នាតតូច',
      slot: 'ស្លុតខ្នាតតូច',
    },
  },
};

export default km;
