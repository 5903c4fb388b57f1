import { makeAutoObservable, runInAction } from 'mobx';
import type { BetStatementResponse, BetView, StatementItem } from '@shared/betting/api';
import { errorCode, loadReport, notLoggedIn, workingDate } from './storeHelpers';
import type { ReportDeps } from './storeHelpers';

/** /info/statement: the daily statement of a date range and the lines and bets of one day (drill-down). */
export class StatementStore {
  start: string;
  end: string;
  statement: BetStatementResponse | null = null;
  day: string | null = null;
  dayBets: BetView[] = [];
  /** Every product's lines of the chosen day; the sportsbook bets above them keep their full detail. */
  dayItems: StatementItem[] = [];
  loading = false;
  error: string | null = null;

  constructor(private readonly deps: ReportDeps) {
    const now = (deps.now ?? Date.now)();
    this.start = workingDate(now, -6);
    this.end = workingDate(now);
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  setRange(start: string, end: string): void {
    this.start = start;
    this.end = end;
    this.day = null;
    void this.load();
  }

  async load(): Promise<void> {
    await loadReport(
      this,
      this.deps,
      (api) => api.statement(this.start, this.end),
      (statement) => (this.statement = statement),
    );
  }

  /** The products of the chosen day as the statement row gives them. */
  get dayProducts() {
    return this.statement?.days.find((d) => d.working_date === this.day)?.products ?? [];
  }

  /**
   * Every product's lines of one working day, and the bets of the lists that day touched, newest first: those
   * placed that day (running ones included, as its bet count counts them) and those settled or voided that day.
   */
  async openDay(day: string | null): Promise<void> {
    this.day = day;
    this.dayBets = [];
    this.dayItems = [];
    if (!day) return;
    try {
      const [items, placed, settled, cancelled] = await Promise.all([
        this.deps.api().statementDay(day),
        this.deps.api().rangeList('betacceptfulllist', day, day, 1),
        this.deps.api().dayList(day, false),
        this.deps.api().dayList(day, true),
      ]);
      runInAction(() => {
        if (this.day !== day) return;
        this.dayItems = items.items;
        const bets = new Map<string, BetView>();
        for (const b of [...placed.bets, ...settled.bets, ...cancelled.bets])
          bets.set(`${b.bet_type}|${b.bet_id}`, b);
        this.dayBets = [...bets.values()].sort((a, b) => b.bet_id - a.bet_id);
      });
    } catch (error) {
      if (!notLoggedIn(error)) runInAction(() => (this.error = errorCode(error)));
    }
  }
}
