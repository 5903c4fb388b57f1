import { makeAutoObservable } from 'mobx';

/** RULES.md section 9: the tournament guided tour has 10 steps. */
export const TOUR_STEPS = 10;
/** The preferences key that remembers the tour was seen (RULES.md section 3: tour flags). */
const TOUR_FLAG = 'tournament';

export interface TourFlags {
  tourFlags: Readonly<Record<string, boolean>>;
  setTourFlag(key: string, seen: boolean): void;
}

/** The guided tour: opens by itself on the first visit, replayable from help; finishing or skipping marks it seen. */
export class TournamentTour {
  open = false;
  step = 0;
  /** Whether the first-visit check has run (the page marks it, so a reader knows the tour's state is final). */
  checked = false;

  constructor(private readonly prefs: TourFlags) {
    makeAutoObservable<this, 'prefs'>(this, { prefs: false });
  }

  get seen(): boolean {
    return this.prefs.tourFlags[TOUR_FLAG] === true;
  }

  startIfFirstVisit(): void {
    this.checked = true;
    if (!this.seen) this.start();
  }

  start(): void {
    this.step = 0;
    this.open = true;
  }

  /** Shows step `step` (0-based) when it is one of the tour's. */
  goTo(step: number): void {
    if (Number.isInteger(step) && step >= 0 && step < TOUR_STEPS) this.step = step;
  }

  finish(): void {
    this.open = false;
    this.prefs.setTourFlag(TOUR_FLAG, true);
  }
}
