import { Alert, Empty, Input, Segmented, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SLOT_PROVIDERS, type GameCategory } from '@shared/games/catalog';
import type { GameEntry } from '@shared/games/api';
import { errorText } from '../../i18n';
import { AppShell } from '../../components/AppShell';
import { useTitle } from '../../components/useTitle';
import { useStores } from '../../stores/context';
import { GameTile } from './GameTile';
import { ProductDisabled } from './ProductDisabled';
import { translateBuilt } from '../../i18n/keys';
import type { KeyUnder } from '../../i18n/keys';
import type { NamedProduct } from './ProductDisabled';
import './games.css';

export interface LobbySpec {
  /** Its title's key under games.pages. */
  page: KeyUnder<'games.pages'>;
  categories?: readonly GameCategory[];
  provider?: string;
  product?: NamedProduct;
  /** Slots pages list the providers as links to their own /slotsN page. */
  providerLinks?: boolean;
}

/** A game lobby page: one or more categories (or one provider), a search box, and the games as tiles. */
export const GameLobbyPage = observer(function GameLobbyPage({ spec }: { spec: LobbySpec }) {
  const { games: stores, ui } = useStores();
  const store = stores.games;
  const { t } = useTranslation();
  // A provider's page is that provider's lobby: its name heads the page, its tagline and its titles' range below.
  const brand = spec.provider ? SLOT_PROVIDERS.find((p) => p.code === spec.provider) : undefined;
  const title = brand?.name ?? t(`games.pages.${spec.page}`);
  useTitle(title);
  const categories = spec.categories ?? [];
  const first = categories[0];
  const disabled = spec.product ? store.isDisabled(spec.product) : false;

  useEffect(() => {
    if (!disabled) void store.load({ category: first, provider: spec.provider });
  }, [store, first, spec.provider, disabled]);

  const online = ui.online;
  useEffect(() => {
    if (online) store.reloadAfterLostConnection();
  }, [store, online]);

  return (
    <AppShell>
      <section className="games-page" aria-labelledby="games-title">
        <header className="games-header">
          <div className="games-heading">
            <h1 id="games-title" className="page-title">
              {title}
            </h1>
            {brand ? (
              <p className="games-tagline">{translateBuilt(t, `games.slotLobby.tagline.${brand.code}`)}</p>
            ) : null}
            {brand && !store.loading && store.games.length > 0 ? (
              <p className="games-summary">{t('games.slotLobby.summary', rtpRange(store.games))}</p>
            ) : null}
          </div>
          {disabled ? null : (
            <Input.Search
              className="games-search"
              allowClear
              placeholder={t('games.lobby.search')}
              aria-label={t('games.lobby.search')}
              value={store.search}
              onChange={(e) => store.setSearch(e.target.value)}
            />
          )}
        </header>
        {disabled && spec.product ? (
          <ProductDisabled product={spec.product} />
        ) : (
          <>
            {categories.length > 1 ? (
              <Segmented
                aria-label={t('games.lobby.list')}
                options={categories.map((c) => ({ value: c, label: t(`games.category.${c}`) }))}
                onChange={(value) => void store.load({ category: value })}
              />
            ) : null}
            {spec.providerLinks ? (
              <nav aria-label={t('games.lobby.providers')} className="provider-links">
                <NavLink to="/slots" end>
                  {t('games.lobby.allProviders')}
                </NavLink>
                {store.providers.map((p) => (
                  <NavLink key={p.code} to={p.path}>
                    {p.name}
                  </NavLink>
                ))}
              </nav>
            ) : null}
            {store.error ? (
              <Alert
                type="warning"
                showIcon
                role="alert"
                title={errorText(store.error)}
                className="games-error"
              />
            ) : null}
            {store.loading ? (
              <Spin />
            ) : store.visible.length === 0 ? (
              <Empty description={t('games.lobby.empty')} />
            ) : (
              <ul className="game-grid" aria-label={t('games.lobby.list')}>
                {store.visible.map((game) => (
                  <GameTile
                    key={game.game_id}
                    game={game}
                    launching={store.launching === game.game_id}
                    onPlay={() => void store.launch(game)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </AppShell>
  );
});

/** How many games a provider page lists and the lowest and highest RTP among them, for its summary line. */
function rtpRange(games: readonly GameEntry[]): { games: number; min: string; max: string } {
  const sorted = [...games].sort((a, b) => Number(a.rtp) - Number(b.rtp));
  return { games: games.length, min: sorted[0]?.rtp ?? '', max: sorted[sorted.length - 1]?.rtp ?? '' };
}
