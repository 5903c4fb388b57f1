import { Button, Card, Empty, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppShell } from '../../components/AppShell';
import { useTitle } from '../../components/useTitle';
import { useStores } from '../../stores/context';
import { formatDateTime } from './time';
import { PitchCanvas } from './PitchCanvas';
import '../games/games.css';

/** /highlight/home: finished matches by league, each replayable on the generated pitch with its goals. */
export const HighlightsPage = observer(function HighlightsPage() {
  const { games } = useStores();
  const media = games.media;
  const { t } = useTranslation();
  useTitle(t('games.pages.highlights'));
  const [playing, setPlaying] = useState<number | null>(null);
  useEffect(() => {
    void media.loadHighlights(null);
  }, [media]);
  const replay = media.highlights.find((h) => h.match_id === playing);
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
            <PitchCanvas
              key={replay.match_id}
              label={t('games.highlights.replay', { home: replay.home, away: replay.away })}
              state={{
                home: replay.home,
                away: replay.away,
                score: replay.score,
                clock: '',
                goals: replay.goals,
                replaySeconds: 20,
              }}
            />
          </Card>
        ) : null}
        {media.highlights.length === 0 ? <Empty description={t('games.highlights.none')} /> : null}
        <ul className="game-grid" aria-label={t('games.pages.highlights')}>
          {media.highlights.map((h) => (
            <li key={h.match_id}>
              <Card
                size="small"
                title={
                  <h3 className="game-name">
                    {h.home} {h.score[0]} - {h.score[1]} {h.away}
                  </h3>
                }
              >
                <p>{h.league}</p>
                <p>{formatDateTime(h.finished_at)}</p>
                <p>
                  {t('games.highlights.goals')}:{' '}
                  {h.goals.map((g) => `${g.minute}' ${g.side === 'h' ? h.home : h.away}`).join(', ') || '-'}
                </p>
                <Button
                  onClick={() => setPlaying(h.match_id)}
                  aria-label={t('games.highlights.replay', { home: h.home, away: h.away })}
                >
                  ▶
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </AppShell>
  );
});
