import { useTranslation } from 'react-i18next';
import type { DrawRecord } from '@shared/lottery/api';
import { formatDateTime } from '../../pages/media/time';

/** One draw's 23 numbers: the top three large, then special and consolation. */
export function DrawResult({ draw }: { draw: DrawRecord }) {
  const { t } = useTranslation();
  const id = `draw-${draw.draw_no}`;
  return (
    <section aria-labelledby={id} className="draw-result">
      <h3 id={id}>
        {t('games.lottery.drawTitle', { no: draw.draw_no })} · {formatDateTime(draw.draw_at)}
      </h3>
      <div className="top-prizes">
        {(['first', 'second', 'third'] as const).map((p) => (
          <div key={p}>
            {t(`games.lottery.${p}`)}
            <strong>{draw[p]}</strong>
          </div>
        ))}
      </div>
      <h4>{t('games.lottery.special')}</h4>
      <div className="draw-board">
        {draw.special.map((n) => (
          <span key={n}>{n}</span>
        ))}
      </div>
      <h4>{t('games.lottery.consolation')}</h4>
      <div className="draw-board">
        {draw.consolation.map((n) => (
          <span key={n}>{n}</span>
        ))}
      </div>
    </section>
  );
}
