import type { Appointment } from '@navalha/core/contracts/appointments';
import { formatBRL } from '@navalha/core/domain/money';
import {
  describeRefundDestination,
  getCancellationRefund,
} from '@navalha/core/domain/payments/cancellation-refund';
import {
  describeRefundPart,
  describeSingleRefundDestination,
} from '@navalha/core/domain/payments/refund-destination';
import type { ReactNode } from 'react';

type RefundPart = NonNullable<Appointment['cancelRefund']>[number];

function Sentence({ children, feeCents }: { children: ReactNode; feeCents: number }) {
  return (
    <>
      {children}
      {feeCents > 0 ? ` (a taxa de estorno retém ${formatBRL(feeCents)})` : ''}
    </>
  );
}

/**
 * The refund as the server quoted it (decision 029): one destination in one sentence, or each
 * part its own way when the booking was paid in parts (a deposit by PIX, the rest at the shop).
 */
function QuotedRefund({ parts }: { parts: readonly RefundPart[] }) {
  const refunded = parts.reduce((sum, part) => sum + part.amount, 0);
  const feeCents = parts.reduce((sum, part) => sum + part.refundFee, 0);
  const amount = <strong className="font-semibold tabular-nums">{formatBRL(refunded)}</strong>;
  const [only] = parts;
  if (parts.length === 1 && only) {
    const destination = describeSingleRefundDestination({ ...only, amountCents: only.amount });
    return (
      <p className="text-base text-ink">
        <Sentence feeCents={feeCents}>
          Você recebe de volta {amount}
          {destination ? ` ${destination}` : ''}
        </Sentence>
        .
      </p>
    );
  }
  return (
    <div className="text-base text-ink">
      <p>
        <Sentence feeCents={feeCents}>Você recebe de volta {amount}</Sentence>, cada parte como foi
        paga:
      </p>
      <ul className="mt-1 list-disc pl-5">
        {parts.map((part, index) => (
          <li key={index} className="tabular-nums">
            {describeRefundPart({ ...part, amountCents: part.amount })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What a paid booking gives back on cancelling now, and where: the server's quote, part by part
 * (`cancelRefund`); from an older server without it, the single payment's preview on this
 * device (decision 024). Nothing for an unpaid booking.
 */
export function CancelRefundPreview({
  appointment,
  feeCents,
}: {
  appointment: Appointment;
  feeCents: number;
}) {
  const quoted = appointment.cancelRefund?.filter((part) => part.amount > 0);
  if (quoted) return quoted.length > 0 ? <QuotedRefund parts={quoted} /> : null;
  const method = appointment.paymentMethod;
  if (!method || appointment.paymentStatus !== 'COMPLETED') return null;
  const refund = getCancellationRefund({
    cause: 'client',
    method,
    // After a deposit only the deposit was paid, and only it can come back (decision 029).
    paidCents: appointment.depositAmount
      ? (appointment.paidAmount ?? appointment.depositAmount)
      : appointment.final_amount,
    cancellationFeeCents: feeCents,
  });
  const destination = describeRefundDestination(method);
  return (
    <p className="text-base text-ink">
      <Sentence feeCents={refund.refundFee}>
        Você recebe de volta{' '}
        <strong className="font-semibold tabular-nums">{formatBRL(refund.refunded)}</strong>
        {destination ? ` ${destination}` : ''}
      </Sentence>
      .
    </p>
  );
}
