/**
 * Runs `task` at once and then every `intervalMs` until stopped (the sweeps of architecture §7).
 * A run still going when the next is due is not doubled, and a failed run only waits for the
 * next: `task` reports its own errors. The timer never keeps the process alive; stopping waits
 * for the run in progress.
 *
 *   const stop = startPeriodicTask(() => service.expireUnpaid(), 60_000);
 *   await stop();
 */
export function startPeriodicTask(
  task: () => Promise<void>,
  intervalMs: number,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = task()
      .catch(() => undefined)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
