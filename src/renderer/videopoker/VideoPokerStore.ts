import { makeAutoObservable, runInAction } from 'mobx';
import type { VideoPokerRound } from '@shared/videopoker/api';
import { checkStake } from '@shared/keno/rules';
import { toMinor } from '@shared/money';
import type { GamesContext } from '../stores/GamesContext';
import { attempt } from '../stores/storeHelpers';
import { isNetworkFailure } from '../api/client';

function newRoundId(): string {
  return `vp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The /videopoker page: stake and deal, hold cards, draw. A deal re-sent after a lost answer keeps its round id. */
export class VideoPokerStore {
  stake = '1';
  round: VideoPokerRound | null = null;
  held: boolean[] = [false, false, false, false, false];
  busy = false;
  error: string | null = null;
  private pendingRoundId: string | null = null;

  constructor(private readonly ctx: GamesContext) {
    makeAutoObservable<this, 'ctx' | 'pendingRoundId'>(this, { ctx: false, pendingRoundId: false });
  }

  get disabled(): boolean {
    return this.ctx.isDisabled('mini_game');
  }

  /** A round is waiting for its draw. */
  get drawing(): boolean {
    return this.round?.state === 'dealt';
  }

  get stakeProblem(): string | null {
    try {
      return checkStake(toMinor(this.stake || '0'));
    } catch {
      return 'invalidBetAmount';
    }
  }

  setStake(stake: string): void {
    this.stake = stake;
  }

  toggleHold(index: number): void {
    if (this.drawing) this.held = this.held.map((h, i) => (i === index ? !h : h));
  }

  async deal(): Promise<void> {
    if (this.drawing || this.stakeProblem) return;
    this.pendingRoundId ??= newRoundId();
    const roundId = this.pendingRoundId;
    this.busy = true;
    this.error = null;
    const res = await attempt(this.ctx, () =>
      this.ctx.apis().videoPoker.deal(roundId, `${Number(this.stake)}.00`),
    );
    runInAction(() => {
      this.busy = false;
      if (res.ok) {
        this.round = res.value.round;
        this.held = [false, false, false, false, false];
        this.pendingRoundId = null;
      } else {
        this.error = res.code;
        // Only a lost answer may be the same deal sent again; a refusal ends that round id.
        if (!isNetworkFailure(res.code)) this.pendingRoundId = null;
      }
    });
    if (res.ok) this.ctx.refreshBalance();
  }

  async draw(): Promise<void> {
    const round = this.round;
    if (!round || !this.drawing) return;
    const held = [...this.held];
    this.busy = true;
    this.error = null;
    const res = await attempt(this.ctx, () => this.ctx.apis().videoPoker.draw(round.round_id, held));
    runInAction(() => {
      this.busy = false;
      if (res.ok) this.round = res.value.round;
      else this.error = res.code;
    });
    if (res.ok) this.ctx.refreshBalance();
  }
}
