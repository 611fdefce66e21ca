import { useEffect, useState } from 'react';
import { serverDataUsed } from '../server-data';

export type PublicResource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'notFound' }
  /** The platform suspended the shop (issue 20 §1): the server's message says so. */
  | { status: 'unavailable'; message: string }
  | { status: 'failed' };

const loading = { status: 'loading' } as const;

/**
 * One public read, fetched when `key` changes: the public pages work signed out, where there is
 * no query cache (it loads with the signed-in pages), so they stay light. An answer is kept with
 * the request it answers, so a new key reads as loading until its own answer arrives.
 * `initial`, the data the server rendered the page with (server-data.ts), is the first request's
 * answer: the page hydrates with it and does not read it again.
 */
export function usePublicResource<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  initial?: T,
): [PublicResource<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const request = `${attempt}:${key}`;
  const [answer, setAnswer] = useState<{ request: string; resource: PublicResource<T> } | null>(
    () =>
      initial === undefined ? null : { request, resource: { status: 'ready', data: initial } },
  );
  useEffect(() => {
    if (answer?.request === request) {
      serverDataUsed();
      return;
    }
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setAnswer({ request, resource: { status: 'ready', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const { status, code, message } = (error ?? {}) as {
          status?: unknown;
          code?: unknown;
          message?: unknown;
        };
        const resource: PublicResource<T> =
          code === 'SHOP_SUSPENDED' && typeof message === 'string'
            ? { status: 'unavailable', message }
            : { status: status === 404 ? 'notFound' : 'failed' };
        setAnswer({ request, resource });
      },
    );
    return () => controller.abort();
    // `load` is a new function each render; the request names what it loads. `answer` is read
    // only to skip the read the server already made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  const resource = answer?.request === request ? answer.resource : loading;
  return [resource, () => setAttempt((value) => value + 1)];
}
