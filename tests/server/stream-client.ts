// A test's reader of the push stream: posts the body as the app does, parses the Server-Sent Events frames as they
// arrive (with the app's parser), and waits for the frame a test names (never on a clock: a missing frame fails at
// the bound).
import { SseParser } from '../../src/shared/stream/sse';

export interface StreamFrame {
  /** The event name, or 'comment' for a heartbeat line. */
  event: string;
  id?: number;
  data?: unknown;
}

export interface StreamReader {
  status: number;
  contentType: string | null;
  /** Every frame read so far, in order. */
  frames: StreamFrame[];
  /** The first frame after those already taken that matches, waiting up to `withinMs` for it. */
  next(match: (frame: StreamFrame) => boolean, withinMs?: number): Promise<StreamFrame>;
  /** Resolves when the server has ended the response. */
  ended: Promise<void>;
  /** The answer's body when it was not a stream (a refusal). */
  json(): Promise<unknown>;
  close(): void;
}

export async function openStream(url: string, body: unknown): Promise<StreamReader> {
  const abort = new AbortController();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: abort.signal,
  });
  const frames: StreamFrame[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of waiters) w();
  };
  const isStream = res.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
  let done = false;
  const ended = (async () => {
    if (!isStream || !res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    const parser = new SseParser();
    try {
      for (;;) {
        const { value, done: end } = await reader.read();
        if (end) break;
        for (const frame of parser.push(decoder.decode(value, { stream: true })))
          frames.push({
            ...frame,
            data: frame.data === undefined ? undefined : (JSON.parse(frame.data) as unknown),
          });
        wake();
      }
    } catch {
      // Closed by the test.
    } finally {
      done = true;
      wake();
    }
  })();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    frames,
    ended,
    json: () => res.json() as Promise<unknown>,
    close: () => abort.abort(),
    next(match, withinMs = 15_000) {
      return new Promise<StreamFrame>((resolve, reject) => {
        const look = () => {
          while (taken < frames.length) {
            const frame = frames[taken++]!;
            if (match(frame)) {
              finish();
              resolve(frame);
              return;
            }
          }
          if (done) {
            finish();
            reject(
              new Error(
                `the stream ended without the frame; read: ${JSON.stringify(frames.map((f) => f.event))}`,
              ),
            );
          }
        };
        const timer = setTimeout(() => {
          finish();
          reject(
            new Error(
              `no such frame within ${withinMs} ms; read: ${JSON.stringify(frames.map((f) => f.event))}`,
            ),
          );
        }, withinMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(look);
        };
        waiters.add(look);
        look();
      });
    },
  };
}
