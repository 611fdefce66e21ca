import { vi } from 'vitest';
import { owner, storeSessionCookies } from './fixtures';

/**
 * The front desk's screen tests (issue 17): a stand-in for the notification stream and for the
 * screen's width, and the set-up every one of them starts from.
 */

/** A stand-in EventSource the test drives by hand: `emit` plays a server event on one stream. */
export class FakeEventSource {
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, (() => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  removeEventListener() {}
  emit(name: string) {
    for (const listener of this.listeners.get(name) ?? []) listener();
  }
  close() {}
}

/** Every media query answers as a laptop's screen (`wide`, from 1024 px) or as a phone's. */
export function setWidth(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: wide,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

/**
 * Signed in as the owner, the streams faked (none opened yet), and with `wide` the screen's
 * width set; for a `beforeEach`, with `vi.restoreAllMocks()` after each test.
 */
export function deskTestSetUp({ wide }: { wide?: boolean } = {}) {
  storeSessionCookies(owner);
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  if (wide !== undefined) setWidth(wide);
}
