import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';
import { logger } from './logger';

type Sonner = typeof SonnerModule;
type SonnerToast = Sonner['toast'];
type ToasterComponent = Sonner['Toaster'];

/** What the app passes along with a toast; `id` collapses identical toasts into one. */
export type ToastOptions = Pick<ExternalToast, 'id' | 'description' | 'duration'>;

type Call = (toast: SonnerToast) => void;

let sonner: Sonner | null = null;
let loading: Promise<void> | null = null;
let queue: Call[] = [];
const listeners = new Set<() => void>();

/**
 * sonner arrives with the first toast, not with the page: until then calls wait in order. A
 * failed download is logged and drops the waiting toasts (the page stays); the next toast tries
 * again.
 */
function loadSonner(): void {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module;
      const waiting = queue;
      queue = [];
      // Toasts raised before the <Toaster> mounts are replayed to it by sonner.
      for (const call of waiting) call(module.toast);
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      logger.warn('Could not load the toasts: dropping them.', error);
      queue = [];
      loading = null;
    },
  );
}

function run(call: Call): void {
  if (sonner) {
    call(sonner.toast);
    return;
  }
  queue.push(call);
  loadSonner();
}

/**
 * The app's toasts (spec §8, §9): the one way to raise them. Same calls as sonner's `toast`,
 * which is fetched the first time one is raised.
 */
export const toast = {
  success(message: string, options?: ToastOptions): void {
    run((sonnerToast) => sonnerToast.success(message, options));
  },
  error(message: string, options?: ToastOptions): void {
    run((sonnerToast) => sonnerToast.error(message, options));
  },
  info(message: string, options?: ToastOptions): void {
    run((sonnerToast) => sonnerToast.info(message, options));
  },
  message(message: string, options?: ToastOptions): void {
    run((sonnerToast) => sonnerToast.message(message, options));
  },
  /** One toast by id, or all of them. Before the first toast there is nothing to dismiss. */
  dismiss(id?: string | number): void {
    if (!sonner && queue.length === 0) return;
    run((sonnerToast) => sonnerToast.dismiss(id));
  },
};

/** For `ToastHost`: whether the first toast has brought sonner, and its `<Toaster>`. */
export const toasterStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isReady: (): boolean => sonner !== null,
  getToaster(): ToasterComponent | null {
    return sonner?.Toaster ?? null;
  },
};
