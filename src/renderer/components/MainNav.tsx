import DownOutlined from '@ant-design/icons/DownOutlined';
import { Dropdown, Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ProductKey } from '@shared/api/account';
import type { TranslationKey } from '../i18n/keys';
import { useStores } from '../stores/context';

/** The main navigation; `product` names the switch (player_info.disabled_products) that can turn an entry off. */
const NAV: readonly { to: string; key: TranslationKey; product?: ProductKey }[] = [
  { to: '/desktop', key: 'nav.sports' },
  { to: '/tournament2/home', key: 'nav.tournament', product: 'tournament' },
  { to: '/casino100', key: 'nav.casino', product: 'live_casino' },
  { to: '/slots', key: 'nav.slots' },
  { to: '/w4d', key: 'nav.lottery', product: 'lottery' },
  { to: '/keno', key: 'nav.keno', product: 'lottery' },
  { to: '/virtualgames', key: 'nav.virtualgames', product: 'virtual_games' },
  { to: '/videopoker', key: 'nav.videopoker', product: 'mini_game' },
  { to: '/esports2', key: 'nav.esports', product: 'esports' },
  // Virtual sports (races, fights and games every few minutes) have no product switch: always on.
  { to: '/others1', key: 'nav.virtualsports' },
];

const NAV_DISABLED_REASON_ID = 'main-nav-disabled-reason';

/** Space between links (the nav's CSS gap), counted when fitting links into the row. */
const GAP_PX = 4;

/**
 * The shell's main navigation: as many links as fit the header in the player's language, the rest folded into
 * a "More" menu (Burmese, Thai and Khmer names are twice as wide as English ones, and shop screens start at
 * 1280 px). A hidden copy of every link is measured, so fitting does not depend on what is shown now.
 *
 * A product switched off for the account stays in its place, shown disabled and described with the reason,
 * so the player learns why rather than meeting a refusal after the click.
 */
export const MainNav = observer(function MainNav() {
  const { auth } = useStores();
  const { t, i18n } = useTranslation();
  const disabled = auth.account?.info.disabled_products ?? [];
  const isOff = (item: (typeof NAV)[number]) => item.product !== undefined && disabled.includes(item.product);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<number>(NAV.length);

  useLayoutEffect(() => {
    const navEl = nav.current;
    const measureEl = measure.current;
    if (!navEl || !measureEl) return;
    const fit = () => {
      const widths = [...measureEl.children].map((el) => (el as HTMLElement).getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      const available = navEl.clientWidth;
      const total = widths.reduce((sum, w) => sum + w + GAP_PX, 0) - GAP_PX;
      if (total <= available) return setShown(NAV.length);
      let used = more;
      let count = 0;
      while (count < widths.length && used + GAP_PX + (widths[count] as number) <= available)
        used += GAP_PX + (widths[count++] as number);
      setShown(count);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(navEl);
    observer.observe(measureEl);
    return () => observer.disconnect();
  }, [i18n.language]);

  const folded = NAV.slice(shown);
  const foldedActive = folded.some((item) => pathname.startsWith(item.to));
  return (
    <nav ref={nav} aria-label={t('header.mainNavigation')} className="main-nav">
      {NAV.slice(0, shown).map((item) =>
        isOff(item) ? (
          <Tooltip key={item.to} title={t('games.disabled.body')} trigger={['hover', 'focus']}>
            <a
              role="link"
              aria-disabled="true"
              tabIndex={0}
              className="nav-disabled"
              aria-describedby={NAV_DISABLED_REASON_ID}
            >
              {t(item.key)}
            </a>
          </Tooltip>
        ) : (
          <NavLink key={item.to} to={item.to} className={({ isActive }) => (isActive ? 'active' : undefined)}>
            {t(item.key)}
          </NavLink>
        ),
      )}
      {folded.length ? (
        <Dropdown
          trigger={['click']}
          menu={{
            selectedKeys: [pathname],
            items: folded.map((item) => ({
              key: item.to,
              label: t(item.key),
              disabled: isOff(item),
              title: isOff(item) ? t('games.disabled.body') : undefined,
            })),
            onClick: ({ key }) => void navigate(key),
          }}
        >
          <button
            type="button"
            className={`main-nav-more${foldedActive ? ' active' : ''}`}
            aria-label={t('header.moreNavLabel')}
          >
            {t('header.moreNav')} <DownOutlined aria-hidden />
          </button>
        </Dropdown>
      ) : null}
      {NAV.some(isOff) ? (
        <span id={NAV_DISABLED_REASON_ID} className="visually-hidden">
          {t('games.disabled.body')}
        </span>
      ) : null}
      <div ref={measure} className="main-nav-measure" aria-hidden>
        {NAV.map((item) => (
          <span key={item.to}>{t(item.key)}</span>
        ))}
        <span>
          {t('header.moreNav')} <DownOutlined />
        </span>
      </div>
    </nav>
  );
});
