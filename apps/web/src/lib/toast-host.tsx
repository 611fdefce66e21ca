import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterStore } from './toast';

// Rendered only once the facade holds sonner, so this never waits nor fails.
const Toaster = lazy(async () => {
  const loaded = toasterStore.getToaster();
  if (!loaded) throw new Error('The Toaster was rendered before sonner arrived.');
  return { default: loaded };
});

/**
 * Where the toasts show (top-right, 4 s, spec §9). Renders nothing until the first toast has
 * fetched sonner; rendered once, by the app's root.
 */
export function ToastHost() {
  const ready = useSyncExternalStore(
    toasterStore.subscribe,
    toasterStore.isReady,
    toasterStore.isReady,
  );
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" duration={4000} richColors />
    </Suspense>
  );
}
