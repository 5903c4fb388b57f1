import { reaction } from 'mobx';
import type { AuthStore } from './AuthStore';
import type { TermsStore } from './TermsStore';

/** How often a logged-in player's terms are re-checked, so a newly published version is asked for soon. */
export const TERMS_RECHECK_MS = 5 * 60_000;

/** Checks the terms at every login (form, stored session or operator token), re-checks while logged in, forgets them at logout. */
export function wireTerms(
  auth: AuthStore,
  terms: TermsStore,
  timers: Pick<typeof globalThis, 'setInterval' | 'clearInterval'> = globalThis,
): () => void {
  let timer: ReturnType<typeof setInterval> | null = null;
  const stop = () => {
    if (timer !== null) timers.clearInterval(timer);
    timer = null;
  };
  const dispose = reaction(
    () => auth.isLoggedIn,
    (loggedIn) => {
      stop();
      if (!loggedIn) {
        terms.reset();
        return;
      }
      void terms.check();
      timer = timers.setInterval(() => void terms.check(), TERMS_RECHECK_MS);
    },
    { fireImmediately: true },
  );
  return () => {
    dispose();
    stop();
  };
}
