import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';

/** Left menu: all sports / favourites, then each sport with its count in the current market. */
export const SportsMenu = observer(function SportsMenu() {
  const { market: store, prefs, wallet } = useStores();
  const { t } = useTranslation();
  // The player's sports order from settings (or the currency's default, e.g. BDT).
  const sports = prefs.orderSports(
    store.menu.map((row) => row[0] as number),
    wallet.currency,
  );
  const item = (sportId: number) => {
    const count = store.count(sportId, store.market);
    const active = store.sportId === sportId;
    const name = t(`sports.name.${sportId}`, { defaultValue: `#${sportId}` });
    return (
      <li key={sportId}>
        <button
          type="button"
          className={`sport-item${active ? ' active' : ''}`}
          aria-pressed={active}
          aria-label={`${name} ${count}`}
          onClick={() => store.setSport(sportId)}
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
            aria-pressed={store.menuSection === section}
            className={`menu-section${store.menuSection === section ? ' active' : ''}`}
            onClick={() => store.setMenuSection(section)}
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
