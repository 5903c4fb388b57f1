import { makeAutoObservable, runInAction } from 'mobx';
import type { BaccaratSide } from '@shared/games/baccarat';
import type { DiceSide } from '@shared/games/dice';
import { MINI_GAMES, type MiniGame, type MiniProduct, type MiniRoundResponse } from '@shared/games/mini';
import { gameStakeProblem } from '@shared/games/stake';
import { minorToDecimalString, parseAmount } from '@shared/money';
import { MINI_GAME_CALLS } from '@shared/games/mini-contract';
import type { MiniRoundBody } from './api';
import type { GamesContext } from '../stores/GamesContext';
import { attempt } from '../stores/storeHelpers';
import { isNetworkFailure } from '../api/client';

function newRoundId(): string {
  return `mini-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The sportsbook's mini games panel: one title at a time, a typed stake checked before anything is sent, one round
 * per play. A round re-sent after a lost answer keeps its round id, so the server never takes it twice.
 */
export class MiniGamesStore {
  gameId: string = MINI_GAMES[0]!.id;
  stake = '1.00';
  diceSide: DiceSide = 'big';
  baccaratSide: BaccaratSide = 'banker';
  busy = false;
  /** Why the typed stake was not sent (a refusal code), shown until the stake changes. */
  stakeError: string | null = null;
  /** The server's refusal of the last play, as a code. */
  error: string | null = null;
  last: MiniRoundResponse | null = null;
  private pendingRoundId: string | null = null;

  constructor(private readonly ctx: GamesContext) {
    makeAutoObservable<this, 'ctx' | 'pendingRoundId'>(this, { ctx: false, pendingRoundId: false });
  }

  get game(): MiniGame {
    return MINI_GAMES.find((g) => g.id === this.gameId) ?? (MINI_GAMES[0] as MiniGame);
  }

  isDisabled(product: MiniProduct): boolean {
    return this.ctx.isDisabled(product);
  }

  /** The last round when it is of the title on show. */
  get result(): MiniRoundResponse | null {
    return this.last?.game_id === this.gameId ? this.last : null;
  }

  select(gameId: string): void {
    if (gameId === this.gameId) return;
    this.gameId = gameId;
    this.error = null;
    this.pendingRoundId = null;
  }

  setStake(stake: string): void {
    this.stake = stake;
    this.stakeError = null;
    this.pendingRoundId = null;
  }

  setDiceSide(side: DiceSide): void {
    this.diceSide = side;
    this.pendingRoundId = null;
  }

  setBaccaratSide(side: BaccaratSide): void {
    this.baccaratSide = side;
    this.pendingRoundId = null;
  }

  /** Plays one round of the title on show; a bad stake is reported and nothing is sent. */
  async play(): Promise<void> {
    if (this.busy || this.isDisabled(this.game.product)) return;
    const problem = gameStakeProblem(this.stake);
    this.stakeError = problem;
    if (problem) return;
    const stake = minorToDecimalString(parseAmount(this.stake) as number);
    const game = this.game;
    this.pendingRoundId ??= newRoundId();
    const body: MiniRoundBody = { game_id: game.id, round_id: this.pendingRoundId, stake };
    if (game.engine === 'dice') body.side = this.diceSide;
    if (game.engine === 'baccarat') body.bets = { [this.baccaratSide]: stake };
    this.busy = true;
    this.error = null;
    const res = await attempt(this.ctx, () => this.ctx.apis().miniGames.round(body, MINI_GAME_CALLS));
    runInAction(() => {
      this.busy = false;
      if (res.ok) {
        this.last = res.value;
        this.pendingRoundId = null;
      } else {
        this.error = res.code;
        // Only a lost answer may be the same round sent again; a refusal ends that round id.
        if (!isNetworkFailure(res.code)) this.pendingRoundId = null;
      }
    });
    if (res.ok) this.ctx.refreshBalance();
  }
}
