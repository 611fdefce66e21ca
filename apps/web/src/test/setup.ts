import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toast } from '../lib/toast';

// A busy 2-core CI machine can take more than the default second to settle a mutation and its
// refetch; a real failure still fails, only later.
configure({ asyncUtilTimeout: 3_000 });

// jsdom lacks these browser APIs that sonner and Radix read.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// sonner draws a toast at opacity 0 and fades it in once an effect marks it mounted; a browser
// shows that within a frame, but a busy test machine can read the page in between, so a toast
// counts as shown from its first render. Toasts sonner hides (removed, or past the visible
// three) keep their own rules, which are more specific or come later.
const toastsShownFromTheirFirstRender = document.createElement('style');
toastsShownFromTheirFirstRender.textContent =
  "[data-sonner-toast][data-mounted='false']{opacity:1}";
document.head.append(toastsShownFromTheirFirstRender);

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(() => {
  cleanup();
  // sonner keeps its toasts in a module singleton and replays them to the next <Toaster>.
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});
