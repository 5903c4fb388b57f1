import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './banners.css';

// Landing banners of RULES.md section 2, each a link to its area (a logged-out visitor is sent to log in first).
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
          <text x="40" y="38" fontSize="16" fill="#c62828">
            A
          </text>
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

/** How long each banner is in the spotlight on a kiosk's attract screen. */
const ATTRACT_STEP_MS = 5_000;

/** True while the system asks for reduced motion (then nothing moves by itself). */
function useReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.(query).matches === true,
  );
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * The landing banners. On a logged-out kiosk (`attract`) they are its attract screen: the spotlight moves to
 * the next banner every few seconds, and stops while a person points at or focuses one (so it never moves
 * under their finger or keyboard) and whenever the system asks for reduced motion.
 */
export function LandingBanners({ attract = false }: { attract?: boolean }) {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const cycling = attract && !reduced;
  const paused = held.pointer || held.focus;
  useEffect(() => {
    if (!cycling || paused) return;
    const timer = setInterval(() => setCurrent((i) => (i + 1) % BANNERS.length), ATTRACT_STEP_MS);
    return () => clearInterval(timer);
  }, [cycling, paused]);
  return (
    <ul
      className={`landing-banners${cycling ? ' attract' : ''}`}
      aria-label={t('games.banners.title')}
      data-paused={cycling && paused ? 'true' : undefined}
      onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      {BANNERS.map((b, i) => (
        <li
          key={b.key}
          className={`landing-banner banner-${b.key === 'casino' ? 'casino' : b.key}${cycling && i === current ? ' current' : ''}`}
        >
          <Link
            to={b.to}
            className="banner-link"
            aria-current={cycling && i === current ? 'true' : undefined}
          >
            <Art kind={b.art} />
            <strong>{t(`games.banners.${b.key}`)}</strong>
            <span>{t(`games.banners.${b.key}Text`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
