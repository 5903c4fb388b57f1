// A request that moves money is never retried behind the player's back (RULES.md section 8 network rule):
// a timeout does not say whether the server debited, so only the player may try again, after checking
// the bet list. Everything else is a read and may be retried or probed freely.

const MONEY_MOVING = new Set([
  'betsingle',
  'betsinglespecial',
  'betparlay',
  'betsysparlay',
  'betsinglemmo',
  'betparlaymmo',
  'betmmoclick',
  'vbetsingle',
  'vbetsinglespecial',
  'vbetparlay',
  'vbetsysparlay',
  'vbetsinglemmo',
  'vbetparlaymmo',
  'vbetmmoclick',
  'roomcreate',
  'roomjoin',
  'vroomcreate',
  'vroomjoin',
  'bet',
  'betplus',
  'LaunchGame',
  'launchslotgame',
  'launchgp',
  'LaunchLottery',
]);

export function movesMoney(endpoint: string): boolean {
  return MONEY_MOVING.has(endpoint);
}

/** Whether a failed call may be sent again without asking the player. */
export function mayRetryAutomatically(endpoint: string, attempt: number, maxAttempts = 2): boolean {
  return !movesMoney(endpoint) && attempt < maxAttempts;
}
