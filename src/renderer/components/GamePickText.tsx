import { useTranslation } from 'react-i18next';
import { translateBuilt } from '../i18n/keys';
import { raceTitleName } from '../i18n/marketNames';
import { rouletteBetName } from '../i18n/rouletteNames';
import type { GamePick } from '../stores/BetListStore';

/** What a game bet was on, in words: the game's bet type, the pick and the choice, and a virtual race's name and venue (a roulette slip: each bet and its stake, and the pocket once spun). */
export function GamePickText({ game }: { game: GamePick }) {
  const { t } = useTranslation();
  if (game.roulette) {
    const { bets, number } = game.roulette;
    return (
      <>
        {translateBuilt(t, game.typeKey)} ·{' '}
        {bets
          .map((b) => t('roulette.onSlip', { bet: rouletteBetName(t, b.bet), amount: b.stake }))
          .join(', ')}
        {number ? ` · ${t('roulette.number')}: ${number}` : ''}
      </>
    );
  }
  return (
    <>
      {translateBuilt(t, game.typeKey)}
      {game.pick ? ` · ${game.pick}` : ''}
      {game.choiceKey ? ` · ${translateBuilt(t, game.choiceKey)}` : ''}
      {game.race ? ` · ${raceTitleName(t, game.race)}` : ''}
    </>
  );
}
