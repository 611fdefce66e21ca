import CircleAlert from 'lucide-react/icons/circle-alert';
import type { ReactNode } from 'react';

/** A form-wide error, announced when it appears. */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-control border border-status-cancelled-soft bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
    >
      <CircleAlert aria-hidden className="mt-px size-5 shrink-0" />
      {children}
    </div>
  );
}
