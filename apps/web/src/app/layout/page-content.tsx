import type { ReactNode } from 'react';
import { useWideLayout } from '../../components/ui/wide-layout';
import { cn } from '../../lib/class-names';

/**
 * The content column: at most 480 px, centred, 16 px page padding; in a wide area (the desk,
 * issue 17 §7) up to the desk's width from 1024 px, with 24 px padding.
 */
export function PageContent({ children, className }: { children: ReactNode; className?: string }) {
  const wide = useWideLayout();
  return (
    <main
      id="conteudo"
      className={cn(
        'mx-auto w-full max-w-content px-4 pt-4 pb-8',
        wide && 'lg:max-w-desk lg:px-6',
        className,
      )}
    >
      {children}
    </main>
  );
}
