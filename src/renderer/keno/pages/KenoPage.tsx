import { Button, Card, Table } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { KenoBetRow, KenoDrawRecord } from '@shared/keno/api';
import { KENO_MAX_PICKS, KENO_POOL, KENO_RTP_PERCENT } from '@shared/keno/rules';
import { formatMinor } from '@shared/money';
import { useInterval } from '../../components/useInterval';
import { KENO_REVEAL_STEP_MS } from '../KenoStore';
import { useStores } from '../../stores/context';
import { BetsAndResultsCards } from '../../pages/games/BetsAndResultsCards';
import { payoutColumn, placedTimeColumn, statusTagColumn } from '../../pages/games/betListColumns';
import { ConfirmedPlacement } from '../../pages/games/ConfirmedPlacement';
import { GamePageFrame } from '../../pages/games/GamePageFrame';
import { useScheduledDrawRefresh } from '../../pages/games/useScheduledDrawRefresh';
import { formatDateTime } from '../../pages/media/time';
import '../../pages/games/games.css';
import './keno.css';
import { WholeUnitStake } from './WholeUnitStake';

const NUMBERS = Array.from({ length: KENO_POOL }, (_, i) => i + 1);
const LOCAL_PROBLEMS = ['picks', 'invalidBetAmount', 'betOverMax'];

/** The 80 numbers as toggle buttons; at most ten can be on. */
const NumberGrid = observer(function NumberGrid() {
  const { games } = useStores();
  const store = games.keno;
  const { t } = useTranslation();
  const full = store.picks.length >= KENO_MAX_PICKS;
  return (
    <div className="keno-grid" role="group" aria-label={t('keno.grid')}>
      {NUMBERS.map((n) => {
        const on = store.picks.includes(n);
        return (
          <button
            key={n}
            type="button"
            className={on ? 'keno-cell picked' : 'keno-cell'}
            aria-pressed={on}
            aria-label={t('keno.number', { n })}
            disabled={!on && full}
            onClick={() => store.toggle(n)}
          >
            {n}
          </button>
        );
      })}
    </div>
  );
});

/** The shown draw's numbers, appearing one by one after the draw time; the member's current picks stand out. */
const DrawBoard = observer(function DrawBoard({ draw }: { draw: KenoDrawRecord }) {
  const { games } = useStores();
  const store = games.keno;
  const { t } = useTranslation();
  const visible = draw.numbers.slice(0, store.revealed);
  return (
    <div>
      <ol className="keno-balls" aria-label={t('keno.drawNumbers', { no: draw.draw_no })} aria-live="polite">
        {visible.map((n) => (
          <li key={n} className={store.picks.includes(n) ? 'keno-ball hit' : 'keno-ball'}>
            {n}
          </li>
        ))}
      </ol>
      <p className="keno-seed">
        {t('keno.seed')}: <code>{draw.seed}</code>
      </p>
    </div>
  );
});

function BetsTable({ rows }: { rows: KenoBetRow[] }) {
  const { t } = useTranslation();
  return (
    <Table<KenoBetRow>
      size="small"
      rowKey="ref_no"
      dataSource={rows}
      pagination={false}
      aria-label={t('keno.myBets')}
      locale={{ emptyText: t('keno.noBets') }}
      columns={[
        { title: t('keno.ref'), dataIndex: 'ref_no' },
        { title: t('keno.draw'), dataIndex: 'draw_no' },
        { title: t('keno.picks'), render: (_, r) => r.picks.join(' ') },
        { title: t('keno.stake'), dataIndex: 'stake', align: 'right' },
        statusTagColumn(t('keno.status'), (r) => t(`keno.statuses.${r.status}`)),
        {
          title: t('keno.hits'),
          render: (_, r) =>
            r.hits === null ? '-' : t('keno.hitsOf', { hits: r.hits, picks: r.picks.length }),
        },
        payoutColumn(t('keno.payout')),
        placedTimeColumn(t('keno.time')),
      ]}
    />
  );
}

function ResultsTable({ rows }: { rows: KenoDrawRecord[] }) {
  const { t } = useTranslation();
  return (
    <Table<KenoDrawRecord>
      size="small"
      rowKey="draw_no"
      dataSource={rows}
      pagination={false}
      aria-label={t('keno.results')}
      columns={[
        { title: t('keno.draw'), dataIndex: 'draw_no' },
        { title: t('keno.time'), render: (_, r) => formatDateTime(r.draw_at) },
        { title: t('keno.numbers'), render: (_, r) => [...r.numbers].sort((a, b) => a - b).join(' ') },
      ]}
    />
  );
}

/** /keno: pick 1 to 10 of 80 numbers, stake, confirm; the draw is revealed on this page when its time passes. */
export const KenoPage = observer(function KenoPage() {
  const { games } = useStores();
  const store = games.keno;
  const { t } = useTranslation();
  const disabled = store.disabled;
  useScheduledDrawRefresh(store, 30_000);
  useInterval(() => store.tick(), disabled ? null : 1_000);
  useInterval(() => store.revealStep(), store.revealing ? KENO_REVEAL_STEP_MS : null);
  const open = store.draw?.open_draw;
  const shown = store.shownDraw;
  const stakeMinor = Number(store.stake) * 100;
  return (
    <GamePageFrame titleId="keno-title" title={t('keno.title')} product="lottery" disabled={disabled}>
      <div className="panel-grid keno-layout">
        <Card
          title={
            <h2 className="page-subtitle">
              {open ? t('keno.openDraw', { no: open.draw_no }) : t('keno.title')}
            </h2>
          }
        >
          {open ? (
            <p className="keno-countdown" role="timer" aria-label={t('keno.countdownLabel')}>
              {t('keno.drawIn', { seconds: store.secondsToDraw ?? 0 })} ·{' '}
              {t('keno.closesAt', { time: formatDateTime(open.close_at) })}
            </p>
          ) : null}
          <NumberGrid />
          <div className="keno-pick-bar">
            <span>{t('keno.picked', { count: store.picks.length, max: KENO_MAX_PICKS })}</span>
            <Button onClick={() => store.clearPicks()} disabled={store.picks.length === 0}>
              {t('keno.clear')}
            </Button>
          </div>
          <WholeUnitStake
            id="keno-stake"
            label={t('keno.stakeLabel')}
            value={store.stake}
            onChange={(v) => store.setStake(v)}
          />
          {store.picks.length > 0 ? (
            <table className="keno-paytable" aria-label={t('keno.paytable', { picks: store.picks.length })}>
              <caption>
                {t('keno.paytable', { picks: store.picks.length })} ·{' '}
                {t('keno.rtp', { rtp: KENO_RTP_PERCENT[store.picks.length] })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('keno.hits')}</th>
                  <th scope="col">{t('keno.returns')}</th>
                </tr>
              </thead>
              <tbody>
                {store.paytable.map((row) => (
                  <tr key={row.hits}>
                    <td>{row.hits}</td>
                    <td>
                      {Number.isFinite(stakeMinor) && stakeMinor > 0
                        ? formatMinor((stakeMinor * row.returnX100) / 100)
                        : '-'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <ConfirmedPlacement
            slip={store}
            texts="keno"
            localProblems={LOCAL_PROBLEMS}
            placedText={(bet) => t('keno.placed', { ref: bet.ref_no, no: bet.draw_no })}
            confirmBody={t('keno.confirmBody', {
              no: open?.draw_no ?? '',
              picks: store.picks.join(' '),
              stake: formatMinor(stakeMinor || 0),
            })}
          />
        </Card>
        <div>
          <Card
            title={
              <h2 className="page-subtitle">
                {shown ? t('keno.drawResult', { no: shown.draw_no }) : t('keno.results')}
              </h2>
            }
          >
            {shown ? <DrawBoard draw={shown} /> : null}
          </Card>
          <BetsAndResultsCards
            texts="keno"
            bets={<BetsTable rows={store.bets} />}
            results={<ResultsTable rows={store.draw?.results ?? []} />}
          />
        </div>
      </div>
    </GamePageFrame>
  );
});
