import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/class-names';
import { FieldFrame } from './text-field';

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  id?: string;
}

/** A labelled native select (the phone's own picker), styled like TextField. */
export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  children,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            className={cn(
              'h-12 w-full cursor-pointer appearance-none rounded-control border border-line bg-card pr-11 pl-4 text-base text-ink tabular-nums',
              'transition-colors focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary/30',
              'disabled:cursor-not-allowed disabled:bg-page disabled:text-muted aria-invalid:border-danger',
            )}
            {...selectProps}
          >
            {children}
          </select>
          <ChevronDown
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-muted"
          />
        </div>
      )}
    </FieldFrame>
  );
}
