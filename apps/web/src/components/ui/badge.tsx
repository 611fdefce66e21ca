import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names';

export type BadgeTone = 'accent' | 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'inactive';

const tones: Record<BadgeTone, string> = {
  accent: 'bg-tint text-primary',
  pending: 'bg-status-pending-soft text-status-pending',
  confirmed: 'bg-status-confirmed-soft text-status-confirmed',
  completed: 'bg-status-completed-soft text-status-completed',
  cancelled: 'bg-status-cancelled-soft text-status-cancelled',
  inactive: 'bg-status-inactive-soft text-status-inactive',
};

/** A short label on a soft background. It always carries the word, never colour alone. */
export function Badge({ tone = 'accent', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-sm font-medium',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
