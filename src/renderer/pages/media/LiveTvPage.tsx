import { Button, Empty } from 'antd';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useInterval } from '../../components/useInterval';
import { useTitle } from '../../components/useTitle';
import { useStores } from '../../stores/context';
import { PitchCanvas } from './PitchCanvas';
import { EventLinks } from './EventLinks';
import '../games/games.css';

/** The live TV window: channels of live matches with a stream, and the generated stream with the live score. */
export const LiveTvPage = observer(function LiveTvPage() {
  const { games } = useStores();
  const media = games.media;
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('match')) || media.channels[0]?.match.match_id || null;
  useTitle(t('games.pages.livetv'));
  useEffect(() => {
    void media.loadChannels();
  }, [media]);
  useEffect(() => {
    if (selected) void media.watch(selected);
  }, [media, selected]);
  // The score on screen follows the simulator; two seconds is as fresh as a broadcast delay.
  useInterval(
    () => {
      if (selected) void media.watch(selected);
    },
    selected ? 2_000 : null,
  );
  useInterval(() => void media.loadChannels(), 30_000);
  const match = media.watching && media.watching.match_id === selected ? media.watching : null;
  return (
    <main className="tv-layout" id="main">
      <nav aria-label={t('games.tv.channels')}>
        <h1 className="page-title">{t('games.pages.livetv')}</h1>
        <h2 className="page-subtitle">{t('games.tv.channels')}</h2>
        {media.channels.length === 0 ? <Empty description={t('games.tv.noChannels')} /> : null}
        <ul className="tv-channels">
          {media.channels.map(({ channel, match: m }) => (
            <li key={m.match_id}>
              <Button
                block
                type={m.match_id === selected ? 'primary' : 'default'}
                icon={<PlayCircleOutlined aria-hidden />}
                aria-pressed={m.match_id === selected}
                onClick={() => setParams({ match: String(m.match_id) })}
                aria-label={t('games.tv.watch', { home: m.home, away: m.away })}
              >
                {channel} · {m.home} - {m.away}
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="tv-player" aria-label={t('games.tv.player')}>
        {match ? (
          <>
            <p
              className="tv-score"
              aria-live="polite"
              aria-label={t('games.tv.score', { home: match.score[0], away: match.score[1] })}
            >
              {match.home} {match.score[0]} - {match.score[1]} {match.away} <small>{match.clock}</small>
            </p>
            <p>{match.league}</p>
            <PitchCanvas
              key={match.match_id}
              label={t('games.tv.player')}
              state={{ home: match.home, away: match.away, score: match.score, clock: match.clock }}
            />
            <EventLinks />
          </>
        ) : (
          <Empty description={t('games.tv.noChannels')} />
        )}
      </section>
    </main>
  );
});
