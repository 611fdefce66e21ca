import type { Appointment } from '@navalha/core/contracts/appointments';
import type { ShopBookingRules } from '@navalha/core/contracts/payments';
import { shopLocalToUtc } from '@navalha/core/domain/format/date-time';
import type { Cents } from '@navalha/core/domain/money';
import {
  describeDepositRule,
  describeDepositSplit,
  describePaidRule,
} from '@navalha/core/domain/payments/deposit';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { ReactNode } from 'react';

/** A tinted note with the shield: what the deposit's rule says, named `label`. */
function ShieldNote({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="note"
      aria-label={label}
      className="flex items-start gap-3 rounded-card bg-tint p-4 text-base text-ink"
    >
      <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      {children}
    </div>
  );
}

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
    <ShieldNote label="Sinal">
      <div className="flex flex-col gap-1">
        <p>{sentence}</p>
        <p className="font-semibold tabular-nums">
          {describeDepositSplit(depositCents, totalCents)}
        </p>
      </div>
    </ShieldNote>
  );
}

/**
 * The rule of an active booking whose deposit was paid (decision 029), in one sentence: the
 * deposit's while only it is paid; the fees on the whole total once the rest is paid, or on
 * 'Pagar o restante' (`paying`), before paying it. Nothing otherwise.
 */
export function PaidDepositRule({
  rules,
  appointment,
  paying = false,
}: {
  rules: ShopBookingRules | undefined;
  appointment: Appointment;
  paying?: boolean;
}) {
  const depositCents = appointment.depositAmount ?? 0;
  const active = appointment.status === 'PENDING' || appointment.status === 'CONFIRMED';
  if (!rules || depositCents <= 0 || !active || appointment.paymentStatus !== 'COMPLETED') {
    return null;
  }
  const totalCents = appointment.final_amount;
  const when = { startsAt: new Date(appointment.scheduledTo), now: new Date() };
  const sentence =
    paying || (appointment.paidAmount ?? 0) >= totalCents
      ? describePaidRule(rules, totalCents, when, { paying })
      : describeDepositRule(rules, { depositCents, totalCents }, when);
  return (
    <ShieldNote label="Regra de cancelamento">
      <p>{sentence}</p>
    </ShieldNote>
  );
}
