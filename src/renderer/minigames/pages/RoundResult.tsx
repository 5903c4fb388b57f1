import { useTranslation } from 'react-i18next';
import type {
  MiniBaccaratOutcome,
  MiniDiceOutcome,
  MiniGame,
  MiniRoundResponse,
  MiniSlotOutcome,
} from '@shared/games/mini';
import type { SlotSymbol } from '@shared/games/slot';
import { formatMinor, toMinor } from '@shared/money';
import { translateBuilt } from '../../i18n/keys';

// What a mini game round showed: the slot's reels, the baccarat hands or the dice, and what the round paid.

const BACCARAT_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_MARKS = ['♠', '♥', '♦', '♣'];

/** The round just played: what came out, and what it paid. Announced once, animated briefly (not when reduced). */
export function RoundResult({ round, game }: { round: MiniRoundResponse; game: MiniGame }) {
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
        {summary} {t('miniGames.balance', { amount: formatMinor(toMinor(round.balance)) })}
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
    t('videoPoker.card', {
      rank: BACCARAT_RANKS[c % 13],
      suit: translateBuilt(t, `videoPoker.suits.${Math.floor(c / 13)}`),
    });
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
