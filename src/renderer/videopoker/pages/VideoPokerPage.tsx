import { Alert, Button, Card } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HAND_RANKS, OPTIMAL_RTP_PERCENT, VIDEO_POKER_PAYTABLE } from '@shared/videopoker/rules';
import { useStores } from '../../stores/context';
import { translateBuilt } from '../../i18n/keys';
import { GamePageFrame } from '../../pages/games/GamePageFrame';
import { GamePlayButton } from '../../pages/games/GamePlayButton';
import '../../pages/games/games.css';
import '../../keno/pages/keno.css';
import { WholeUnitStake } from '../../keno/pages/WholeUnitStake';
import './videopoker.css';

const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUITS = ['♠', '♥', '♦', '♣'];

/** /videopoker: Jacks or Better. Stake and deal, hold any of the five cards, draw; the 9/6 paytable beside. */
export const VideoPokerPage = observer(function VideoPokerPage() {
  const { games } = useStores();
  const store = games.videoPoker;
  const { t } = useTranslation();
  const disabled = store.disabled;
  const round = store.round;
  const cards = round ? (round.final ?? round.dealt) : [];
  const cardName = (c: number) =>
    t('videoPoker.card', {
      rank: RANKS[c % 13],
      suit: translateBuilt(t, `videoPoker.suits.${Math.floor(c / 13)}`),
    });
  return (
    <GamePageFrame titleId="vp-title" title={t('videoPoker.title')} product="mini_game" disabled={disabled}>
      <div className="panel-grid vp-layout">
        <Card title={<h2 className="page-subtitle">{t('videoPoker.paytable')}</h2>}>
          <table className="vp-paytable" aria-label={t('videoPoker.paytable')}>
            <tbody>
              {HAND_RANKS.map((rank) => (
                <tr key={rank} className={round?.hand === rank ? 'won' : undefined}>
                  <th scope="row">{t(`videoPoker.hands.${rank}`)}</th>
                  <td>{VIDEO_POKER_PAYTABLE[rank]}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>{t('videoPoker.rtp', { rtp: OPTIMAL_RTP_PERCENT })}</p>
        </Card>
        <Card title={<h2 className="page-subtitle">{t('videoPoker.cards')}</h2>}>
          <ul className="vp-cards" aria-label={t('videoPoker.cards')}>
            {cards.map((c, i) => (
              <li key={`${i}-${c}`}>
                <button
                  type="button"
                  className={`vp-card${Math.floor(c / 13) % 3 === 0 ? '' : ' red'}${store.held[i] ? ' held' : ''}`}
                  aria-label={cardName(c)}
                  aria-pressed={store.drawing ? store.held[i] : undefined}
                  disabled={!store.drawing || store.busy}
                  onClick={() => store.toggleHold(i)}
                >
                  <span aria-hidden>
                    {RANKS[c % 13]}
                    {SUITS[Math.floor(c / 13)]}
                  </span>
                  {store.drawing && store.held[i] ? (
                    <span className="vp-held">{t('videoPoker.held')}</span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
          {round?.state === 'done' ? (
            <Alert
              role="status"
              type={round.hand ? 'success' : 'info'}
              showIcon
              title={
                round.hand
                  ? t('videoPoker.won', {
                      hand: t(`videoPoker.hands.${round.hand}`),
                      amount: round.payout,
                    })
                  : t('videoPoker.noWin')
              }
            />
          ) : null}
          {round?.state === 'done' && round.seed ? (
            <p className="keno-seed">
              {t('videoPoker.seed')}: <code>{round.seed}</code>
            </p>
          ) : null}
          {store.drawing ? (
            <>
              <p>{t('videoPoker.holdHint')}</p>
              <Button type="primary" block loading={store.busy} onClick={() => void store.draw()}>
                {t('videoPoker.draw')}
              </Button>
            </>
          ) : (
            <>
              <WholeUnitStake
                id="vp-stake"
                label={t('videoPoker.stakeLabel')}
                value={store.stake}
                onChange={(v) => store.setStake(v)}
              />
              {store.stakeProblem ? (
                <Alert type="error" showIcon role="alert" title={t('videoPoker.stakeProblem')} />
              ) : null}
              <GamePlayButton
                busy={store.busy}
                problem={store.stakeProblem}
                onClick={() => void store.deal()}
              >
                {t('videoPoker.deal')}
              </GamePlayButton>
            </>
          )}
        </Card>
      </div>
    </GamePageFrame>
  );
});
