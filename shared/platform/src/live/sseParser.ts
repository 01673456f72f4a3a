export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Server-Sent Events read from a byte stream in whatever chunks it arrives: frames end at
 * a blank line; `event:` names it (default 'message'), `data:` lines join with newlines,
 * `retry:` sets the reconnect delay, and comment lines (`:`) are heartbeats.
 */
export class SseParser {
  private buffer = '';
  retryMs: number | null = null;

  push(chunk: string): ServerSentEvent[] {
    this.buffer += chunk.replace(/\r\n?/g, '\n');
    const events: ServerSentEvent[] = [];
    let end = this.buffer.indexOf('\n\n');
    while (end >= 0) {
      const frame = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const event = this.readFrame(frame);
      if (event) events.push(event);
      end = this.buffer.indexOf('\n\n');
    }
    return events;
  }

  private readFrame(frame: string): ServerSentEvent | null {
    let event = 'message';
    const data: string[] = [];
    for (const line of frame.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
    }
    return data.length > 0 ? { event, data: data.join('\n') } : null;
  }
}
