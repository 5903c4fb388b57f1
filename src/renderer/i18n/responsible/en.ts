// My account > Responsible gaming and the reality-check dialog. Every language file has the same keys
// (tests/renderer/i18n.test.ts).
const en = {
  responsible: {
    title: 'Responsible gaming',
    link: 'Responsible gaming: limits, reality check and time-out',
    intro:
      'Set limits on your own play. Lowering a limit applies at once; raising or removing one takes effect 24 hours later. Days start at 00:00 GMT+8, weeks on Monday, months on the 1st.',
    limitsTitle: 'Stake and loss limits',
    limit: {
      stake_day: 'Daily stake limit',
      stake_week: 'Weekly stake limit',
      stake_month: 'Monthly stake limit',
      loss_day: 'Daily loss limit',
      loss_week: 'Weekly loss limit',
      loss_month: 'Monthly loss limit',
    },
    current: 'Current',
    none: 'No limit',
    usedStake: 'Staked this period',
    usedLoss: 'Net loss this period',
    pending: 'Changes to {{amount}} on {{date}}',
    pendingRemoval: 'Removed on {{date}}',
    newLimit: 'New limit',
    newLimitOf: 'New limit: {{limit}}',
    save: 'Save',
    saveOf: 'Save: {{limit}}',
    remove: 'Remove',
    removeOf: 'Remove: {{limit}}',
    amountInvalid: 'Enter an amount of 0 or more, with at most 2 decimals.',
    realityTitle: 'Reality check',
    realityIntro:
      'A reminder every so many minutes of how long you have played and your net result since you logged in.',
    realityMinutes: 'Remind me every (minutes, 1 to 240)',
    // i18next picks the plural form by {{count}}: one minute reads as a word, not "1 minutes".
    realityEvery_one: 'Every minute',
    realityEvery_other: 'Every {{count}} minutes',
    realityOff: 'Off',
    realityTurnOff: 'Turn off',
    minutesInvalid: 'Enter whole minutes from 1 to 240.',
    excludeTitle: 'Time-out and self-exclusion',
    excludeIntro: 'Take a break from play. Until it ends you cannot log in, and it cannot be ended early.',
    exclude: {
      '24h': 'Time-out for 24 hours',
      '7d': 'Self-exclude for 7 days',
      '30d': 'Self-exclude for 30 days',
    },
    confirmText: 'You will be logged out now and cannot log in again until {{date}}.',
    confirmFinal: 'This cannot be undone or ended early.',
    confirmExclude: 'Yes, log me out until then',
    cancel: 'Cancel',
    dialogTitle: 'Reality check',
    duration: '{{hours}} h {{minutes}} min',
    dialogPlayed: 'You have been playing for {{duration}}.',
    dialogNet: 'Your net result since you logged in: {{amount}}',
    continue: 'Continue',
    logout: 'Log out',
  },
};

export default en;
export type ResponsibleMessages = typeof en;
