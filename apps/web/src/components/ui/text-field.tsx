import CircleAlert from 'lucide-react/icons/circle-alert';
import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/class-names';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Rendered inside the input, at its right edge (e.g. the show-password toggle). */
  trailing?: ReactNode;
  id?: string;
}

interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  id?: string | undefined;
  className?: string | undefined;
  /** The control itself, given the id and ARIA wiring it must carry. */
  children: (control: FieldControl) => ReactNode;
}

/** The label, hint and error around any form control, wired for assistive technology. */
export function FieldFrame({ label, error, hint, id, className, children }: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm text-danger">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its hint and its error. */
export function TextField({
  label,
  error,
  hint,
  trailing,
  id,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            className={cn(
              'h-12 w-full rounded-control border border-line bg-card px-4 text-base text-ink',
              'transition-colors placeholder:text-muted/60',
              'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary/30',
              'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/25',
              trailing ? 'pr-12' : null,
            )}
            {...inputProps}
          />
          {trailing ? (
            <div className="absolute inset-y-0 right-0.5 flex items-center">{trailing}</div>
          ) : null}
        </div>
      )}
    </FieldFrame>
  );
}
