import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppShell } from '../components/AppShell';
import { lazyRoute } from '../components/lazyRoute';
import { useInterval } from '../components/useInterval';
import { useTitle } from '../components/useTitle';
import { matchTitle, selectionName, selectionPick } from '../i18n/marketNames';
import { useStores } from '../stores/context';
import { MarketTabs, MarketToolbar, OddsTypeSwitch, RefreshIndicator } from './desktop/MarketToolbar';
import { OddsTable } from './desktop/OddsTable';
import { SportsMenu } from './desktop/SportsMenu';
import { MatchTracker } from './media/MatchTracker';
import { BetSlipPanel } from './desktop/betslip/BetSlipPanel';
import { MiniGamesLauncher } from '../minigames/pages/MiniGamesLauncher';
import './desktop/desktop.css';

// The Booster tab loads when a player opens it; the grid's boost marks are in the first load (BoostMark).
const BoosterPanel = lazyRoute<object>(() =>
  import('./desktop/BoosterPanel').then((m) => ({ default: m.BoosterPanel })),
);

const BALANCE_REFRESH_MS = 15_000;
/** Boosts change rarely (an operator's action, a match kicking off): the tab count and the grid's marks follow. */
const BOOSTS_REFRESH_MS = 20_000;

const PickNotice = observer(function PickNotice() {
  const { marketView, betting } = useStores();
  const { t } = useTranslation();
  const pick = marketView.lastPick;
  // The notice names the pick while the slip holds it: once it is placed (or removed) it is no longer "selected".
  if (!pick || !betting.slip.holds(pick)) return null;
  const name = selectionName(t, selectionPick(pick));
  return (
    <div className="pick-notice" role="status">
      {t('odds.picked', {
        selection: `${name} · ${matchTitle(t, pick.homeName, pick.awayName)}`,
      })}
    </div>
  );
});

/** The main sportsbook page: sports menu, market tabs, filters and the live odds table. */
export const DesktopPage = observer(function DesktopPage() {
  const { auth, wallet, marketFeed, marketView, betting, stream } = useStores();
  const { t } = useTranslation();
  useTitle(t('desktop.title'));
  useEffect(() => {
    void wallet.refresh();
  }, [wallet]);
  // The push stream carries every change of the balance while it is live; the poll covers the time it is not.
  useInterval(() => void wallet.refresh(), stream.live ? null : BALANCE_REFRESH_MS);
  useEffect(() => {
    void betting.boosts.refresh();
  }, [betting]);
  useInterval(() => void betting.boosts.refresh(), BOOSTS_REFRESH_MS);
  useEffect(() => {
    marketFeed.start();
    const unfollow = marketView.followSavedMarketType();
    return () => {
      unfollow();
      marketFeed.stop();
    };
  }, [marketFeed, marketView]);

  const account = auth.account;
  if (!account) return null;
  return (
    <AppShell>
      <div className="sportsbook">
        <aside className="sportsbook-side">
          <SportsMenu />
          <MatchTracker />
        </aside>
        <section className="sportsbook-main" aria-label={t('desktop.title')}>
          <div className="sportsbook-top">
            <h1 className="sportsbook-title">
              {t(`sports.name.${marketView.sportId}`, { defaultValue: t('sports.all') })}
            </h1>
            <OddsTypeSwitch />
            <RefreshIndicator />
            <MiniGamesLauncher />
          </div>
          <MarketTabs />
          {betting.boosts.open ? (
            <BoosterPanel />
          ) : (
            <>
              <MarketToolbar />
              <PickNotice />
              <OddsTable />
            </>
          )}
        </section>
        <BetSlipPanel />
      </div>
    </AppShell>
  );
});
