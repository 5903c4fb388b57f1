import { Alert, Button, Input, Modal, Radio } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BACCARAT_RTP, BACCARAT_SIDES, type BaccaratSide } from '@shared/games/baccarat';
import { DICE_RTP, DICE_SIDES, type DiceSide } from '@shared/games/dice';
import { MINI_GAMES, MINI_PRODUCTS, type MiniGame, type MiniProduct } from '@shared/games/mini';
import { rtpPercent, type Rtp } from '@shared/games/rtp';
import { SLOT_RTP } from '@shared/games/slot';
import { GAME_ROUND_STAKE } from '@shared/games/stake';
import { formatMinor } from '@shared/money';
import { errorText } from '../../i18n';
import { useStores } from '../../stores/context';
import { MiniGamesStore } from '../MiniGamesStore';
import type { KeyUnder, TranslationKey } from '../../i18n/keys';
import { RoundResult } from './RoundResult';
import './minigames.css';

/** The sides a player backs in the mini casino's table games. */
type MiniSide = BaccaratSide | DiceSide;

const PRODUCT_TITLE: Record<MiniProduct, TranslationKey> = {
  mini_casino: 'miniGames.casino',
  mini_slots: 'miniGames.slots',
};
const PRODUCT_OFF_CODE: Record<MiniProduct, KeyUnder<'errors'>> = {
  mini_casino: 'MiniCasinoDisabled',
  mini_slots: 'MiniSlotsDisabled',
};

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
  sides: readonly MiniSide[];
  value: MiniSide;
  onChange: (side: MiniSide) => void;
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
        onChange={(e) => {
          const side = sides.find((s) => s === e.target.value);
          if (side) onChange(side);
        }}
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
