import { makeAutoObservable, runInAction } from 'mobx';
import type { z } from 'zod';
import type { raceBetRow, VirtualEvent } from '@shared/racing/api';
import type { RaceBetType } from '@shared/racing/settlement';
import type { GamesContext } from './GamesContext';
import { attempt } from './storeHelpers';

type RaceBetRow = z.infer<typeof raceBetRow>;

/** Virtual sports (/others1): the 5-minute schedule, a bet on one runner, and the member's virtual bets. */
export class VirtualSportsStore {
  events: VirtualEvent[] = [];
  serverNow = 0;
  bets: RaceBetRow[] = [];
  selected: string | null = null;
  placing = false;
  error: string | null = null;
  /** The ref no of the last race bet placed here: its ticket is offered (or printed by a kiosk). */
  lastPlacedRef: string | null = null;

  constructor(private readonly ctx: GamesContext) {
    makeAutoObservable<this, 'ctx'>(this, { ctx: false });
  }

  get current(): VirtualEvent | null {
    return (
      this.events.find((e) => e.event_id === this.selected) ??
      this.events.find((e) => e.state === 'open') ??
      null
    );
  }

  select(id: string): void {
    this.selected = id;
  }

  async refresh(): Promise<void> {
    const [schedule, bets] = await Promise.all([
      attempt(this.ctx, () => this.ctx.apis().media.schedule()),
      attempt(this.ctx, () => this.ctx.apis().media.raceBets()),
    ]);
    runInAction(() => {
      if (schedule.ok) {
        this.events = schedule.value.events;
        this.serverNow = schedule.value.now;
      }
      if (bets.ok) this.bets = bets.value.bets;
    });
  }

  async bet(event: VirtualEvent, runner: number, type: RaceBetType, stake: string): Promise<boolean> {
    this.placing = true;
    this.error = null;
    const slip = `v-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    const res = await attempt(this.ctx, () =>
      this.ctx
        .apis()
        .media.raceBet({ slip_id: slip, event_id: event.event_id, bet_type: type, runner, stake }),
    );
    runInAction(() => {
      this.placing = false;
      if (!res.ok) this.error = res.code;
      else this.lastPlacedRef = res.value.bet.ref_no;
    });
    if (res.ok) {
      this.ctx.refreshBalance();
      await this.refresh();
    }
    return res.ok;
  }
}
