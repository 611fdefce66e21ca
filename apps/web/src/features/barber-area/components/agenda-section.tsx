import type { ReactNode } from 'react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';

export interface AgendaSectionProps {
  title: string;
  /** How many items it holds, next to the title; hidden when undefined. */
  count?: number;
  description?: string;
  isPending: boolean;
  isError: boolean;
  isRefetching?: boolean;
  onRetry?: () => void;
  /** Said when the list is loaded and empty; null hides the whole section then. */
  emptyText: string | null;
  isEmpty: boolean;
  loading: ReactNode;
  children: ReactNode;
}

export const AGENDA_LOAD_FAILED = 'Erro ao buscar agendamentos.';

/** A titled part of the agenda with its loading, failure and empty states. */
export function AgendaSection({
  title,
  count,
  description,
  isPending,
  isError,
  isRefetching = false,
  onRetry,
  emptyText,
  isEmpty,
  loading,
  children,
}: AgendaSectionProps) {
  const headingId = useId();
  if (!isPending && !isError && isEmpty && emptyText === null) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold text-ink">
          {title}
          {count !== undefined && !isPending && !isError ? (
            <span className="inline-flex min-w-7 items-center justify-center rounded-full bg-tint px-2 py-0.5 text-sm font-semibold text-primary tabular-nums">
              {count}
            </span>
          ) : null}
        </h2>
        {description ? <p className="text-sm text-muted">{description}</p> : null}
      </div>
      {isPending ? (
        loading
      ) : isError ? (
        <div className="flex items-center justify-between gap-3 rounded-card bg-card p-4 shadow-card">
          <p className="text-base text-muted">{AGENDA_LOAD_FAILED}</p>
          {onRetry ? (
            <Button variant="ghost" disabled={isRefetching} onClick={onRetry}>
              Tentar novamente
            </Button>
          ) : null}
        </div>
      ) : isEmpty ? (
        <p className="rounded-card bg-card p-4 text-base text-muted shadow-card">{emptyText}</p>
      ) : (
        children
      )}
    </section>
  );
}
