import { Button, Card, Select } from 'antd';
import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInterval } from '../../components/useInterval';
import { useStores } from '../../stores/context';
import { EventLinks } from './EventLinks';
import '../games/games.css';

/** A live match as the tracker lists it: teams, score and clock. */
function trackerMatchName(m: {
  home: string;
  away: string;
  score: readonly number[];
  clock: string;
}): string {
  return `${m.home} ${m.score[0]}-${m.score[1]} ${m.away} (${m.clock})`;
}

/**
 * The score map / match tracker for the sportsbook page: pick a live match, see where the ball is, possession,
 * shots and corners, and open its live TV window. Mounted by /desktop as one component.
 */
export const MatchTracker = observer(function MatchTracker() {
  const { games, prefs } = useStores();
  const media = games.media;
  const { t } = useTranslation();
  const [matchId, setMatchId] = useState<number | null>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  useEffect(() => {
    void media.loadLive();
  }, [media]);
  const selected =
    matchId ??
    media.liveMatches.find((m) => m.sport_id === 1)?.match_id ??
    media.liveMatches[0]?.match_id ??
    null;
  useEffect(() => {
    if (selected) void media.loadRadar(selected);
  }, [media, selected]);
  useInterval(() => {
    void media.loadLive();
    if (selected) void media.loadRadar(selected);
  }, 10_000);
  const radar = media.radar && media.radar.match.match_id === selected ? media.radar : null;
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx || !radar) return;
    const { side, zone, kind } = radar.attack;
    ctx.fillStyle = '#2e7d32';
    ctx.fillRect(0, 0, 400, 200);
    ctx.strokeStyle = '#e8f5e9';
    ctx.lineWidth = 2;
    ctx.strokeRect(10, 10, 380, 180);
    ctx.beginPath();
    ctx.moveTo(200, 10);
    ctx.lineTo(200, 190);
    ctx.stroke();
    // Home attacks to the right: its attacking third is on the right, the away side's on the left.
    const third = side === 'h' ? zone : 2 - zone;
    ctx.fillStyle =
      kind === 'danger'
        ? 'rgba(244,67,54,0.55)'
        : kind === 'attack'
          ? 'rgba(255,193,7,0.45)'
          : 'rgba(255,255,255,0.25)';
    ctx.fillRect(10 + third * 127, 10, 126, 180);
  }, [radar]);
  // The sportsbook's 'Score map' setting (RULES.md section 3 pageDisplay.showScoreMap) shows or hides the tracker.
  if (!prefs.showScoreMap || media.liveMatches.length === 0) return null;
  return (
    <Card
      size="small"
      className="tracker"
      title={<h2 className="page-subtitle">{t('games.tracker.title')}</h2>}
    >
      <Select
        aria-label={t('games.tracker.pick')}
        style={{ width: '100%' }}
        // The side column is narrow: the open list takes the width its matches need.
        popupMatchSelectWidth={false}
        value={selected ?? undefined}
        onChange={setMatchId}
        options={media.liveMatches.map((m) => ({ value: m.match_id, label: trackerMatchName(m) }))}
      />
      {radar ? (
        <>
          {/* The box above may cut a long name; the match it follows is written out here, wrapping. */}
          <p className="tracker-match" aria-hidden>
            {trackerMatchName(radar.match)}
          </p>
          <canvas
            ref={canvas}
            width={400}
            height={200}
            role="img"
            aria-label={`${t('games.tracker.title')}: ${t(`games.tracker.${radar.attack.kind}`)}`}
          />
          {/* Written as text, not drawn on the pitch: the pitch is scaled to the column and would shrink it. */}
          <p className={`tracker-state ${radar.attack.kind}`} aria-hidden>
            {t(`games.tracker.${radar.attack.kind}`)}
          </p>
          <dl className="tracker-stats">
            <dt>{t('games.tracker.possession')}</dt>
            <dd>
              {radar.possession[0]}% - {radar.possession[1]}%
            </dd>
            <dt>{t('games.tracker.shots')}</dt>
            <dd>
              {radar.shots[0]} - {radar.shots[1]}
            </dd>
            <dt>{t('games.tracker.corners')}</dt>
            <dd>
              {radar.corners[0]} - {radar.corners[1]}
            </dd>
          </dl>
          {radar.match.has_stream ? (
            <Button
              icon={<DesktopOutlined aria-hidden />}
              onClick={() => void media.openLiveTv(radar.match.match_id)}
            >
              {t('games.tv.open')}
            </Button>
          ) : null}
        </>
      ) : null}
      <EventLinks />
    </Card>
  );
});
