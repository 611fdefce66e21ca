import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';

export interface LoadStateProps {
  isPending: boolean;
  isError: boolean;
  isRefetching?: boolean;
  onRetry: () => void;
  /** What failed, in pt-BR: 'Erro ao carregar barbeiros'. */
  errorText: string;
  /** Placeholder rows while loading. */
  skeletonRows?: number;
  children: ReactNode;
}

/** A list or a screen while it loads (skeleton), when it failed (retry) and once loaded. */
export function LoadState({
  isPending,
  isError,
  isRefetching = false,
  onRetry,
  errorText,
  skeletonRows = 3,
  children,
}: LoadStateProps) {
  if (isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        {Array.from({ length: skeletonRows }, (_, index) => (
          <Skeleton key={index} className="h-20 rounded-card" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div
        role="alert"
        className="flex items-center justify-between gap-3 rounded-card bg-card p-4 shadow-card"
      >
        <p className="text-base text-muted">{errorText}</p>
        <Button variant="ghost" disabled={isRefetching} onClick={onRetry}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  return <>{children}</>;
}
