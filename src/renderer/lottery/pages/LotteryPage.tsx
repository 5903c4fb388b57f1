import { Alert, Card } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../i18n';
import { formatDateTime } from '../../pages/media/time';
import { useStores } from '../../stores/context';
import { GamePageFrame } from '../../pages/games/GamePageFrame';
import { useScheduledDrawRefresh } from '../../pages/games/useScheduledDrawRefresh';
import { LotteryBetForm } from './LotteryBetForm';
import { LotteryBetsTable } from './LotteryBetsTable';
import { DrawResult } from './DrawResult';
import '../../pages/games/games.css';

/** /w4d: the open draw with its bet form, the latest results, the member's 4D bets and the payout table. */
export const LotteryPage = observer(function LotteryPage() {
  const { games } = useStores();
  const store = games.lottery;
  const { t } = useTranslation();
  const disabled = store.disabled;
  useScheduledDrawRefresh(store, 15_000);
  const open = store.draw?.open_draw;
  return (
    <GamePageFrame titleId="w4d-title" title={t('games.pages.w4d')} product="lottery" disabled={disabled}>
      <div className="panel-grid">
        <Card
          title={
            <h2 className="page-subtitle">
              {open ? t('games.lottery.openDraw', { no: open.draw_no }) : t('games.lottery.form')}
            </h2>
          }
        >
          {open ? <p>{t('games.lottery.closesAt', { time: formatDateTime(open.close_at) })}</p> : null}
          {store.error ? (
            <Alert type="error" showIcon role="alert" title={refusalText('games.lottery', store.error)} />
          ) : null}
          <LotteryBetForm />
        </Card>
        <div>
          <Card title={<h2 className="page-subtitle">{t('games.lottery.results')}</h2>}>
            {store.draw?.results.slice(0, 3).map((d) => (
              <DrawResult key={d.draw_no} draw={d} />
            ))}
          </Card>
        </div>
        <Card
          title={<h2 className="page-subtitle">{t('games.lottery.myBets')}</h2>}
          className="lottery-bets panel-wide"
        >
          <LotteryBetsTable rows={store.bets} />
        </Card>
      </div>
    </GamePageFrame>
  );
});
