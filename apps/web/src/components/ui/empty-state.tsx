import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names';

/** A card that says why there is nothing here, with a way on. */
export function EmptyState({
  icon,
  title,
  children,
  tone = 'accent',
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  tone?: 'accent' | 'danger';
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card bg-card px-4 py-8 text-center shadow-card">
      <span
        className={cn(
          'inline-flex size-12 items-center justify-center rounded-full',
          tone === 'danger' ? 'bg-danger-soft text-danger' : 'bg-tint text-accent',
        )}
      >
        {icon}
      </span>
      <p className="text-base font-medium text-ink">{title}</p>
      {children}
    </div>
  );
}
