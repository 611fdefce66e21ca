import type { Appointment } from '@navalha/core/contracts/appointments';
import { sumServicePrices } from '@navalha/core/domain/appointments/booking-list';
import { formatBRL } from '@navalha/core/domain/money';
import { getPaymentMethodLabel } from '@navalha/core/domain/payments/payment-method';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/class-names';

function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4', strong && 'pt-1')}>
      <dt className={strong ? 'text-base font-semibold text-ink' : 'text-base text-muted'}>
        {label}
      </dt>
      <dd
        className={cn(
          'text-right tabular-nums',
          strong ? 'text-xl font-bold text-ink' : 'text-base text-ink',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

type PaymentFigures = Pick<
  Appointment,
  'services' | 'paymentMethod' | 'discount_amount' | 'paymentFee' | 'final_amount'
>;

/**
 * A booking's payment box (spec §2 Booking detail): subtotal (the services' prices), how it is
 * paid ('Não especificado' when not chosen), a discount line only when there is a discount, the
 * method's fee when there is one (so the lines add up) and the total due (`final_amount`).
 */
export function PaymentSummaryBox({ appointment }: { appointment: PaymentFigures }) {
  return (
    <section aria-labelledby="pagamento" className="rounded-card bg-card p-4 shadow-card">
      <h2 id="pagamento" className="mb-3 text-lg font-semibold text-ink">
        Pagamento
      </h2>
      <dl className="flex flex-col gap-2">
        <Row label="Subtotal" value={formatBRL(sumServicePrices(appointment.services))} />
        <Row label="Forma de pagamento" value={getPaymentMethodLabel(appointment.paymentMethod)} />
        {appointment.discount_amount > 0 ? (
          <Row
            label="Desconto"
            value={
              <span className="text-status-confirmed">
                −{formatBRL(appointment.discount_amount)}
              </span>
            }
          />
        ) : null}
        {appointment.paymentFee > 0 ? (
          <Row label="Taxa de pagamento" value={formatBRL(appointment.paymentFee)} />
        ) : null}
        <div className="my-1 h-px bg-line" />
        <Row label="Total" value={formatBRL(appointment.final_amount)} strong />
      </dl>
    </section>
  );
}
