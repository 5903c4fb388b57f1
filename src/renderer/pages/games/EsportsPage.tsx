import { Button, Table, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppShell } from '../../components/AppShell';
import { useInterval } from '../../components/useInterval';
import { useTitle } from '../../components/useTitle';
import { useStores } from '../../stores/context';
import { formatDateTime } from '../media/time';
import { ProductDisabled } from './ProductDisabled';
import './games.css';

/** /esports2: e-sports matches (sport 40) live and upcoming; betting happens on the sportsbook page. */
export const EsportsPage = observer(function EsportsPage() {
  const { games } = useStores();
  const media = games.media;
  const { t } = useTranslation();
  const navigate = useNavigate();
  useTitle(t('games.pages.esports2'));
  const disabled = media.esportsDisabled;
  useEffect(() => {
    if (!disabled) void media.loadEsports();
  }, [media, disabled]);
  useInterval(() => void media.loadEsports(), disabled ? null : 10_000);
  return (
    <AppShell>
      <section className="games-page" aria-labelledby="es-title">
        <header className="games-header">
          <h1 id="es-title" className="page-title">
            {t('games.pages.esports2')}
          </h1>
          {disabled ? null : (
            <Button onClick={() => void navigate('/desktop')}>{t('games.esports.openSportsbook')}</Button>
          )}
        </header>
        {disabled ? (
          <ProductDisabled product="esports" />
        ) : (
          <Table
            rowKey="match_id"
            size="small"
            pagination={false}
            dataSource={media.esports}
            aria-label={t('games.pages.esports2')}
            columns={[
              { title: t('games.esports.kickoff'), render: (_, m) => formatDateTime(m.kickoff) },
              { title: t('games.results.game'), render: (_, m) => `${m.home} - ${m.away}` },
              {
                title: t('games.results.result'),
                render: (_, m) => (m.live ? `${m.score[0]} - ${m.score[1]} ${m.clock}` : '-'),
              },
              {
                title: t('games.lottery.status'),
                render: (_, m) => (
                  <Tag color={m.live ? 'red' : 'blue'}>
                    {m.live ? t('games.esports.live') : t('games.esports.upcoming')}
                  </Tag>
                ),
              },
            ]}
          />
        )}
      </section>
    </AppShell>
  );
});
