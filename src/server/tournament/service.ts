// The tournament engine's background work: settle room bets when the simulator records a result, and a
// sweep that cancels rooms short of players, ends rooms whose matches are all over, and catches up on
// anything missed. One queue keeps these jobs in order within the process.
import { SerialJobs } from '../infra/serial-jobs';
import type { TournamentDeps } from './deps';
import { resultOf } from './matches';
import {
  finishRoom,
  roomsToDecide,
  settleMatchInRooms,
  unsettledMatches,
  type FinishReport,
} from './settlement';

export class TournamentService extends SerialJobs {
  private timer: ReturnType<typeof setInterval> | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(readonly deps: TournamentDeps) {
    super('tournament', deps.ctx.log);
  }

  start(sweepMs = 1_000): void {
    this.unsubscribe = this.deps.odds.onResult((result) => {
      this.fireAndForget(async () => {
        await settleMatchInRooms(this.deps, result);
        await this.decideRooms();
      });
    });
    this.timer = setInterval(() => this.fireAndForget(() => this.sweep()), sweepMs);
    this.timer.unref?.();
  }

  stop(): void {
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async sweep(): Promise<FinishReport> {
    for (const matchId of await unsettledMatches(this.deps)) {
      const result = await resultOf(this.deps.ctx.db, this.deps.odds, matchId);
      if (result) await settleMatchInRooms(this.deps, result);
    }
    return this.decideRooms();
  }

  private async decideRooms(): Promise<FinishReport> {
    const report: FinishReport = { ended: [], cancelled: [] };
    for (const roomId of await roomsToDecide(this.deps)) await finishRoom(this.deps, roomId, report);
    return report;
  }
}
