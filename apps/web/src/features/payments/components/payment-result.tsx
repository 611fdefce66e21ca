import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/class-names';

export type ResultTone = 'success' | 'pending' | 'failure';

const tones = {
  success: { Icon: CircleCheck, className: 'bg-tint text-primary' },
  pending: { Icon: Clock, className: 'bg-status-pending-soft text-status-pending' },
  failure: { Icon: CircleX, className: 'bg-status-cancelled-soft text-status-cancelled' },
} as const;

/** The head of a payment result page: a large icon, the title and one line under it. */
export function PaymentResultHero({
  tone,
  title,
  children,
}: {
  tone: ResultTone;
  title: string;
  children?: ReactNode;
}) {
  const { Icon, className } = tones[tone];
  return (
    <div className="flex flex-col items-center gap-3 pt-2 text-center">
      <span
        className={cn('inline-flex size-16 items-center justify-center rounded-full', className)}
      >
        <Icon aria-hidden className="size-9" />
      </span>
      <h2 className="text-[28px] leading-tight font-bold text-ink">{title}</h2>
      {children ? <div className="max-w-xs text-base text-muted">{children}</div> : null}
    </div>
  );
}

/** Label and value rows of a payment's facts. */
export function PaymentFacts({
  label,
  facts,
}: {
  label: string;
  facts: readonly { term: string; value: ReactNode }[];
}) {
  return (
    <section aria-label={label} className="rounded-card bg-card p-4 shadow-card">
      <dl className="flex flex-col divide-y divide-line">
        {facts.map(({ term, value }) => (
          <div key={term} className="flex items-baseline justify-between gap-4 py-2.5">
            <dt className="text-base text-muted">{term}</dt>
            <dd className="text-right text-base font-medium text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Shaped like a result page while it loads. */
export function PaymentResultSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="flex flex-col gap-5" aria-hidden>
      <div className="flex flex-col items-center gap-3 pt-2">
        <Skeleton className="size-16 rounded-full" />
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-5 w-64" />
      </div>
      <div className="flex flex-col gap-3 rounded-card bg-card p-4 shadow-card">
        {Array.from({ length: rows }, (_, key) => (
          <div key={key} className="flex justify-between gap-4 py-1">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-5 w-28" />
          </div>
        ))}
      </div>
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
