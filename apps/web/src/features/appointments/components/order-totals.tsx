import type { OrderTotals } from '@navalha/core/domain/payments/fees';
import { formatBRL } from '@navalha/core/domain/money';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/class-names';

function Line({
  label,
  children,
  strong,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className={strong ? 'text-base font-semibold text-ink' : 'text-base text-muted'}>
        {label}
      </dt>
      <dd
        className={cn(
          'tabular-nums',
          strong ? 'text-2xl font-bold text-ink' : 'text-base text-ink',
        )}
      >
        {children}
      </dd>
    </div>
  );
}

/**
 * The order's figures from core (display only: the server prices the booking again): subtotal,
 * the promo discount and the method's fee when there is one, and the total.
 */
export function OrderTotalsList({
  totals,
  promotionCode,
}: {
  totals: OrderTotals;
  promotionCode?: string | null;
}) {
  return (
    <dl className="flex flex-col gap-2" aria-label="Valores">
      <Line label="Subtotal">{formatBRL(totals.subtotal)}</Line>
      {totals.discount > 0 ? (
        <Line label={promotionCode ? `Desconto (${promotionCode})` : 'Desconto'}>
          <span className="text-status-confirmed">−{formatBRL(totals.discount)}</span>
        </Line>
      ) : null}
      {totals.paymentFee > 0 ? (
        <Line label="Taxa de pagamento">{formatBRL(totals.paymentFee)}</Line>
      ) : null}
      <div className="my-1 h-px bg-line" />
      <Line label="Total" strong>
        <span data-testid="order-total">{formatBRL(totals.total)}</span>
      </Line>
    </dl>
  );
}
