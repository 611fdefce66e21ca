import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names';

/**
 * A bar fixed to the bottom of a step of a flow, holding its main action (and what it sums
 * up). The page keeps room for it with `actionFooterPadding`.
 */
export function ActionFooter({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-card/95 pb-[env(safe-area-inset-bottom)] shadow-bar backdrop-blur">
      <div className={cn('mx-auto flex max-w-content flex-col gap-3 px-4 py-3', className)}>
        {children}
      </div>
    </div>
  );
}

/** Bottom padding for a page with an ActionFooter: its height (about 136 px at most) and more. */
export const actionFooterPadding = 'pb-[calc(10rem+env(safe-area-inset-bottom))]';
