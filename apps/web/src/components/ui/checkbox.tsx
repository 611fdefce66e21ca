import Check from 'lucide-react/icons/check';
import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/class-names';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  error?: string | undefined;
}

/**
 * A native checkbox drawn to the design: the whole row is the label, so the touch target is at
 * least 44 px tall, and links inside the label still work as links.
 */
export function Checkbox({ label, error, id, className, ...inputProps }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label
        htmlFor={inputId}
        className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-ink"
      >
        <span className="relative inline-flex size-6 shrink-0">
          <input
            id={inputId}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={cn(
              'peer size-6 cursor-pointer appearance-none rounded-md border-2 border-muted/50 bg-card transition-colors',
              'checked:border-primary checked:bg-primary aria-invalid:border-danger',
              'disabled:cursor-not-allowed disabled:opacity-50',
            )}
            {...inputProps}
          />
          <Check
            aria-hidden
            className="pointer-events-none absolute inset-0 m-auto size-4 text-white opacity-0 transition-opacity peer-checked:opacity-100 [stroke-width:3]"
          />
        </span>
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
