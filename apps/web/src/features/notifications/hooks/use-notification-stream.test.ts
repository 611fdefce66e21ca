import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  STREAM_START_DELAY_MS,
  STREAM_URL,
  useNotificationStream,
} from './use-notification-stream';

/** EventSource as the browser has it, driven by the test. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, (() => void)[]>();
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  emit(name: string) {
    for (const listener of this.listeners.get(name) ?? []) listener();
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.();
  }
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useNotificationStream', () => {
  it('opens one stream with the cookie and refetches on each event', () => {
    const onChange = vi.fn();
    renderHook(() => useNotificationStream(onChange));
    // Not while the page is still loading.
    vi.advanceTimersByTime(STREAM_START_DELAY_MS - 1);
    expect(FakeEventSource.instances).toHaveLength(0);
    vi.advanceTimersByTime(1);
    const [source] = FakeEventSource.instances;
    expect(source?.url).toBe(STREAM_URL);
    expect(source?.init).toEqual({ withCredentials: true });
    // Opening reads the list again: what arrived since it was fetched is not missed.
    source?.open();
    expect(onChange).toHaveBeenCalledTimes(1);
    source?.emit('notification');
    source?.emit('read');
    source?.emit('resync');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('leaves a dropped stream to the browser, and refetches when it is back', () => {
    const onChange = vi.fn();
    renderHook(() => useNotificationStream(onChange));
    vi.advanceTimersByTime(STREAM_START_DELAY_MS);
    const [source] = FakeEventSource.instances;
    source?.open();
    source?.fail(FakeEventSource.CONNECTING);
    source?.open();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('reopens a refused stream after refetching (which refreshes the token), waiting longer each time', async () => {
    const onChange = vi.fn(async () => undefined);
    renderHook(() => useNotificationStream(onChange));
    await vi.advanceTimersByTimeAsync(STREAM_START_DELAY_MS);
    FakeEventSource.instances[0]?.fail(FakeEventSource.CLOSED);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.instances).toHaveLength(2);

    FakeEventSource.instances[1]?.fail(FakeEventSource.CLOSED);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(FakeEventSource.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.instances).toHaveLength(3);
  });

  it('opens nothing when unmounted before it started', async () => {
    const { unmount } = renderHook(() => useNotificationStream(vi.fn()));
    unmount();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('closes the stream when unmounted (signed out)', async () => {
    const { unmount } = renderHook(() => useNotificationStream(vi.fn()));
    await vi.advanceTimersByTimeAsync(STREAM_START_DELAY_MS);
    const [source] = FakeEventSource.instances;
    source?.fail(FakeEventSource.CLOSED);
    unmount();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(source?.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
