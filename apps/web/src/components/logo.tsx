import { cn } from '../lib/class-names';

/** The Navalha mark (the favicon's N) and, unless `markOnly`, the wordmark beside it. */
export function Logo({ markOnly = false, className }: { markOnly?: boolean; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 64 64" aria-hidden className="size-10 shrink-0">
        <rect width="64" height="64" rx="14" className="fill-primary" />
        <path className="fill-white" d="M18 48V16h8l12 20V16h8v32h-8L26 28v20z" />
      </svg>
      {markOnly ? (
        <span className="sr-only">Navalha</span>
      ) : (
        <span className="text-xl font-bold tracking-tight text-ink">Navalha</span>
      )}
    </span>
  );
}
