import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';

/** Left menu: all sports / favourites, then each sport that has events in the current market, with its count. */
export const SportsMenu = observer(function SportsMenu() {
  const { marketView: view, marketFeed: feed, prefs, wallet } = useStores();
  const { t } = useTranslation();
  // The sports with events in this market, in the player's order from settings (or the currency's default, e.g. BDT).
  const sports = prefs.orderSports(view.menuSports, wallet.currency);
  const item = (sportId: number) => {
    const count = feed.count(sportId, view.market);
    const active = view.sportId === sportId;
    const name = t(`sports.name.${sportId}`, { defaultValue: `#${sportId}` });
    return (
      <li key={sportId}>
        <button
          type="button"
          className={`sport-item${active ? ' active' : ''}`}
          aria-pressed={active}
          aria-label={`${name} ${count}`}
          onClick={() => view.setSport(sportId)}
        >
          <span>{name}</span>{' '}
          {/* Plain text, not an antd Badge: the badge's rolling digits would not read as the count. */}
          <span className="sport-count">{count}</span>
        </button>
      </li>
    );
  };
  return (
    <nav className="sports-menu" aria-label={t('sports.menu')}>
      <div className="menu-sections" role="group">
        {(['all', 'favourites'] as const).map((section) => (
          <button
            key={section}
            type="button"
            aria-pressed={view.menuSection === section}
            className={`menu-section${view.menuSection === section ? ' active' : ''}`}
            onClick={() => view.setMenuSection(section)}
          >
            {t(`sports.${section}`)}
          </button>
        ))}
      </div>
      <ul>
        {item(0)}
        {sports.map(item)}
      </ul>
    </nav>
  );
});
