import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Where a player following a match goes next: the standings and bracket of the event pages, and the highlights. */
export function EventLinks() {
  const { t } = useTranslation();
  return (
    <nav className="event-links" aria-label={t('games.pages.event')}>
      <Link to="/event?tab=standings">{t('games.events.standings')}</Link>
      <Link to="/event?tab=bracket">{t('games.events.bracket')}</Link>
      <Link to="/highlight">{t('games.pages.highlights')}</Link>
    </nav>
  );
}
