// The published RTP of each engine as shown in the game list and on the game page.
import { BACCARAT_RTP } from '../../shared/games/baccarat';
import type { GameEngine, GameInfo } from '../../shared/games/catalog';
import { DICE_RTP } from '../../shared/games/dice';
import { FISHING_RTP } from './fishing';
import { rtpPercent } from '../../shared/games/rtp';
import { SLOT_RTP } from '../../shared/games/slot';

function gameRtp(engine: GameEngine): string {
  switch (engine) {
    case 'slot':
      return rtpPercent(SLOT_RTP);
    // A table's headline figure is its best bet (banker); the page lists each side.
    case 'baccarat':
      return rtpPercent(BACCARAT_RTP.banker);
    case 'fishing':
      return rtpPercent(FISHING_RTP);
    case 'dice':
      return rtpPercent(DICE_RTP);
  }
}

/** The RTP a game publishes: a slot title its own machine's, any other game its engine's. */
export function publishedRtp(game: GameInfo): string {
  return game.engine === 'slot' && game.machine ? rtpPercent(game.machine.rtp) : gameRtp(game.engine);
}
