import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Content that may be wider than its card (a standings table in Burmese, a bracket at 1280 px): it scrolls
 * sideways inside the card instead of spilling out. When it does not fit, a hint says so and the edge that hides
 * more fades out; the area then takes keyboard focus so arrow keys scroll it.
 */
export function ScrollInCard({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement | null>(null);
  const [edges, setEdges] = useState({ left: false, right: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () =>
      setEdges({
        left: el.scrollLeft > 1,
        right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, []);
  const overflows = edges.left || edges.right;
  return (
    <>
      <div
        ref={ref}
        className={`scroll-in-card${edges.left ? ' more-left' : ''}${edges.right ? ' more-right' : ''}`}
        role="region"
        aria-label={label}
        tabIndex={overflows ? 0 : undefined}
      >
        {children}
      </div>
      {overflows ? (
        <p className="scroll-hint" aria-hidden>
          ↔ {t('games.events.scrollHint')}
        </p>
      ) : null}
    </>
  );
}
