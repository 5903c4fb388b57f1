import type { z } from 'zod';
import { endpointUrl } from '@shared/api/endpoints';
import type { BaseUrls } from '@shared/api/endpoints';
import { STREAM_EVENTS, STREAM_PATH } from '@shared/stream/events';
import type { StreamEventName, streamRequest } from '@shared/stream/events';
import { SseParser } from '@shared/stream/sse';
import type { SseFrame } from '@shared/stream/sse';
import { ApiCallError, refusalOf } from './client';

export type StreamRequest = z.input<typeof streamRequest>;

/** One event of the push stream, its data checked against the event's schema; `heartbeat` for a comment line. */
export type StreamEvent =
  | { [K in StreamEventName]: { name: K; data: z.infer<(typeof STREAM_EVENTS)[K]> } }[StreamEventName]
  | { name: 'heartbeat' };

export type StreamFetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * One frame as the event it carries, its data checked against the event's schema; null for an event this client
 * does not know (one a newer server added: skipping it is what SSE clients do). Data that does not match throws.
 */
export function decodeStreamFrame(frame: SseFrame): StreamEvent | null {
  if (frame.event === 'comment') return { name: 'heartbeat' };
  if (!Object.hasOwn(STREAM_EVENTS, frame.event)) return null;
  const name = frame.event as StreamEventName;
  const schema: z.ZodType = STREAM_EVENTS[name];
  let json: unknown;
  try {
    json = JSON.parse(frame.data ?? '');
  } catch {
    throw new ApiCallError('incompletedRequest', 'invalidResponse');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiCallError('incompletedRequest', 'invalidResponse');
  return { name, data: parsed.data } as StreamEvent;
}

/**
 * Opens the push stream and hands each event to `onEvent` until the server ends it or `signal` aborts it. A refusal
 * (the session is no longer valid, the server has no stream: 404 `notFound`) throws an ApiCallError with its code,
 * as every call does; a frame whose data does not match its schema ends the stream with `invalidResponse`, since
 * applying a part of a stream the client cannot read would leave the screen wrong.
 */
export async function readPushStream(
  fetcher: StreamFetch,
  urls: BaseUrls,
  body: StreamRequest,
  signal: AbortSignal,
  onEvent: (event: StreamEvent) => void,
): Promise<void> {
  let response: Response;
  try {
    response = await fetcher(endpointUrl(urls, 'account', STREAM_PATH.slice(1)), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal,
      cache: 'no-store',
    });
  } catch {
    throw new ApiCallError('requestFailed', 'network');
  }
  if (!response.headers.get('content-type')?.startsWith('text/event-stream') || !response.body) {
    throw refusalOf(await response.json().catch(() => null), response.status);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      for (const frame of parser.push(decoder.decode(value, { stream: true }))) {
        const event = decodeStreamFrame(frame);
        if (event) onEvent(event);
      }
    }
  } catch (error) {
    if (error instanceof ApiCallError) throw error;
    throw new ApiCallError('requestFailed', 'network');
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
