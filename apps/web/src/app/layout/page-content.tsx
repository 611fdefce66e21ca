import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names';

/** The content column: at most 480 px, centred, 16 px page padding. */
export function PageContent({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main id="conteudo" className={cn('mx-auto w-full max-w-content px-4 pt-4 pb-8', className)}>
      {children}
    </main>
  );
}
