// The server's engines, created in one place: the odds world, betting, tournaments, 4D, virtual sports and the
// leader election that decides which server runs their singleton jobs. app.ts hands them to the route modules;
// the admin CLI builds the same set without starting anything.
import type { AppContext } from './context';
import { jobLog } from './log';
import { liveDelayFromEnv, type BettingDeps } from './betting/deps';
import { PlacementQueue } from './betting/placement-queue';
import { AutoCashOutService } from './betting/auto-cash-out';
import { BoostService } from './betting/boost-job';
import { BetService } from './betting/service';
import { SettlementStats } from './betting/settlement-stats';
import { KenoService, kenoIntervalMs } from './keno/service';
import { LotteryService, lotteryIntervalMs } from './lottery/service';
import { OddsService, oddsEnv, type OddsEnv } from './odds/service';
import { RouletteService, rouletteIntervalMs } from './roulette/service';
import { Leadership, type LeadershipOptions } from './infra/leadership';
import { sportsbookValidBets } from './tournament/access';
import { tournamentEnv, type TournamentDeps, type TournamentEnv } from './tournament/deps';
import { TournamentService } from './tournament/service';
import { VirtualsService } from './virtuals/service';

export interface EngineOptions {
  odds?: OddsEnv;
  /** BET_LIVE_DELAY_MS by default. */
  liveDelayMs?: number;
  tournament?: TournamentEnv;
  /** LOTTERY_DRAW_MINUTES by default. */
  lotteryIntervalMs?: number;
  /** KENO_DRAW_SECONDS by default. */
  kenoIntervalMs?: number;
  /** ROULETTE_SPIN_SECONDS by default. */
  rouletteIntervalMs?: number;
  leadership?: LeadershipOptions;
}

export interface Engines {
  odds: OddsService;
  betting: BettingDeps;
  bets: BetService;
  /** The simulator's default odds boosts (the operator's own come from the admin CLI). */
  boosts: BoostService;
  /** Takes the bets whose cash out offer reached the value their player set. */
  autoCashOuts: AutoCashOutService;
  tournament: TournamentDeps;
  tournaments: TournamentService;
  lottery: LotteryService;
  keno: KenoService;
  /** Virtual roulette spins (virtual games). */
  roulette: RouletteService;
  virtuals: VirtualsService;
  leadership: Leadership;
  /**
   * Elects: the leader runs the singleton jobs (it produces the odds world, settles, accepts live bets, ends
   * rooms, draws 4D and keno, spins roulette, settles virtual races); every other server follows the stored world. Resolves once this
   * server can answer: as the leader with its world written, or as a follower with the world read.
   */
  start(): Promise<void>;
  /** Stops every job and writes what the producer changed last. */
  close(): Promise<void>;
}

export function createEngines(ctx: AppContext, options: EngineOptions = {}): Engines {
  const odds = new OddsService(ctx.db, ctx.now, options.odds ?? oddsEnv(), ctx.log);
  const betting: BettingDeps = {
    ctx,
    odds,
    liveDelayMs: options.liveDelayMs ?? liveDelayFromEnv(),
    placements: new PlacementQueue(ctx.db, ctx.metrics),
    settlement: new SettlementStats(jobLog(ctx.log, 'settlement')),
  };
  const bets = new BetService(betting);
  const boosts = new BoostService(betting);
  const autoCashOuts = new AutoCashOutService(betting);
  const tournament: TournamentDeps = {
    ctx,
    odds,
    validBets: sportsbookValidBets,
    ...(options.tournament ?? tournamentEnv()),
  };
  const tournaments = new TournamentService(tournament);
  const lottery = new LotteryService(ctx, options.lotteryIntervalMs ?? lotteryIntervalMs());
  const keno = new KenoService(ctx, options.kenoIntervalMs ?? kenoIntervalMs());
  const roulette = new RouletteService(ctx, options.rouletteIntervalMs ?? rouletteIntervalMs());
  const virtuals = new VirtualsService(ctx);

  const stopJobs = (): void => {
    bets.stop();
    boosts.stop();
    autoCashOuts.stop();
    tournaments.stop();
    lottery.stop();
    keno.stop();
    roulette.stop();
    virtuals.stop();
    odds.stopProducing();
  };
  const leadership = new Leadership(
    ctx.db,
    {
      gained: async () => {
        await odds.produce();
        bets.start();
        boosts.start();
        autoCashOuts.start();
        tournaments.start();
        lottery.start();
        keno.start();
        roulette.start();
        virtuals.start();
      },
      lost: () => {
        stopJobs();
        // Until another server is elected, this one answers from the rows the last leader wrote.
        odds.follow().catch(() => undefined);
      },
    },
    options.leadership,
    ctx.log,
  );
  odds.onTakenOver = () => {
    leadership.resign().catch(() => undefined);
  };

  return {
    odds,
    betting,
    bets,
    boosts,
    autoCashOuts,
    tournament,
    tournaments,
    lottery,
    keno,
    roulette,
    virtuals,
    leadership,
    async start() {
      await leadership.start();
      if (!leadership.isLeader) await odds.follow();
    },
    async close() {
      // The last changes of a leader are written before its lock goes, so the next leader resumes from them.
      await odds.persist().catch(() => undefined);
      odds.stop();
      await leadership.stop();
      stopJobs();
      await bets.idle();
      await autoCashOuts.idle();
      await boosts.idle();
      await tournaments.idle();
      await lottery.idle();
      await keno.idle();
      await roulette.idle();
    },
  };
}
