import { Card, Table, Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { EventTheme, StandingRow } from '@shared/games/media';
import { AppShell } from '../../components/AppShell';
import { useTitle } from '../../components/useTitle';
import { useStores } from '../../stores/context';
import { isHexColor, readableGradient } from '@shared/color';
import { ScrollInCard } from './ScrollInCard';
import '../games/games.css';

/**
 * The event's own colours are the hero's background, whatever the theme: its text is white or dark, and the colours
 * are shaded just enough for that text to read at 4.5:1 along the whole gradient. Colours that are not #rrggbb
 * are not drawn.
 */
function heroStyle([from, to]: readonly [string, string]): CSSProperties {
  if (!isHexColor(from) || !isHexColor(to)) return {};
  const hero = readableGradient(from, to);
  return { background: `linear-gradient(120deg, ${hero.from}, ${hero.to})`, color: hero.text };
}

const EVENT_TABS = ['standings', 'results', 'bracket'] as const;

/**
 * /event: the event themes (Euro, Copa, Olympic, World Cup), each in its colours with standings, results and bracket.
 * They are the simulator's own competitions, and the page says so (RULES.md section 2).
 */
export const EventPage = observer(function EventPage() {
  const { games } = useStores();
  const media = games.media;
  const { t } = useTranslation();
  useTitle(t('games.pages.event'));
  const [eventId, setEventId] = useState<EventTheme>('euro');
  // The match row and the live centre link straight to a tab (?tab=standings, results or bracket).
  const [params, setParams] = useSearchParams();
  const tab = EVENT_TABS.find((k) => k === params.get('tab')) ?? 'standings';
  useEffect(() => {
    void media.loadEvents();
  }, [media]);
  useEffect(() => {
    void media.loadEvent(eventId);
  }, [media, eventId]);
  const event = media.events.find((e) => e.event_id === eventId);
  const columns = [
    { title: t('games.events.team'), dataIndex: 'team' },
    { title: t('games.events.played'), dataIndex: 'played' },
    { title: t('games.events.won'), dataIndex: 'won' },
    { title: t('games.events.drawn'), dataIndex: 'drawn' },
    { title: t('games.events.lost'), dataIndex: 'lost' },
    { title: t('games.events.goals'), render: (_: unknown, r: StandingRow) => `${r.gf}:${r.ga}` },
    { title: t('games.events.points'), dataIndex: 'points' },
  ];
  return (
    <AppShell>
      <section className="games-page" aria-labelledby="event-title">
        <h1 id="event-title" className="page-title">
          {t('games.pages.event')}
        </h1>
        <Tabs
          activeKey={eventId}
          onChange={(k) => setEventId(k as EventTheme)}
          items={media.events.map((e) => ({ key: e.event_id, label: `${e.name} ${e.year}` }))}
        />
        {event ? (
          <div className="event-hero" style={heroStyle(event.colors)}>
            <h2>
              {event.name} {event.year}
            </h2>
            <p>{event.host}</p>
            <p className="event-simulated">{t('games.events.simulated')}</p>
            {media.bracket ? (
              <p className="tv-score">{t('games.events.champion', { team: media.bracket.champion })}</p>
            ) : null}
          </div>
        ) : null}
        <p>
          <Link to="/highlight">{t('games.pages.highlights')}</Link>
        </p>
        <Tabs
          activeKey={tab}
          onChange={(k) => setParams({ tab: k }, { replace: true })}
          items={[
            {
              key: 'standings',
              label: t('games.events.standings'),
              children: (
                <div className="game-grid standings-grid">
                  {media.standings?.groups.map((g) => (
                    <Card
                      key={g.group}
                      size="small"
                      title={<h3 className="game-name">{t('games.events.group', { group: g.group })}</h3>}
                    >
                      <ScrollInCard label={t('games.events.group', { group: g.group })}>
                        <Table<StandingRow>
                          size="small"
                          rowKey="team"
                          pagination={false}
                          dataSource={g.table}
                          columns={columns}
                          aria-label={t('games.events.group', { group: g.group })}
                        />
                      </ScrollInCard>
                    </Card>
                  ))}
                </div>
              ),
            },
            {
              key: 'results',
              label: t('games.events.results'),
              children: (
                <div className="game-grid">
                  {media.groupResults?.groups.map((g) => (
                    <Card
                      key={g.group}
                      size="small"
                      title={<h3 className="game-name">{t('games.events.group', { group: g.group })}</h3>}
                    >
                      <ul>
                        {g.matches.map((m) => (
                          <li key={`${m.home}-${m.away}`}>
                            {m.home} {m.score[0]} - {m.score[1]} {m.away}
                          </li>
                        ))}
                      </ul>
                    </Card>
                  ))}
                </div>
              ),
            },
            {
              key: 'bracket',
              label: t('games.events.bracket'),
              children: (
                <ScrollInCard label={t('games.events.bracket')}>
                  <div className="bracket">
                    {media.bracket?.rounds.map((r) => (
                      <section key={r.round} aria-label={t(`games.events.rounds.${r.round}`)}>
                        <h3>{t(`games.events.rounds.${r.round}`)}</h3>
                        <ol>
                          {r.matches.map((m) => (
                            <li key={`${m.home}-${m.away}`}>
                              <span className={m.winner === m.home ? 'winner' : undefined}>{m.home}</span>{' '}
                              {m.score[0]} - {m.score[1]}{' '}
                              <span className={m.winner === m.away ? 'winner' : undefined}>{m.away}</span>
                              {m.penalties ? (
                                <small>
                                  {' '}
                                  (
                                  {t('games.events.penalties', {
                                    score: `${m.penalties[0]}-${m.penalties[1]}`,
                                  })}
                                  )
                                </small>
                              ) : null}
                            </li>
                          ))}
                        </ol>
                      </section>
                    ))}
                  </div>
                </ScrollInCard>
              ),
            },
          ]}
        />
      </section>
    </AppShell>
  );
});
