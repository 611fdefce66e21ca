import { useEffect, useState } from 'react';

export type PublicResource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'notFound' }
  | { status: 'failed' };

/**
 * One public read, fetched when `key` changes: the public pages work signed out, where there is
 * no query cache (it loads with the signed-in pages), so they stay light.
 */
export function usePublicResource<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): [PublicResource<T>, () => void] {
  const [state, setState] = useState<PublicResource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const status = (error as { status?: unknown } | null)?.status;
        setState({ status: status === 404 ? 'notFound' : 'failed' });
      },
    );
    return () => controller.abort();
    // `load` is a new function each render; the key names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return [state, () => setAttempt((value) => value + 1)];
}
