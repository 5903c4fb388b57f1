import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './banners.css';

// Landing banners of SPEC.md section 2, each a link to its area (a logged-out visitor is sent to log in first).
const BANNERS = [
  { key: 'sports', to: '/desktop', art: 'ball' },
  { key: 'casino', to: '/casino100', art: 'cards' },
  { key: 'slots', to: '/slots', art: 'reels' },
  { key: 'efight', to: '/efresult', art: 'fist' },
  { key: 'tournament', to: '/tournament2/home', art: 'cup' },
] as const;

function Art({ kind }: { kind: (typeof BANNERS)[number]['art'] }) {
  switch (kind) {
    case 'ball':
      return (
        <svg viewBox="0 0 64 64" aria-hidden="true">
          <circle cx="32" cy="32" r="26" fill="#fff" />
          <polygon points="32,20 43,28 39,41 25,41 21,28" fill="#222" />
        </svg>
      );
    case 'cards':
      return (
        <svg viewBox="0 0 64 64" aria-hidden="true">
          <rect x="10" y="12" width="26" height="38" rx="4" fill="#fff" transform="rotate(-10 23 31)" />
          <rect x="28" y="12" width="26" height="38" rx="4" fill="#fff" transform="rotate(10 41 31)" />
          <text x="40" y="38" fontSize="16" fill="#c62828">A</text>
        </svg>
      );
    case 'reels':
      return (
        <svg viewBox="0 0 64 64" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <g key={i}>
              <rect x={6 + i * 18} y="14" width="16" height="36" rx="3" fill="#fff" />
              <text x={9 + i * 18} y="38" fontSize="16" fill="#c62828">
                7
              </text>
            </g>
          ))}
        </svg>
      );
    case 'fist':
      return (
        <svg viewBox="0 0 64 64" aria-hidden="true">
          <rect x="14" y="22" width="36" height="24" rx="10" fill="#ffb74d" />
          <rect x="18" y="14" width="28" height="12" rx="6" fill="#ffa726" />
        </svg>
      );
    case 'cup':
      return (
        <svg viewBox="0 0 64 64" aria-hidden="true">
          <path d="M20 12h24v12a12 12 0 0 1-24 0z" fill="#ffd54f" />
          <rect x="28" y="36" width="8" height="10" fill="#ffd54f" />
          <rect x="20" y="46" width="24" height="6" rx="2" fill="#ffca28" />
        </svg>
      );
  }
}

export function LandingBanners() {
  const { t } = useTranslation();
  return (
    <ul className="landing-banners" aria-label={t('games.banners.title')}>
      {BANNERS.map((b) => (
        <li key={b.key} className={`landing-banner banner-${b.key === 'casino' ? 'casino' : b.key}`}>
          <Link to={b.to} className="banner-link">
            <Art kind={b.art} />
            <strong>{t(`games.banners.${b.key}`)}</strong>
            <span>{t(`games.banners.${b.key}Text`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
