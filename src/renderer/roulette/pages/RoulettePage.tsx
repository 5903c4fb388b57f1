import { Button, Card, Table } from 'antd';
import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouletteBetRow, RouletteSpinRecord } from '@shared/roulette/api';
import { isRed, ROULETTE_RTP_PERCENT } from '@shared/roulette/rules';
import { formatMinor } from '@shared/money';
import { useInterval } from '../../components/useInterval';
import { createRouletteApi } from '../api';
import { rouletteBetName } from '../../i18n/rouletteNames';
import { ROULETTE_SPIN_SHOW_MS, RouletteStore } from '../RouletteStore';
import type { RootStore } from '../../stores/RootStore';
import { useStores } from '../../stores/context';
import { payoutColumn, placedTimeColumn, statusTagColumn } from '../../pages/games/betListColumns';
import { ConfirmedPlacement } from '../../pages/games/ConfirmedPlacement';
import { GamePageFrame } from '../../pages/games/GamePageFrame';
import { useScheduledDrawRefresh } from '../../pages/games/useScheduledDrawRefresh';
import { WholeUnitStake } from '../../keno/pages/WholeUnitStake';
import { ScrollInCard } from '../../pages/media/ScrollInCard';
import { formatDateTime } from '../../pages/media/time';
import '../../pages/games/games.css';
import '../../keno/pages/keno.css';
import './roulette.css';

// The store is built with the page's chunk (never in the app's first load) and kept for the window's life, so a
// player who leaves and comes back finds their slip and the spin they were watching.
const stores = new WeakMap<RootStore, RouletteStore>();
function useRouletteStore(): RouletteStore {
  const root = useStores();
  let store = stores.get(root);
  if (!store) {
    store = new RouletteStore(root.games.context, createRouletteApi(root.client));
    stores.set(root, store);
  }
  return store;
}

type Colour = 'red' | 'black' | 'green';
const colourOf = (n: number): Colour => (n === 0 ? 'green' : isRed(n) ? 'red' : 'black');

/** The layout's rows, top to bottom: 3, 6, ... 36 (column 3), then column 2, then column 1. */
const ROWS = [3, 2, 1].map((c) => Array.from({ length: 12 }, (_, i) => i * 3 + c));
const EVEN_MONEY = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;
const PAYS: Record<string, number> = { straight: 35, dozen: 2, column: 2, even: 1 };

const BetButton = observer(function BetButton({
  store,
  code,
  label,
  className,
  style,
}: {
  store: RouletteStore;
  code: string;
  label: string;
  className: string;
  style?: React.CSSProperties;
}) {
  const { t } = useTranslation();
  const on = store.unitsOn(code) > 0;
  return (
    <button
      type="button"
      className={`roulette-cell ${className}${on ? ' on' : ''}`}
      style={style}
      aria-pressed={on}
      aria-label={rouletteBetName(t, code)}
      onClick={() => store.add(code)}
    >
      {label}
    </button>
  );
});

/** The standard layout: zero, the 36 numbers in three rows of twelve, the column bets, dozens and even-money bets. */
const BettingTable = observer(function BettingTable({ store }: { store: RouletteStore }) {
  const { t } = useTranslation();
  return (
    <div className="roulette-table" role="group" aria-label={t('roulette.table')}>
      <BetButton
        store={store}
        code="straight:0"
        label="0"
        className="green"
        style={{ gridColumn: 1, gridRow: '1 / span 3' }}
      />
      {ROWS.map((row, r) =>
        row.map((n, c) => (
          <BetButton
            key={n}
            store={store}
            code={`straight:${n}`}
            label={String(n)}
            className={colourOf(n)}
            style={{ gridColumn: c + 2, gridRow: r + 1 }}
          />
        )),
      )}
      {([3, 2, 1] as const).map((c, r) => (
        <BetButton
          key={c}
          store={store}
          code={`column${c}`}
          label={t(`roulette.bet.column${c}`)}
          className="outside"
          style={{ gridColumn: 14, gridRow: r + 1 }}
        />
      ))}
      {([1, 2, 3] as const).map((d) => (
        <BetButton
          key={d}
          store={store}
          code={`dozen${d}`}
          label={t(`roulette.bet.dozen${d}`)}
          className="outside"
          style={{ gridColumn: `${(d - 1) * 4 + 2} / span 4`, gridRow: 4 }}
        />
      ))}
      {EVEN_MONEY.map((code, i) => (
        <BetButton
          key={code}
          store={store}
          code={code}
          label={t(`roulette.bet.${code}`)}
          className={`outside ${code === 'red' || code === 'black' ? code : ''}`}
          style={{ gridColumn: `${i * 2 + 2} / span 2`, gridRow: 5 }}
        />
      ))}
    </div>
  );
});

/** The bets on the slip, each with its stake and a remove button. */
const Slip = observer(function Slip({ store }: { store: RouletteStore }) {
  const { t } = useTranslation();
  if (store.slip.length === 0) return <p className="roulette-hint">{t('roulette.slipEmpty')}</p>;
  return (
    <ul className="roulette-slip" aria-label={t('roulette.slip')}>
      {store.slip.map((l) => {
        const name = rouletteBetName(t, l.bet);
        return (
          <li key={l.bet}>
            <span>{t('roulette.onSlip', { bet: name, amount: formatMinor(l.units * 100) })}</span>
            <Button
              size="small"
              onClick={() => store.remove(l.bet)}
              aria-label={t('roulette.remove', { bet: name })}
            >
              ×
            </Button>
          </li>
        );
      })}
    </ul>
  );
});

function spinText(t: TFunction, s: RouletteSpinRecord): string {
  return t('roulette.resultOf', {
    no: s.spin_no,
    number: s.number,
    colour: t(`roulette.colour.${colourOf(s.number)}`),
  });
}

/** The wheel: it turns for a moment when a spin the page watched is made, then shows the pocket. */
const Wheel = observer(function Wheel({ store }: { store: RouletteStore }) {
  const { t } = useTranslation();
  const shown = store.shownSpin;
  useEffect(() => {
    if (!store.spinning) return;
    const timer = setTimeout(() => store.stopWheel(), ROULETTE_SPIN_SHOW_MS);
    return () => clearTimeout(timer);
  }, [store, store.spinning]);
  return (
    <div className="roulette-wheel-box">
      <div
        className={`roulette-wheel ${store.spinning || !shown ? 'turning' : colourOf(shown.number)}`}
        aria-hidden
      >
        <span>{store.spinning || !shown ? '' : shown.number}</span>
      </div>
      <p role="status" aria-live="polite" className="roulette-result">
        {store.spinning ? t('roulette.spinning') : shown ? spinText(t, shown) : ''}
      </p>
      {shown && !store.spinning ? (
        <p className="keno-seed">
          {t('roulette.seed')}: <code>{shown.seed}</code>
        </p>
      ) : null}
    </div>
  );
});

function BetsTable({ rows }: { rows: RouletteBetRow[] }) {
  const { t } = useTranslation();
  // A wide slip scrolls inside its card, which then takes the keyboard (an empty list is no scrolling region).
  return (
    <ScrollInCard label={t('roulette.myBets')}>
      <Table<RouletteBetRow>
        size="small"
        rowKey="ref_no"
        dataSource={rows}
        pagination={false}
        aria-label={t('roulette.myBets')}
        locale={{ emptyText: t('roulette.noBets') }}
        columns={[
          { title: t('roulette.ref'), dataIndex: 'ref_no' },
          { title: t('roulette.spin'), dataIndex: 'spin_no' },
          {
            title: t('roulette.bets'),
            render: (_, r) =>
              r.bets
                .map((b) => t('roulette.onSlip', { bet: rouletteBetName(t, b.bet), amount: b.stake }))
                .join(', '),
          },
          { title: t('roulette.stake'), dataIndex: 'stake', align: 'right' },
          statusTagColumn(t('roulette.status'), (r) => t(`roulette.statuses.${r.status}`)),
          { title: t('roulette.number'), render: (_, r) => (r.number === null ? '-' : r.number) },
          payoutColumn(t('roulette.payout')),
          placedTimeColumn(t('roulette.time')),
        ]}
      />
    </ScrollInCard>
  );
}

function ResultsTable({ rows }: { rows: RouletteSpinRecord[] }) {
  const { t } = useTranslation();
  return (
    <ScrollInCard label={t('roulette.results')}>
      <Table<RouletteSpinRecord>
        size="small"
        rowKey="spin_no"
        dataSource={rows}
        pagination={false}
        aria-label={t('roulette.results')}
        columns={[
          { title: t('roulette.spin'), dataIndex: 'spin_no' },
          { title: t('roulette.time'), render: (_, r) => formatDateTime(r.spin_at) },
          {
            title: t('roulette.number'),
            render: (_, r) => (
              <span className={`roulette-pocket ${colourOf(r.number)}`}>
                {r.number} {t(`roulette.colour.${colourOf(r.number)}`)}
              </span>
            ),
          },
        ]}
      />
    </ScrollInCard>
  );
}

const LOCAL_PROBLEMS = ['empty', 'invalidBetAmount', 'betOverMax', 'tooMany', 'invalidBet'];

/** /virtualgames: virtual roulette. Chips on the table, confirm, and the wheel spins on this page at the spin time. */
export const RoulettePage = observer(function RoulettePage() {
  const store = useRouletteStore();
  const { t } = useTranslation();
  const title = t('roulette.title');
  const disabled = store.disabled;
  useScheduledDrawRefresh(store, 30_000);
  useInterval(() => store.tick(), disabled ? null : 1_000);
  const open = store.spin?.open_spin;
  return (
    <GamePageFrame titleId="roulette-title" title={title} product="virtual_games" disabled={disabled}>
      <div className="panel-grid roulette-layout">
        <Card
          title={
            <h2 className="page-subtitle">{open ? t('roulette.openSpin', { no: open.spin_no }) : title}</h2>
          }
        >
          <p className="roulette-intro">{t('roulette.intro')}</p>
          {open ? (
            <p className="keno-countdown" role="timer" aria-label={t('roulette.countdownLabel')}>
              {t('roulette.spinIn', { seconds: store.secondsToSpin ?? 0 })} ·{' '}
              {t('roulette.closesAt', { time: formatDateTime(open.close_at) })}
            </p>
          ) : null}
          <BettingTable store={store} />
          <p className="roulette-pays">
            {t('roulette.bet.straight', { n: '0-36' })} {t('roulette.pays', { x: PAYS.straight })} ·{' '}
            {t('roulette.bet.dozen1')} / {t('roulette.bet.column1')} {t('roulette.pays', { x: PAYS.dozen })} ·{' '}
            {t('roulette.bet.red')} / {t('roulette.bet.odd')} / {t('roulette.bet.low')}{' '}
            {t('roulette.pays', { x: PAYS.even })} · {t('roulette.rtp', { rtp: ROULETTE_RTP_PERCENT })}
          </p>
          <WholeUnitStake
            id="roulette-chip"
            label={t('roulette.chipLabel')}
            value={store.chip}
            onChange={(v) => store.setChip(v)}
          />
          <h3 className="roulette-slip-title">{t('roulette.slip')}</h3>
          <Slip store={store} />
          <div className="keno-pick-bar">
            <span>{t('roulette.total', { amount: formatMinor(store.totalMinor) })}</span>
            <Button onClick={() => store.clear()} disabled={store.slip.length === 0}>
              {t('roulette.clear')}
            </Button>
          </div>
          <ConfirmedPlacement
            slip={store}
            texts="roulette"
            localProblems={LOCAL_PROBLEMS}
            placedText={(slip) => t('roulette.placed', { ref: slip.ref_no, no: slip.spin_no })}
            confirmBody={t('roulette.confirmBody', {
              no: open?.spin_no ?? '',
              bets: store.slip
                .map((l) =>
                  t('roulette.onSlip', {
                    bet: rouletteBetName(t, l.bet),
                    amount: formatMinor(l.units * 100),
                  }),
                )
                .join(', '),
              total: formatMinor(store.totalMinor),
            })}
          />
        </Card>
        <div>
          <Card title={<h2 className="page-subtitle">{t('roulette.wheel')}</h2>}>
            <Wheel store={store} />
          </Card>
          <Card title={<h2 className="page-subtitle">{t('roulette.results')}</h2>} className="lottery-bets">
            <ResultsTable rows={store.spin?.results ?? []} />
          </Card>
        </div>
        <Card
          title={<h2 className="page-subtitle">{t('roulette.myBets')}</h2>}
          className="lottery-bets panel-wide"
        >
          <BetsTable rows={store.bets} />
        </Card>
      </div>
    </GamePageFrame>
  );
});
