import { Button, Empty } from 'antd';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useInterval } from '../../components/useInterval';
import { useTitle } from '../../components/useTitle';
import { useStores } from '../../stores/context';
import { SportView } from './SportView';
import { EventLinks } from './EventLinks';
import '../games/games.css';

/**
 * The live TV window: channels of live matches with a stream, and the generated stream of the chosen match with
 * its live score. The odds grid opens it with `?match=<id>` (the TV button) or `?center=<id>` (the live centre,
 * which also works for a match without a stream).
 */
export const LiveTvPage = observer(function LiveTvPage() {
  const { games } = useStores();
  const media = games.media;
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('match') ?? params.get('center'));
  const selected = requested || media.channels[0]?.match.match_id || null;
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
  const soccer = match?.sport_id === 1;
  // Soccer's picture shows where the play is: the match tracker's attacking side and third.
  useEffect(() => {
    if (soccer && selected) void media.loadRadar(selected);
  }, [media, soccer, selected]);
  useInterval(
    () => {
      if (selected) void media.loadRadar(selected);
    },
    soccer ? 10_000 : null,
  );
  const attack = soccer && media.radar?.match.match_id === selected ? media.radar.attack : null;
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
              >
                <span className="tv-channel-label">
                  <span className="tv-channel-name">{channel}</span>
                  <span className="tv-channel-match">
                    {m.home} - {m.away}
                  </span>
                </span>
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
            <SportView
              key={match.match_id}
              label={t('games.tv.player')}
              state={{
                sportId: match.sport_id,
                home: match.home,
                away: match.away,
                score: match.score,
                clock: match.clock,
                minute: match.minute,
                events: match.goals,
                red: match.red,
                attack,
              }}
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
