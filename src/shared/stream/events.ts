// The push stream (docs/API.md "Push stream"): one Server-Sent Events response per player session, carrying what the
// player's screen would otherwise poll for. Each event's data is the JSON a poll would have answered, so a client
// applies a pushed odds delta with the same decoder and version checks as a polled one.
import { z } from 'zod';
import { balanceResponse, sessionRequest, versionResponse } from '../api/account';
import { MARKETS, uxmarketResponse } from '../feed/schemas';

/** Below the API base, beside the account group's calls. */
export const STREAM_PATH = '/stream';

/** The odds page a stream follows: one sport and market of the feed, as `uxmarket` asks for it. */
const streamOddsView = z.object({
  /** 0 = every sport. */
  sport_id: z.number().int().min(0),
  market: z.enum(MARKETS),
  mmo: z.boolean().default(false),
  /** The feed version the client applied last: the stream starts with what it missed since (0 = a snapshot). */
  version: z.number().int().min(0).default(0),
});

/** `POST {apiBaseUrl}/stream`: the session in the body, as every session call, so no secret is ever in a URL. */
export const streamRequest = sessionRequest.extend({
  /** The odds to push; absent: the stream carries the account's events only. */
  odds: streamOddsView.optional(),
});

/** The first event: how often the server sends a heartbeat, so the client can tell a dead stream from a quiet one. */
export const streamHello = z.object({ heartbeat_ms: z.number().int().positive() });

/**
 * An odds delta: `uxmarket`'s answer for the view, plus `base`, the version it applies on (0 with `full: 1`). A
 * client holding any other version than `base` has missed one and must start again from a snapshot.
 */
export const streamOdds = uxmarketResponse.extend({ base: z.number().int().min(0) });
export type StreamOdds = z.infer<typeof streamOdds>;

/** The balance as `userbalance` answers it, sent at the start and whenever the wallet changes. */
export const streamBalance = balanceResponse;

/** Some of the player's sportsbook bets changed state (accepted, rejected, settled): read the lists shown again. */
const streamBets = z.object({});

/** The player's messages or the marquee changed (a new personal message, an announcement): read them again. */
const streamMessages = z.object({});

/** The server's status changed (maintenance switched on or off): the maintenance part of `version`'s answer. */
const streamStatus = versionResponse.pick({ maintenance: true, maintenance_message: true });
export type StreamStatus = z.infer<typeof streamStatus>;

/** The stream ends because the session did (logout, a newer login, a password change, expiry, exclusion). */
const streamEnd = z.object({ code: z.string() });

export const STREAM_EVENTS = {
  hello: streamHello,
  odds: streamOdds,
  balance: streamBalance,
  bets: streamBets,
  messages: streamMessages,
  status: streamStatus,
  end: streamEnd,
} as const;
export type StreamEventName = keyof typeof STREAM_EVENTS;
