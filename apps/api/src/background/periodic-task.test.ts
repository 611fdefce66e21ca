import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicTask } from './periodic-task.js';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A task whose runs end only when the test says so. */
function controlledTask() {
  const ends: (() => void)[] = [];
  const task = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        ends.push(resolve);
      }),
  );
  return { task, endRun: () => ends.shift()?.() };
}

describe('startPeriodicTask', () => {
  it('runs at once, then every interval', async () => {
    const task = vi.fn(() => Promise.resolve());
    const stop = startPeriodicTask(task, 1_000);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('does not start a run while the previous one is still going', async () => {
    const { task, endRun } = controlledTask();
    const stop = startPeriodicTask(task, 1_000);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(task).toHaveBeenCalledTimes(1);
    endRun();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(2);
    endRun();
    await stop();
  });

  it('keeps running after a failed run', async () => {
    const task = vi.fn(() => Promise.reject(new Error('database unreachable')));
    const stop = startPeriodicTask(task, 1_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(task).toHaveBeenCalledTimes(3);
    await stop();
  });

  it('waits for the run in progress when stopped', async () => {
    const { task, endRun } = controlledTask();
    const stop = startPeriodicTask(task, 1_000);
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    endRun();
    await stopping;
    expect(stopped).toBe(true);
  });
});
