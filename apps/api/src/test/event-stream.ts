import { request as httpRequest } from 'node:http';
import type { IncomingMessage } from 'node:http';

/**
 * A client of the notifications stream over a real socket (inject cannot stream), for the
 * tests of the stream and of what it announces.
 */

export interface StreamEvent {
  event: string;
  data: string;
}

/** An open EventSource-like connection: its answer, the events so far, and a way to wait. */
export interface OpenStream {
  response: IncomingMessage;
  text: () => string;
  events: StreamEvent[];
  ended: Promise<void>;
  waitFor(predicate: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}

export function openEventStream(
  port: number,
  headers: Record<string, string>,
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/api/notifications/stream', headers },
      (response) => {
        let buffer = '';
        let all = '';
        const events: StreamEvent[] = [];
        const waiters = new Set<() => void>();
        let endedResolve: () => void = () => undefined;
        const ended = new Promise<void>((done) => (endedResolve = done));
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          all += chunk;
          buffer += chunk;
          let split: number;
          while ((split = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, split);
            buffer = buffer.slice(split + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
            if (event) events.push({ event, data });
          }
          for (const wake of waiters) wake();
        });
        response.on('end', () => endedResolve());
        response.on('close', () => endedResolve());
        resolve({
          response,
          text: () => all,
          events,
          ended,
          close: () => req.destroy(),
          waitFor(predicate, timeoutMs = 5_000) {
            return new Promise((found, fail) => {
              const check = () => {
                const match = events.find(predicate);
                if (!match) return;
                clearTimeout(timer);
                waiters.delete(check);
                found(match);
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`no such event within ${timeoutMs} ms: ${JSON.stringify(events)}`));
              }, timeoutMs);
              waiters.add(check);
              check();
            });
          },
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Polls until `check` passes (the stream's first bytes arrive before it subscribes). */
export async function eventually(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
