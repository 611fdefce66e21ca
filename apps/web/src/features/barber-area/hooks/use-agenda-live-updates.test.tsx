import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATIONS_STREAM_URL, useAgendaLiveUpdates } from './use-agenda-live-updates';

/** A stand-in EventSource the test drives by hand. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, (() => void)[]>();

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }

  emit(name: string) {
    for (const listener of this.listeners.get(name) ?? []) listener();
  }

  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}

function setup() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useAgendaLiveUpdates(), { wrapper });
  const keys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { hook, keys, invalidate };
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useAgendaLiveUpdates', () => {
  it('refreshes the agenda and the figures when a booking is announced', () => {
    const { keys } = setup();
    const [source] = FakeEventSource.instances;
    expect(source?.url).toBe(NOTIFICATIONS_STREAM_URL);
    source?.emit('notification');
    expect(keys()).toEqual([['appointments'], ['barber-area']]);
    source?.emit('resync');
    expect(keys()).toHaveLength(4);
  });

  it('reopens a stream the browser gave up on, after refreshing', async () => {
    vi.useFakeTimers();
    const { keys } = setup();
    const [first] = FakeEventSource.instances;
    first?.onopen?.();
    if (first) first.readyState = FakeEventSource.CLOSED;
    first?.onerror?.();
    expect(FakeEventSource.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(keys()).toEqual([['appointments'], ['barber-area']]);
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('closes the stream when the barber area is left', () => {
    const { hook } = setup();
    hook.unmount();
    expect(FakeEventSource.instances[0]?.closed).toBe(true);
  });
});
