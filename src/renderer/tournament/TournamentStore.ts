import { makeAutoObservable, runInAction } from 'mobx';
import type { z } from 'zod';
import type * as s from '@shared/tournament/api';
import type {
  RankRow,
  RoomBetView,
  RoomOdds,
  RoomSummary,
  ValidateTournamentResponse,
} from '@shared/tournament/api';
import { errorHandling, forcesLogout } from '@shared/errors/catalogue';
import { checkCreateRequest } from '@shared/tournament/create-rules';
import type { RoomStatusFilter, RoomTypeFilter } from '@shared/tournament/types';
import { DEFAULT_MAX_MATCHES } from '@shared/tournament/types';
import { ApiCallError } from '../api/client';
import type { CreateRoomBody, TournamentApi } from './api';

export interface TournamentStoreDeps {
  api: () => TournamentApi;
  /** False once the player logged out: nothing is asked of the server then. */
  loggedIn: () => boolean;
  /** Shows a code as the error catalogue says (dialog, toast, logout). */
  onError: (code: string) => void;
  /** Entry fees and refunds move the wallet: the header balance follows. */
  refreshBalance: () => Promise<void>;
  /** Resolves true once the tournament rules are accepted (asking the player first); see TermsStore.ensureAccepted. */
  termsAccepted?: () => Promise<boolean>;
  /** A room bet was accepted: a kiosk set to auto-print prints its ticket (TicketStore.afterAccepted). */
  onBetAccepted?: (refNo: string) => void;
}

type RoomInfo = z.infer<typeof s.roomInfoResponse>;
type DayMatch = z.infer<typeof s.roomMatch>;
type League = z.infer<typeof s.roomLeagueListResponse>['leagues'][number];

/** Codes a form shows beside its fields instead of in a dialog (requestLimit: a private room's PIN guesses ran out). */
const INLINE_CODES = new Set(['roomPasswordRequired', 'invalidRoomPassword', 'requestLimit']);

/**
 * The tournament screens' state: whether the member may play, the room list and its filters, my rooms,
 * the create form's leagues and matches, and the room being viewed (info, ranking, my bets).
 */
export class TournamentStore {
  access: 'unknown' | 'enabled' | 'disabled' = 'unknown';
  validation: ValidateTournamentResponse | null = null;
  typeFilter: RoomTypeFilter = 'T0';
  statusFilter: RoomStatusFilter = '10';
  search = '';
  rooms: RoomSummary[] = [];
  myRooms: RoomSummary[] = [];
  loading = false;
  leagues: League[] = [];
  /** True while the create form's leagues and matches of a date load (the list shows aria-busy). */
  dayLoading = false;
  /** The date the listed matches belong to. */
  dayLoaded: string | null = null;
  dayMatches: DayMatch[] = [];
  room: RoomInfo | null = null;
  /** The server's refusal to show the room asked for (a room of another currency, one that does not exist). */
  roomRefusal: { roomId: string; code: string } | null = null;
  ranking: RankRow[] = [];
  rankingFinal = false;
  myBets: RoomBetView[] = [];
  availablePoints: number | null = null;
  /** The room bet this page just placed, whose ticket the page offers to print. */
  lastPlaced: RoomBetView | null = null;

  constructor(private readonly deps: TournamentStoreDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  get maxMatches(): number {
    return this.validation?.limits.matches_max ?? DEFAULT_MAX_MATCHES;
  }

  /** Runs a call; an error code is reported (or returned for inline ones) and null comes back. */
  private async run<T>(
    fn: (api: TournamentApi) => Promise<T>,
    inline = false,
  ): Promise<T | { code: string }> {
    if (!this.deps.loggedIn()) return { code: 'session_not_exists' };
    try {
      return await fn(this.deps.api());
    } catch (error) {
      const code = error instanceof ApiCallError ? error.code : 'systemError';
      if (code === 'tournamentDisabled') runInAction(() => (this.access = 'disabled'));
      else if (!(inline && INLINE_CODES.has(code))) this.deps.onError(code);
      return { code };
    }
  }

  async checkAccess(): Promise<void> {
    const res = await this.run((api) => api.validate());
    runInAction(() => {
      if ('code' in res) {
        if (res.code === 'tournamentDisabled') this.access = 'disabled';
        return;
      }
      this.validation = res;
      this.access = 'enabled';
    });
  }

  setTypeFilter(type: RoomTypeFilter): void {
    this.typeFilter = type;
  }
  setStatusFilter(status: RoomStatusFilter): void {
    this.statusFilter = status;
  }
  setSearch(text: string): void {
    this.search = text;
  }

  async loadRooms(): Promise<void> {
    this.loading = true;
    const search = this.search.trim();
    const res = await this.run((api) =>
      api.rooms({
        room_type: this.typeFilter,
        status: this.statusFilter,
        ...(search ? { room_id: search } : {}),
      }),
    );
    runInAction(() => {
      this.loading = false;
      if (!('code' in res)) this.rooms = res.rooms;
    });
  }

  async loadMyRooms(): Promise<void> {
    const res = await this.run((api) => api.rooms({ room_type: 'T0', status: '10', mine: true }));
    runInAction(() => {
      if (!('code' in res)) this.myRooms = res.rooms;
    });
  }

  async loadDay(matchDate: string, leagueId?: number): Promise<void> {
    this.dayLoading = true;
    const [leagues, matches] = await Promise.all([
      this.run((api) => api.leagues(matchDate)),
      this.run((api) => api.matches(matchDate, leagueId)),
    ]);
    runInAction(() => {
      this.leagues = 'code' in leagues ? [] : leagues.leagues;
      // No live match is offered, nor one kicking off before a room could close (RULES.md section 5).
      this.dayMatches = 'code' in matches ? [] : matches.matches.filter((m) => m.open && !m.live);
      this.dayLoading = false;
      this.dayLoaded = matchDate;
    });
  }

  /** Checks the form with the server's own rules first; answers the new room's id, or null. */
  async createRoom(body: CreateRoomBody): Promise<string | null> {
    const checked = checkCreateRequest(body, this.maxMatches);
    if (!checked.ok) {
      this.deps.onError(checked.code);
      return null;
    }
    if (this.deps.termsAccepted && !(await this.deps.termsAccepted())) return null;
    const res = await this.run((api) => api.create(body));
    if ('code' in res) return null;
    await this.deps.refreshBalance();
    return res.room.room_id;
  }

  /** Answers null when joined, else the code (PIN codes are left to the dialog to show). */
  async join(roomId: string, pin?: string): Promise<string | null> {
    if (this.deps.termsAccepted && !(await this.deps.termsAccepted())) return 'termsDeclined';
    const res = await this.run((api) => api.join(roomId, pin), true);
    if ('code' in res) return res.code;
    await this.deps.refreshBalance();
    // The room page stays on the same route after joining, so the room it shows (players, the member's
    // prices and points) is read again here rather than waiting for the next poll.
    const viewing = this.room?.room.room_id === roomId.toUpperCase();
    await Promise.all([
      this.loadRooms(),
      this.loadMyRooms(),
      viewing ? this.openRoom(roomId) : Promise.resolve(),
    ]);
    return null;
  }

  async leave(roomId: string): Promise<boolean> {
    const res = await this.run((api) => api.leave(roomId));
    if ('code' in res) return false;
    await this.deps.refreshBalance();
    await Promise.all([this.openRoom(roomId), this.loadMyRooms()]);
    return true;
  }

  async openRoom(roomId: string): Promise<void> {
    const [info, rank] = await Promise.all([
      this.run((api) => api.info(roomId)),
      this.run((api) => api.rank(roomId)),
    ]);
    runInAction(() => {
      if (!('code' in info)) {
        this.room = info;
        this.roomRefusal = null;
      } else if (!this.isTransient(info.code))
        this.roomRefusal = { roomId: roomId.toUpperCase(), code: info.code };
      if (!('code' in rank)) {
        this.ranking = rank.ranking;
        this.rankingFinal = rank.final;
      }
    });
    if (!('code' in info) && info.room.joined) await this.loadMyBets(roomId);
    else runInAction(() => ((this.myBets = []), (this.availablePoints = null)));
  }

  /** A refusal that may pass by itself (no answer, a busy server): the room is asked for again. */
  private isTransient(code: string): boolean {
    return errorHandling(code) === 'network' || errorHandling(code) === 'logged' || forcesLogout(code);
  }

  closeRoom(): void {
    this.room = null;
    this.roomRefusal = null;
    this.ranking = [];
    this.myBets = [];
    this.availablePoints = null;
    this.lastPlaced = null;
  }

  async loadMyBets(roomId: string): Promise<void> {
    const res = await this.run((api) => api.bets(roomId));
    runInAction(() => {
      if ('code' in res) return;
      this.myBets = res.bets;
      this.availablePoints = res.available_points;
    });
  }

  async bet(
    roomId: string,
    pick: Pick<RoomOdds, 'market' | 'choice' | 'line' | 'price'> & { match_id: number },
    points: number,
  ): Promise<boolean> {
    runInAction(() => (this.lastPlaced = null));
    const res = await this.run((api) => api.bet({ room_id: roomId, ...pick, points }));
    if ('code' in res) return false;
    runInAction(() => (this.lastPlaced = res.bet));
    this.deps.onBetAccepted?.(res.bet.ref_no);
    await this.openRoom(roomId);
    return true;
  }
}
