import type { Service } from '@navalha/core/contracts/catalog';
import { formatBRL } from '@navalha/core/domain/money';
import { cn } from '../../../lib/class-names';

/** A service's price: the promotional one when it counts, the list price struck through beside it. */
export function ServicePrice({
  pricing,
  className,
}: {
  pricing: Service['pricing'];
  className?: string;
}) {
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 tabular-nums', className)}>
      <span className="text-base font-semibold text-ink">{formatBRL(pricing.finalPrice)}</span>
      {pricing.hasDiscount ? (
        <s className="text-sm text-muted">
          <span className="sr-only">de </span>
          {formatBRL(pricing.originalPrice)}
        </s>
      ) : null}
    </p>
  );
}
