import ChevronRight from 'lucide-react/icons/chevron-right';
import type { ReactNode } from 'react';

/** A row of /confirm that opens a dialog: an icon, what it is and its current value. */
export function RowButton({
  icon,
  label,
  value,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex min-h-16 w-full items-center gap-3 rounded-card bg-card px-4 py-3 text-left shadow-card transition-colors hover:bg-page"
    >
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-tint text-accent">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm text-muted">{label}</span>
        <span className="block text-base font-medium text-ink">{value}</span>
      </span>
      <ChevronRight aria-hidden className="size-5 text-muted" />
    </button>
  );
}
