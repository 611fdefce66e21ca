import { cn } from '../../lib/class-names';

/**
 * The spec's full-screen LOADING with animated dots. `delayed` waits 200 ms before showing, so a
 * quick route change never flashes it.
 */
export function LoadingOverlay({ delayed = false }: { delayed?: boolean }) {
  return (
    <div
      role="status"
      className={cn(
        'fixed inset-0 z-50 flex items-center justify-center bg-page',
        delayed && 'animate-fade-in [animation-delay:200ms]',
      )}
    >
      <span className="sr-only">Carregando…</span>
      <p aria-hidden className="text-xl font-bold tracking-[0.3em] text-accent">
        LOADING
        <span className="animate-loading-dot">.</span>
        <span className="animate-loading-dot [animation-delay:0.2s]">.</span>
        <span className="animate-loading-dot [animation-delay:0.4s]">.</span>
      </p>
    </div>
  );
}
