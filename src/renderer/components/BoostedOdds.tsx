import { useTranslation } from 'react-i18next';
import type { BetView } from '@shared/betting/api';
import './boosted-odds.css';

/** A bet struck at an odds boost: marked "Boosted", the feed odds it beat struck through beside the boosted odds. */
export function BoostedOdds({ boost }: { boost: NonNullable<BetView['boost']> }) {
  const { t } = useTranslation();
  return (
    <span className="boosted-odds">
      <span className="boosted-tag" aria-hidden>
        {t('booster.boostedTag')}
      </span>{' '}
      {boost.feed_odds ? (
        <>
          <s aria-hidden>{boost.feed_odds}</s>{' '}
        </>
      ) : null}
      <span aria-hidden>{boost.boosted_odds}</span>
      <span className="visually-hidden">
        {t('booster.boostedLabel', { boosted: boost.boosted_odds, original: boost.feed_odds ?? '-' })}
      </span>
    </span>
  );
}
