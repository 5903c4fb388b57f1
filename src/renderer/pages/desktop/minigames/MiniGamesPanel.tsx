import { Alert, Button, Input, Modal, Radio } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BACCARAT_RTP, BACCARAT_SIDES, type BaccaratSide } from '@shared/games/baccarat';
import { DICE_RTP, DICE_SIDES, type DiceSide } from '@shared/games/dice';
import {
  MINI_GAMES,
  MINI_PRODUCTS,
  type MiniBaccaratOutcome,
  type MiniDiceOutcome,
  type MiniGame,
  type MiniProduct,
  type MiniRoundResponse,
  type MiniSlotOutcome,
} from '@shared/games/mini';
import { rtpPercent, type Rtp } from '@shared/games/rtp';
import { SLOT_RTP, type SlotSymbol } from '@shared/games/slot';
import { GAME_ROUND_STAKE } from '@shared/games/stake';
import { formatMinor, toMinor } from '@shared/money';
import { errorText } from '../../../i18n';
import { useStores } from '../../../stores/context';
import { MiniGamesStore } from '../../../stores/MiniGamesStore';
import './minigames.css';

const BACCARAT_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_MARKS = ['♠', '♥', '♦', '♣'];
const PRODUCT_TITLE: Record<MiniProduct, string> = {
  mini_casino: 'miniGames.casino',
  mini_slots: 'miniGames.slots',
};
const PRODUCT_OFF_CODE: Record<MiniProduct, string> = {
  mini_casino: 'MiniCasinoDisabled',
  mini_slots: 'MiniSlotsDisabled',
};

const money = (amount: string | number) => formatMinor(toMinor(amount));

/**
 * The sportsbook's mini games: a panel over the bet slip (antd's Modal, already part of the first load, placed at the
 * right) with the mini casino and mini slots titles.
 */
export const MiniGamesPanel = observer(function MiniGamesPanel({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const { games, wallet } = useStores();
  const { t } = useTranslation();
  const store = games.miniGames((ctx) => new MiniGamesStore(ctx));
  const balance = wallet.displayMinor;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={440}
      title={
        <span className="mini-head">
          <span>{t('miniGames.title')}</span>
          {balance !== null ? (
            <span className="mini-balance">{t('miniGames.balance', { amount: formatMinor(balance) })}</span>
          ) : null}
        </span>
      }
      closable={{ 'aria-label': t('miniGames.close') }}
      wrapClassName="mini-games"
    >
      <PanelBody store={store} />
    </Modal>
  );
});

const PanelBody = observer(function PanelBody({ store }: { store: MiniGamesStore }) {
  const { t } = useTranslation();
  const game = store.game;
  const off = store.isDisabled(game.product);
  return (
    <div className="mini-body">
      {MINI_PRODUCTS.map((product) => (
        <TitleGroup key={product} store={store} product={product} />
      ))}
      <section className="mini-game" aria-label={game.name}>
        <h3 className="mini-game-name">{game.name}</h3>
        <p className="mini-rtp">{t('miniGames.rtp', { rtp: rtpPercent(gameRtp(game, store)) })}</p>
        {off ? (
          <Alert type="warning" showIcon title={t(`errors.${PRODUCT_OFF_CODE[game.product]}`)} />
        ) : (
          <PlayForm store={store} />
        )}
        {store.result ? <RoundResult round={store.result} game={game} /> : null}
      </section>
    </div>
  );
});

/** The published RTP of what the player is about to play (baccarat's depends on the side). */
function gameRtp(game: MiniGame, store: MiniGamesStore): Rtp {
  if (game.engine === 'slot') return SLOT_RTP;
  if (game.engine === 'dice') return DICE_RTP;
  return BACCARAT_RTP[store.baccaratSide];
}

/** One product's titles; a product switched off stays listed, disabled, with the reason. */
const TitleGroup = observer(function TitleGroup({
  store,
  product,
}: {
  store: MiniGamesStore;
  product: MiniProduct;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const reasonId = useId();
  const off = store.isDisabled(product);
  return (
    <section className="mini-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="mini-group-title">
        {t(PRODUCT_TITLE[product])}
      </h2>
      <div className="mini-titles" role="group" aria-labelledby={headingId}>
        {MINI_GAMES.filter((g) => g.product === product).map((g) => (
          <button
            key={g.id}
            type="button"
            className="mini-title"
            aria-pressed={store.gameId === g.id}
            aria-describedby={off ? reasonId : undefined}
            onClick={() => store.select(g.id)}
          >
            {g.name}
          </button>
        ))}
      </div>
      {off ? (
        <p id={reasonId} className="mini-off">
          {t(`errors.${PRODUCT_OFF_CODE[product]}`)}
        </p>
      ) : null}
    </section>
  );
});

const PlayForm = observer(function PlayForm({ store }: { store: MiniGamesStore }) {
  const { t } = useTranslation();
  const stakeId = useId();
  const errorId = useId();
  const game = store.game;
  const min = formatMinor(GAME_ROUND_STAKE.minMinor);
  const max = formatMinor(GAME_ROUND_STAKE.maxMinor);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.play();
  };
  const action = game.engine === 'slot' ? 'spin' : game.engine === 'dice' ? 'roll' : 'deal';
  const problem = store.stakeError
    ? t('miniGames.stakeInvalid', { min, max })
    : store.error
      ? errorText(store.error)
      : null;
  return (
    <form className="mini-form" onSubmit={submit} noValidate>
      {game.engine === 'baccarat' ? (
        <SidePicker
          sides={BACCARAT_SIDES}
          value={store.baccaratSide}
          onChange={(s) => store.setBaccaratSide(s as BaccaratSide)}
        />
      ) : null}
      {game.engine === 'dice' ? (
        <SidePicker
          sides={DICE_SIDES}
          value={store.diceSide}
          onChange={(s) => store.setDiceSide(s as DiceSide)}
        />
      ) : null}
      {game.engine === 'slot' ? <p className="mini-paytable">{t('miniGames.paytable')}</p> : null}
      <div className="mini-stake-row">
        <label htmlFor={stakeId}>{t('miniGames.stake')}</label>
        <Input
          id={stakeId}
          inputMode="decimal"
          autoComplete="off"
          value={store.stake}
          status={store.stakeError ? 'error' : undefined}
          aria-invalid={store.stakeError ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(e) => store.setStake(e.target.value)}
        />
        <Button type="primary" htmlType="submit" loading={store.busy}>
          {t(`miniGames.${action}`)}
        </Button>
      </div>
      {problem ? (
        <p id={errorId} className="mini-error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
});

function SidePicker({
  sides,
  value,
  onChange,
}: {
  sides: readonly string[];
  value: string;
  onChange: (side: string) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="mini-sides">
      <span id={labelId} className="mini-label">
        {t('miniGames.betOn')}
      </span>
      <Radio.Group
        aria-labelledby={labelId}
        value={value}
        onChange={(e) => onChange(String(e.target.value))}
        optionType="button"
        buttonStyle="solid"
      >
        {sides.map((side) => (
          <Radio.Button key={side} value={side} title={t(`miniGames.pays.${side}`)}>
            {t(`miniGames.sides.${side}`)}
          </Radio.Button>
        ))}
      </Radio.Group>
      <span className="mini-pays">{t(`miniGames.pays.${value}`)}</span>
    </div>
  );
}

/** The round just played: what came out, and what it paid. Announced once, animated briefly (not when reduced). */
function RoundResult({ round, game }: { round: MiniRoundResponse; game: MiniGame }) {
  const { t } = useTranslation();
  const stake = toMinor(round.stake);
  const payout = toMinor(round.payout);
  const summary =
    payout > stake
      ? t('miniGames.won', { amount: formatMinor(payout) })
      : payout === stake
        ? t('miniGames.push', { amount: formatMinor(payout) })
        : t('miniGames.lost');
  return (
    <div className="mini-result" key={round.ref_no} aria-label={t('miniGames.result')} role="group">
      {game.engine === 'slot' ? <SlotWindow outcome={round.outcome as MiniSlotOutcome} /> : null}
      {game.engine === 'baccarat' ? <BaccaratHands outcome={round.outcome as MiniBaccaratOutcome} /> : null}
      {game.engine === 'dice' ? <DiceRoll outcome={round.outcome as MiniDiceOutcome} /> : null}
      <p role="status" className={`mini-summary${payout > stake ? ' won' : ''}`}>
        {summary} {t('miniGames.balance', { amount: money(round.balance) })}
      </p>
    </div>
  );
}

function SlotWindow({ outcome }: { outcome: MiniSlotOutcome }) {
  const { t } = useTranslation();
  const name = (s: SlotSymbol) => t(`miniGames.symbols.${s}`);
  return (
    <>
      <div
        className="mini-reels"
        role="img"
        aria-label={t('miniGames.line', { symbols: outcome.line.map(name).join(', ') })}
      >
        {outcome.window.map((reel, r) => (
          <div key={r} className="mini-reel" style={{ ['--reel' as string]: r }}>
            {reel.map((symbol, row) => (
              <span key={row} className={`mini-symbol${row === 1 ? ' centre' : ''}`}>
                <SymbolMark symbol={symbol} />
              </span>
            ))}
          </div>
        ))}
      </div>
      <p className="mini-line">{t('miniGames.line', { symbols: outcome.line.map(name).join(', ') })}</p>
    </>
  );
}

/** Each slot symbol drawn in SVG, so it looks the same whatever fonts the machine has. */
function SymbolMark({ symbol }: { symbol: SlotSymbol }) {
  switch (symbol) {
    case 'seven':
      return (
        <svg viewBox="0 0 24 24" className="sym seven" aria-hidden>
          <path d="M5 4h14l-8 17h-4l7-13H5z" />
        </svg>
      );
    case 'star':
      return (
        <svg viewBox="0 0 24 24" className="sym star" aria-hidden>
          <path d="M12 2l3 7h7l-5.5 4.5 2 7.5-6.5-4.5-6.5 4.5 2-7.5L2 9h7z" />
        </svg>
      );
    case 'bell':
      return (
        <svg viewBox="0 0 24 24" className="sym bell" aria-hidden>
          <path d="M12 3c4 0 6 3 6 7v5l2 3H4l2-3v-5c0-4 2-7 6-7z" />
          <circle cx="12" cy="20" r="2" />
        </svg>
      );
    case 'lemon':
      return (
        <svg viewBox="0 0 24 24" className="sym lemon" aria-hidden>
          <ellipse cx="12" cy="12" rx="9" ry="6.5" />
        </svg>
      );
    case 'cherry':
      return (
        <svg viewBox="0 0 24 24" className="sym cherry" aria-hidden>
          <circle cx="7" cy="17" r="4" />
          <circle cx="17" cy="17" r="4" />
          <path d="M7 13c1-5 4-9 9-10M17 13c0-4-1-7-1-10" fill="none" strokeWidth="1.6" />
        </svg>
      );
    default:
      return (
        <svg viewBox="0 0 24 24" className="sym blank" aria-hidden>
          <path d="M6 12h12" fill="none" strokeWidth="2" />
        </svg>
      );
  }
}

function BaccaratHands({ outcome }: { outcome: MiniBaccaratOutcome }) {
  const { t } = useTranslation();
  const cardName = (c: number) =>
    t('videoPoker.card', { rank: BACCARAT_RANKS[c % 13], suit: t(`videoPoker.suits.${Math.floor(c / 13)}`) });
  const hand = (side: 'player' | 'banker', cards: number[], total: number) => (
    <div className={`mini-hand${outcome.winner === side ? ' winner' : ''}`}>
      <span className="mini-hand-name">{t(`miniGames.${side}`, { total })}</span>
      <ul className="mini-cards" aria-label={t(`miniGames.sides.${side}`)}>
        {cards.map((c, i) => (
          <li
            key={i}
            className={`mini-card${Math.floor(c / 13) % 3 === 0 ? '' : ' red'}`}
            style={{ ['--deal' as string]: i }}
            aria-label={cardName(c)}
          >
            <span aria-hidden>
              {BACCARAT_RANKS[c % 13]}
              {SUIT_MARKS[Math.floor(c / 13)]}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <>
      <div className="mini-hands">
        {hand('player', outcome.player, outcome.playerTotal)}
        {hand('banker', outcome.banker, outcome.bankerTotal)}
      </div>
      <p className="mini-line">{t(`miniGames.winner.${outcome.winner}`)}</p>
    </>
  );
}

function DiceRoll({ outcome }: { outcome: MiniDiceOutcome }) {
  const { t } = useTranslation();
  const total = outcome.dice.reduce((s, d) => s + d, 0);
  return (
    <>
      <ul className="mini-dice" aria-label={t('miniGames.dice', { dice: outcome.dice.join(' '), total })}>
        {outcome.dice.map((d, i) => (
          <li key={i} className="mini-die" style={{ ['--deal' as string]: i }} aria-hidden>
            {d}
          </li>
        ))}
      </ul>
      <p className="mini-line">
        {outcome.result === 'triple'
          ? t('miniGames.triple')
          : `${t('miniGames.dice', { dice: outcome.dice.join(' '), total })} · ${t(`miniGames.sides.${outcome.result}`)}`}
      </p>
    </>
  );
}
