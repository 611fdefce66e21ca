import * as DialogPrimitive from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names';
import { useBackCloses } from './use-back-closes';
import { useWideLayout } from './wide-layout';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /**
   * `sheet` rises from the bottom of the screen; `dialog` sits in the middle; `side` is a panel
   * along the right edge (wide screens: the agenda stays in view beside it).
   */
  variant?: 'dialog' | 'sheet' | 'side';
  children: ReactNode;
}

/**
 * The same dialog or sheet as a panel along the right edge, full height, from 1024 px in a wide
 * area: the grid beside it stays in view (issue 17 §7).
 */
const sidePanel =
  'lg:inset-y-0 lg:right-0 lg:left-auto lg:mx-0 lg:h-dvh lg:max-h-none lg:w-full lg:max-w-content lg:translate-x-0 lg:translate-y-0 lg:animate-panel-in lg:rounded-none lg:rounded-l-card lg:pb-5';

/**
 * A modal dialog or bottom sheet: focus trapped, Escape and the overlay close it, and so does
 * back for a sheet. In a wide
 * area (WideLayoutProvider) both open as a side panel from 1024 px.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  variant = 'dialog',
  children,
}: DialogProps) {
  const wide = useWideLayout();
  // A bottom sheet is a step of its own on a phone: back closes it first (issue 18 §3).
  useBackCloses(open && variant === 'sheet', () => onOpenChange(false));
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 animate-fade-in bg-overlay" />
        <DialogPrimitive.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed z-50 flex flex-col gap-4 overflow-y-auto bg-card p-5 shadow-card',
            variant === 'side'
              ? 'inset-y-0 right-0 w-full max-w-content animate-panel-in rounded-l-card'
              : 'max-h-[85dvh]',
            variant === 'sheet' &&
              'inset-x-0 bottom-0 mx-auto w-full max-w-content animate-sheet-in rounded-t-card pb-[calc(20px+env(safe-area-inset-bottom))]',
            variant === 'dialog' &&
              'top-1/2 left-1/2 w-[calc(100%-32px)] max-w-content -translate-x-1/2 -translate-y-1/2 animate-fade-in rounded-card',
            wide && variant !== 'side' && sidePanel,
          )}
          data-placement={wide ? 'side-from-lg' : undefined}
        >
          <div className="flex items-center justify-between gap-4">
            <DialogPrimitive.Title className="text-xl font-semibold text-ink">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label="Fechar"
              className="-mr-2 inline-flex size-11 items-center justify-center rounded-full text-muted transition-colors hover:bg-page hover:text-ink"
            >
              <X aria-hidden className="size-6" />
            </DialogPrimitive.Close>
          </div>
          {description ? (
            <DialogPrimitive.Description className="text-base text-muted">
              {description}
            </DialogPrimitive.Description>
          ) : null}
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
