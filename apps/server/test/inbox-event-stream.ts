/** A reader of `GET /api/inbox/events` as the web app reads it: fetch with the bearer header, events parsed. */
export type StreamEvent = { type: string; data: unknown };

export async function openEventStream(baseUrl: string, token: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/inbox/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  const waiters: (() => void)[] = [];
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type && data) events.push({ type, data: JSON.parse(data) });
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // Aborted by close().
    }
    waiters.splice(0).forEach((wake) => wake());
  })();

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    /** The first event (from the start of the stream) matching, or an error after the timeout. */
    async next(matches: (event: StreamEvent) => boolean, timeoutMs = 5_000): Promise<StreamEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(matches);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms (got ${JSON.stringify(events)})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}
