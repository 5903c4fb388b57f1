import { makeAutoObservable, runInAction } from 'mobx';
import type { ResultView } from '@shared/betting/api';
import { errorCode, loadReport, notLoggedIn, workingDate } from './storeHelpers';
import type { ReportDeps } from './storeHelpers';

/** /info/result: results of a working day and sport, and one match's goals. */
export class ResultStore {
  date: string;
  sportId = 0;
  results: ResultView[] = [];
  detail: { result: ResultView; goals: { minute: number; side: 'h' | 'a' }[] } | null = null;
  loading = false;
  error: string | null = null;

  constructor(private readonly deps: ReportDeps) {
    this.date = workingDate((deps.now ?? Date.now)());
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  setFilter(date: string, sportId: number): void {
    this.date = date;
    this.sportId = sportId;
    this.detail = null;
    void this.load();
  }

  async load(): Promise<void> {
    await loadReport(
      this,
      this.deps,
      (api) => api.results(this.date, this.sportId),
      (res) => (this.results = res.results),
    );
  }

  async openMatch(matchId: number | null): Promise<void> {
    if (matchId === null) {
      this.detail = null;
      return;
    }
    try {
      const detail = await this.deps.api().matchResult(matchId);
      runInAction(() => (this.detail = detail));
    } catch (error) {
      if (!notLoggedIn(error)) runInAction(() => (this.error = errorCode(error)));
    }
  }
}
