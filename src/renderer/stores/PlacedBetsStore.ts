import { makeAutoObservable, runInAction } from 'mobx';
import type { BetView } from '@shared/betting/api';
import type { BetApi } from '../api/bet';

export interface PlacedBetsStoreDeps {
  api: () => BetApi;
  /** False once the player logged out: a bet still waiting is no longer followed. */
  loggedIn: () => boolean;
  /** Told when a waiting bet is answered: a rejected bet is refunded, so the header balance is read again. */
  onAnswered: () => void;
  /** How often a placed bet that waits for acceptance is asked about again (ms). */
  followEveryMs?: number;
  /** True while the push stream tells of every change of the bets: the waiting ones are read when it does. */
  pushed?: () => boolean;
}

/** Live bets wait a few seconds for acceptance; the slip asks this often until the answer comes. */
const FOLLOW_EVERY_MS = 2_000;

/**
 * The bets the slip has just placed, as it shows them under "Placed". A live bet waits for acceptance, so they are
 * followed until none waits: the slip shows accepted (running) or rejected instead of leaving "Waiting" on screen.
 */
export class PlacedBetsStore {
  bets: BetView[] = [];
  /** Bumped by each new set of bets: a follow loop of earlier bets stops when it no longer matches. */
  private followRun = 0;

  constructor(private readonly deps: PlacedBetsStoreDeps) {
    makeAutoObservable<this, 'deps' | 'followRun'>(this, { deps: false, followRun: false });
  }

  /** Placed bets still waiting for acceptance (live bets), which the slip keeps asking about. */
  get waiting(): boolean {
    return this.bets.some((b) => b.status === 'waiting');
  }

  /** Shows the bets a placement made and follows the waiting ones. */
  show(bets: BetView[]): void {
    this.bets = bets;
    this.follow();
  }

  clear(): void {
    this.followRun++;
    this.bets = [];
  }

  private follow(): void {
    const run = ++this.followRun;
    const every = this.deps.followEveryMs ?? FOLLOW_EVERY_MS;
    let first = true;
    const beat = async (): Promise<void> => {
      if (run !== this.followRun || !this.waiting || !this.deps.loggedIn()) return;
      // The first read always goes out: an answer decided before these bets were shown had no change left to push.
      if (first || !this.deps.pushed?.()) await this.refresh();
      first = false;
      if (run === this.followRun && this.waiting) setTimeout(() => void beat(), every);
    };
    if (this.waiting) setTimeout(() => void beat(), every);
  }

  /** The push stream says the player's bets changed: a waiting bet's answer is read at once. */
  betsChanged(): void {
    if (this.waiting) void this.refresh();
  }

  /** Reads the waiting list and, for the bets that left it, their answer from the running or rejected list. */
  async refresh(): Promise<void> {
    if (!this.deps.loggedIn() || !this.waiting) return;
    const api = this.deps.api();
    try {
      const pending = await api.openList('pendingbetlist');
      const stillWaiting = new Set(pending.bets.filter((b) => !b.game).map((b) => b.bet_id));
      if (this.bets.every((b) => b.status !== 'waiting' || stillWaiting.has(b.bet_id))) return;
      const [running, rejected] = await Promise.all([
        api.openList('betacceptlist'),
        api.openList('betrejectlist'),
      ]);
      const answers = new Map(
        [...running.bets, ...rejected.bets].filter((b) => !b.game).map((b) => [b.bet_id, b]),
      );
      runInAction(() => {
        this.bets = this.bets.map((b) => (b.status === 'waiting' ? (answers.get(b.bet_id) ?? b) : b));
      });
      this.deps.onAnswered();
    } catch {
      // The next beat asks again; a failed read changes nothing on screen.
    }
  }
}
