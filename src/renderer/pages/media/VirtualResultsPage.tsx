import { Table } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { VirtualEvent } from '@shared/racing/api';
import { AppShell } from '../../components/AppShell';
import { useInterval } from '../../components/useInterval';
import { useTitle } from '../../components/useTitle';
import { useStores } from '../../stores/context';
import { formatDateTime } from './time';
import '../games/games.css';

/** /ngresult and /efresult: finished virtual games with their finishing order or score. */
export const VirtualResultsPage = observer(function VirtualResultsPage({
  kind,
}: {
  kind: 'ngresult' | 'efresult';
}) {
  const { games } = useStores();
  const media = games.media;
  const { t } = useTranslation();
  useTitle(t(`games.pages.${kind}`));
  useEffect(() => {
    void media.loadResults(kind);
  }, [media, kind]);
  useInterval(() => void media.loadResults(kind), 30_000);
  const name = (e: VirtualEvent, no: number) => e.runners.find((r) => r.no === no)?.name ?? String(no);
  return (
    <AppShell>
      <section className="games-page" aria-labelledby="vr-title">
        <h1 id="vr-title" className="page-title">
          {t(`games.pages.${kind}`)}
        </h1>
        <Table<VirtualEvent>
          rowKey="event_id"
          size="small"
          dataSource={media.results}
          pagination={{ pageSize: 20 }}
          locale={{ emptyText: t('games.results.none') }}
          aria-label={t(`games.pages.${kind}`)}
          columns={[
            { title: t('games.results.time'), render: (_, e) => formatDateTime(e.ends_at) },
            { title: t('games.results.game'), dataIndex: 'name' },
            {
              title: t('games.results.result'),
              render: (_, e) =>
                e.score
                  ? `${e.score[0]} - ${e.score[1]}`
                  : (e.result ?? [])
                      .slice(0, 3)
                      .map((no, i) => `${i + 1}. ${name(e, no)}`)
                      .join('  '),
            },
          ]}
        />
      </section>
    </AppShell>
  );
});
