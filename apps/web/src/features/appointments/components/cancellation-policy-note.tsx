import type { ShopBookingRules } from '@navalha/core/contracts/payments';
import { describeCancellationPolicy } from '@navalha/core/domain/appointments/cancellation-sentence';
import { describeRefundFee } from '@navalha/core/domain/appointments/cancellation-sentence';
import { shopLocalToUtc } from '@navalha/core/domain/format/date-time';
import type { Cents } from '@navalha/core/domain/money';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import CalendarX from 'lucide-react/icons/calendar-x';

/**
 * The booking's cancellation policy in one sentence before the client books (issue 18 §2),
 * from the shop's current rules and the chosen start, with the refund fee the method keeps in
 * reais (decision 024). Nothing until the rules are known: never the spec's defaults.
 */
export function CancellationPolicyNote({
  rules,
  date,
  time,
  method,
  totalCents,
}: {
  rules: ShopBookingRules | undefined;
  date: string;
  time: string;
  method: PaymentMethod;
  totalCents: Cents;
}) {
  if (!rules) return null;
  const startsAt = shopLocalToUtc(date, time, rules.timeZone);
  const sentence = describeCancellationPolicy(rules, { startsAt, now: new Date() });
  const refund = describeRefundFee(method, totalCents);
  return (
    <div
      role="note"
      aria-label="Política de cancelamento"
      className="flex items-start gap-3 rounded-card bg-card p-4 text-base text-ink shadow-card"
    >
      <CalendarX aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <p>
        {sentence}.{refund ? ` ${refund}` : ''}
      </p>
    </div>
  );
}
