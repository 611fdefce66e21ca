import { cn } from '../../lib/class-names';

/** A placeholder shaped like the content it stands for. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      className={cn('animate-pulse rounded-control bg-line motion-reduce:animate-none', className)}
    />
  );
}
