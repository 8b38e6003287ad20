import type { LiveEvent } from '../services/live/live-updates';

/**
 * Reads a live-updates stream (GET /api/conversations/events) as it arrives: `next()` waits for the next
 * event not yet taken, `taken` is every event read so far. Works on app.request's answers and real fetch's.
 */
export function readEvents(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: LiveEvent[] = [];
  let buffer = '';
  let taken = 0;
  let wake = () => {};
  let ended = false;
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = block
            .split('\n')
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          if (data) events.push(JSON.parse(data) as LiveEvent);
        }
        wake();
      }
    } catch {
      // cancelled
    }
    ended = true;
    wake();
  })();
  return {
    events,
    /** The next event, or a failure after `timeoutMs`. */
    async next(timeoutMs = 5000): Promise<LiveEvent> {
      const deadline = Date.now() + timeoutMs;
      while (taken >= events.length) {
        if (ended) throw new Error('the stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      return events[taken++]!;
    },
    close: () => reader.cancel().catch(() => {}),
  };
}
