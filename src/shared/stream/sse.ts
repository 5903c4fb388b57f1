// Reading Server-Sent Events as the push stream writes them (docs/API.md "Push stream"): `event:`, an optional `id:`
// and one `data:` line of JSON per frame, frames ended by a blank line, heartbeats as comment lines. The app and the
// tests read the stream with this one parser, so both see the frames the same way.

export interface SseFrame {
  /** The event name; 'comment' for a heartbeat (a line starting with ':'). */
  event: string;
  id?: number;
  /** The data line as sent: JSON, parsed by the reader that knows the event's schema. */
  data?: string;
}

/** Cuts a stream's text, arriving in chunks of any size, into whole frames. */
export class SseParser {
  private buffer = '';

  /** The frames this chunk completes, in order; a frame cut by the chunk's end waits for the next chunk. */
  push(chunk: string): SseFrame[] {
    this.buffer += chunk.replace(/\r\n?/g, '\n');
    const frames: SseFrame[] = [];
    let cut: number;
    while ((cut = this.buffer.indexOf('\n\n')) >= 0) {
      const text = this.buffer.slice(0, cut);
      this.buffer = this.buffer.slice(cut + 2);
      if (text !== '') frames.push(parseFrame(text));
    }
    return frames;
  }
}

function parseFrame(text: string): SseFrame {
  const frame: SseFrame = { event: 'message' };
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) frame.event = 'comment';
    else if (line.startsWith('event: ')) frame.event = line.slice(7);
    else if (line.startsWith('id: ')) frame.id = Number(line.slice(4));
    else if (line.startsWith('data: ')) frame.data = line.slice(6);
  }
  return frame;
}
