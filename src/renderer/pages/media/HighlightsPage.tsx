import { Button, Card, Empty, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeHighlights, matchMinutes, sportKind } from '@shared/media/sport-events';
import { AppShell } from '../../components/AppShell';
import { useInterval } from '../../components/useInterval';
import { useTitle } from '../../components/useTitle';
import { useStores } from '../../stores/context';
import { formatDateTime } from './time';
import { momentText } from './sport-texts';
import { SportView } from './SportView';
import '../games/games.css';

/** A replay runs the match clock from kick-off to the final whistle in this many seconds. */
const REPLAY_SECONDS = 20;
const REPLAY_TICK_MS = 250;

/** /highlight/home: finished matches by league, each told in its sport's terms and replayable on its field. */
export const HighlightsPage = observer(function HighlightsPage() {
  const { games } = useStores();
  const media = games.media;
  const { t } = useTranslation();
  useTitle(t('games.pages.highlights'));
  const [playing, setPlaying] = useState<number | null>(null);
  const [minute, setMinute] = useState(0);
  useEffect(() => {
    void media.loadHighlights(null);
  }, [media]);
  const replay = media.highlights.find((h) => h.match_id === playing);
  const length = replay ? Math.max(matchMinutes(replay.sport_id), ...replay.goals.map((g) => g.minute)) : 0;
  useInterval(
    () =>
      setMinute((m) =>
        m >= length ? 0 : Math.min(length, m + (length * REPLAY_TICK_MS) / (REPLAY_SECONDS * 1000)),
      ),
    replay ? REPLAY_TICK_MS : null,
  );
  const shown = replay ? replay.goals.filter((g) => g.minute <= minute) : [];
  return (
    <AppShell>
      <section className="games-page" aria-labelledby="hl-title">
        <header className="games-header">
          <h1 id="hl-title" className="page-title">
            {t('games.pages.highlights')}
          </h1>
          <Select
            aria-label={t('games.highlights.leagues')}
            style={{ minWidth: 280 }}
            value={media.league ?? ''}
            onChange={(v) => void media.loadHighlights(v || null)}
            options={[
              { value: '', label: t('games.highlights.all') },
              ...media.leagues.map((l) => ({ value: l.league, label: `${l.league} (${l.count})` })),
            ]}
          />
        </header>
        {replay ? (
          <Card
            title={
              <h2 className="page-subtitle">
                {t('games.highlights.replay', { home: replay.home, away: replay.away })}
              </h2>
            }
            className="tv-player"
          >
            <SportView
              key={replay.match_id}
              label={t('games.highlights.replay', { home: replay.home, away: replay.away })}
              state={{
                sportId: replay.sport_id,
                home: replay.home,
                away: replay.away,
                score: [
                  shown.filter((g) => g.side === 'h').length,
                  shown.filter((g) => g.side === 'a').length,
                ],
                clock: `${Math.floor(minute)}'`,
                minute,
                events: shown,
              }}
            />
          </Card>
        ) : null}
        {media.highlights.length === 0 ? <Empty description={t('games.highlights.none')} /> : null}
        <ul className="game-grid highlight-grid" aria-label={t('games.pages.highlights')}>
          {media.highlights.map((h) => {
            const title = `${h.home} ${h.score[0]} - ${h.score[1]} ${h.away}`;
            const moments = describeHighlights(h.sport_id, h.goals);
            const kind = sportKind(h.sport_id);
            return (
              <li key={h.match_id}>
                <Card size="small" title={<h3 className="game-name">{title}</h3>}>
                  <p>{h.league}</p>
                  <p>{formatDateTime(h.finished_at)}</p>
                  <section aria-label={`${t(`games.highlights.moments.${kind}`)}: ${title}`}>
                    <h4 className="highlight-moments-title">{t(`games.highlights.moments.${kind}`)}</h4>
                    {moments.length ? (
                      <ul className="highlight-moments">
                        {moments.map((m, i) => (
                          <li key={i}>{momentText(t, h.sport_id, m, h.home, h.away)}</li>
                        ))}
                      </ul>
                    ) : (
                      <p>{t('games.highlights.noScore')}</p>
                    )}
                  </section>
                  <Button
                    onClick={() => {
                      setMinute(0);
                      setPlaying(h.match_id);
                    }}
                    aria-label={t('games.highlights.replay', { home: h.home, away: h.away })}
                  >
                    ▶
                  </Button>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>
    </AppShell>
  );
});
