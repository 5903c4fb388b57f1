import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  describeHighlights,
  periodCount,
  periodOf,
  scoreByPeriod,
  setScores,
  setsWon,
  sportKind,
} from '@shared/media/sport-events';
import { H, PAINTERS, W, type SportViewState } from './sport-painters';
import { momentText, periodLabel } from './sport-texts';

/** The periods and totals table under the view: the score in the sport's own units. */
function Scoreboard({ state }: { state: SportViewState }) {
  const { t } = useTranslation();
  const kind = sportKind(state.sportId);
  const tennis = kind === 'tennis';
  const sets = tennis ? setScores(state.events.map((e) => e.side)) : [];
  const byPeriod = scoreByPeriod(state.sportId, state.events);
  const columns = tennis
    ? Math.max(1, sets.length)
    : Math.min(periodCount(state.sportId), periodOf(state.sportId, state.minute) + 1);
  const cell = (side: 0 | 1, i: number) =>
    tennis ? (sets[i]?.[side] ?? 0) : ((side === 0 ? byPeriod.home : byPeriod.away)[i] ?? 0);
  const totals = tennis ? setsWon(sets) : state.score;
  return (
    <div className="sport-scoreboard" tabIndex={0} role="group" aria-label={t(`games.live.scoreBy.${kind}`)}>
      <table>
        <caption>{t(`games.live.scoreBy.${kind}`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('games.events.team')}</th>
            {Array.from({ length: columns }, (_, i) => (
              <th scope="col" key={i}>
                {periodLabel(t, kind, i)}
              </th>
            ))}
            <th scope="col">{t(tennis ? 'games.live.sets' : 'games.live.total')}</th>
          </tr>
        </thead>
        <tbody>
          {([0, 1] as const).map((side) => (
            <tr key={side}>
              <th scope="row">{side === 0 ? state.home : state.away}</th>
              {Array.from({ length: columns }, (_, i) => (
                <td key={i}>{cell(side, i)}</td>
              ))}
              <td className="sport-total">{totals[side]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The last moments of the match so far (newest first), in the sport's terms. */
function MatchMoments({ state, limit = 6 }: { state: SportViewState; limit?: number }) {
  const { t } = useTranslation();
  // A quarter shows once it has begun: the live match has not reached the later ones yet.
  const current = periodOf(state.sportId, state.minute);
  const moments = describeHighlights(state.sportId, state.events)
    .filter((m) => m.kind !== 'quarter' || m.period <= current)
    .reverse()
    .slice(0, limit);
  if (moments.length === 0) return null;
  return (
    <section className="sport-moments" aria-label={t('games.live.events')}>
      <h3>{t('games.live.events')}</h3>
      <ol>
        {moments.map((m, i) => (
          <li key={i}>{momentText(t, state.sportId, m, state.home, state.away)}</li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The generated stream: the sport's field drawn on a canvas from the match's simulated state (score, clock and
 * scoring events; soccer's attack zone from the match tracker), with the broadcaster's score bug. Generated
 * here, so the app ships no video. The score and events are also in the scoreboard beside it, for everyone.
 */
export function SportView({ state, label }: { state: SportViewState; label: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLCanvasElement | null>(null);
  const latest = useRef({ state, t });
  latest.current = { state, t };

  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const font = getComputedStyle(canvas).fontFamily || 'sans-serif';
    let frame = 0;
    const started = performance.now();
    const draw = (now: number) => {
      const { state: s, t: translate } = latest.current;
      ctx.save();
      PAINTERS[sportKind(s.sportId)]({ ctx, s, time: (now - started) / 1000, font, t: translate });
      ctx.restore();
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <div className="sport-view">
      <canvas
        ref={ref}
        width={W}
        height={H}
        role="img"
        aria-label={`${label}: ${state.home} ${state.score[0]} - ${state.score[1]} ${state.away}${state.clock ? `, ${state.clock}` : ''}`}
      />
      <Scoreboard state={state} />
      <MatchMoments state={state} />
    </div>
  );
}
