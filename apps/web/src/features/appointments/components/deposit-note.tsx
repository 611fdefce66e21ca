import type { ShopBookingRules } from '@navalha/core/contracts/payments';
import { shopLocalToUtc } from '@navalha/core/domain/format/date-time';
import type { Cents } from '@navalha/core/domain/money';
import { describeDepositRule, describeDepositSplit } from '@navalha/core/domain/payments/deposit';
import ShieldCheck from 'lucide-react/icons/shield-check';

/**
 * The deposit before the client pays it (issue 19 §2): the shop's rule in one sentence, from
 * its real cancellation and no-show rules, and the split between now and the shop. Nothing
 * without a deposit or until the rules are known.
 */
export function DepositNote({
  rules,
  depositCents,
  totalCents,
  date,
  time,
  startsAt: start,
}: {
  rules: ShopBookingRules | undefined;
  depositCents: Cents | null;
  totalCents: Cents;
  /** The start, shop-local (an order not yet booked), or `startsAt` (a booking). */
  date?: string;
  time?: string;
  startsAt?: Date;
}) {
  if (!rules || !depositCents) return null;
  const startsAt = start ?? shopLocalToUtc(date ?? '', time ?? '', rules.timeZone);
  const sentence = describeDepositRule(
    rules,
    { depositCents, totalCents },
    { startsAt, now: new Date() },
  );
  return (
    <div
      role="note"
      aria-label="Sinal"
      className="flex items-start gap-3 rounded-card bg-tint p-4 text-base text-ink"
    >
      <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="flex flex-col gap-1">
        <p>{sentence}</p>
        <p className="font-semibold tabular-nums">
          {describeDepositSplit(depositCents, totalCents)}
        </p>
      </div>
    </div>
  );
}
