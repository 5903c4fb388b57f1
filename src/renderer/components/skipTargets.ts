/** The id of the sportsbook's odds list, the target of the shell's "Skip to odds" link. */
export const ODDS_LIST_ID = 'odds';
