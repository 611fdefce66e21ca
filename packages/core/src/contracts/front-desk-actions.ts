import { z } from 'zod/mini';
import { appointmentStatuses, paymentStatuses } from '../domain/appointments/appointment-status.js';
import { deskReceiveMethods } from '../domain/front-desk/desk-actions.js';
import { paymentMethods } from '../domain/payments/payment-method.js';
import { isoDateTimeSchema } from './calendar.js';

/** What the desk's forms say when a field is wrong (issue 17 §2). */
export const deskActionMessages = {
  reasonRequired: 'Escolha ou escreva o motivo do cancelamento.',
  reasonTooLong: 'O motivo deve ter no máximo 200 caracteres.',
  receiveMethod: 'Escolha como o pagamento foi recebido.',
  givenAmount: 'Informe quanto o cliente entregou, em centavos.',
  refundChoice: 'Escolha o reembolso.',
  refundAmount: 'Informe o valor do reembolso.',
  refundDestination: 'Escolha para onde vai o reembolso.',
} as const;

/** A booking as the desk's panel shows it: who, what, when, where it stands, its money. */
export const deskBookingSchema = z.object({
  id: z.string(),
  barber: z.object({ id: z.string(), name: z.string() }),
  client: z.object({
    id: z.string(),
    name: z.string(),
    phone: z.nullable(z.string()),
    email: z.nullable(z.string()),
    /** Bookings of this client at the shop marked 'Faltou'. */
    noShowCount: z.int(),
  }),
  services: z.array(z.object({ name: z.string(), priceCents: z.int() })),
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
  status: z.enum(appointmentStatuses),
  paymentStatus: z.enum(paymentStatuses),
  paymentMethod: z.nullable(z.enum(paymentMethods)),
  totalCents: z.int(),
  notes: z.nullable(z.string()),
  arrivedAt: z.nullable(isoDateTimeSchema),
  startedAt: z.nullable(isoDateTimeSchema),
  cancellationReason: z.nullable(z.string()),
  /** Kept by the shop: a cancellation's or a no-show's fee. */
  cancellationFeeCents: z.nullable(z.int()),
  /**
   * The deposit asked when it was booked (decision 029), null when none; `balanceCents` what the
   * desk still takes after it was paid ('Receber'), 0 otherwise. (Optional for older servers.)
   */
  depositCents: z.optional(z.nullable(z.int())),
  balanceCents: z.optional(z.int()),
  /**
   * A refund the gateway broke off between the booking's parts (core's getUnfinishedRefund):
   * the ending to try again ('Tentar o reembolso de novo') and what already went back; it cannot
   * be completed meanwhile. Null when none. (Optional for older servers.)
   */
  unfinishedRefund: z.optional(
    z.nullable(
      z.object({
        ending: z.enum(['cancel', 'no_show']),
        reason: z.nullable(z.string()),
        refundedCents: z.int(),
      }),
    ),
  ),
  /** The booking's latest payment. */
  payment: z.nullable(
    z.object({
      id: z.string(),
      status: z.enum(paymentStatuses),
      method: z.enum(paymentMethods),
      amountCents: z.int(),
      /** Paid at the shop (a cash booking's payment): the desk may receive it. */
      atShop: z.boolean(),
      receivedWith: z.nullable(z.enum(deskReceiveMethods)),
      receivedAt: z.nullable(isoDateTimeSchema),
      refundedAmountCents: z.nullable(z.int()),
    }),
  ),
  /** What a cancellation now would give back of a paid booking (null: nothing was paid). */
  refundQuote: z.nullable(
    z.object({
      paidCents: z.int(),
      policyRefundCents: z.int(),
      policyKeptCents: z.int(),
      /** The caller may refund more than the policy (OWNER and ADMIN, not the reception). */
      beyondPolicyAllowed: z.boolean(),
      /** The wallet may receive it (the client has an account with the shop's app). */
      walletAllowed: z.boolean(),
    }),
  ),
  /** The shop's no-show fee on this booking, were it marked now. */
  noShowFeeCents: z.int(),
});

export type DeskBooking = z.infer<typeof deskBookingSchema>;

/** `POST /admin/agenda/bookings/{id}/receive-payment`. */
export const deskReceiveBodySchema = z.object({
  with: z.enum(deskReceiveMethods, { error: deskActionMessages.receiveMethod }),
  /** Cash only: what the client handed over, for the change. */
  givenCents: z.optional(
    z.int({ error: deskActionMessages.givenAmount }).check(z.minimum(0), z.maximum(10_000_000)),
  ),
});

export type DeskReceiveBody = z.infer<typeof deskReceiveBodySchema>;

export const deskReceiptSchema = z.object({
  paymentId: z.string(),
  amountCents: z.int(),
  with: z.enum(deskReceiveMethods),
  /** Cash: the change to give back ('Troco'); null otherwise. */
  changeCents: z.nullable(z.int()),
});

export type DeskReceipt = z.infer<typeof deskReceiptSchema>;

/** `POST /admin/agenda/bookings/{id}/cancel`: the reason, and the refund of a paid booking. */
export const deskCancelBodySchema = z.object({
  reason: z
    .string({ error: deskActionMessages.reasonRequired })
    .check(
      z.trim(),
      z.minLength(1, deskActionMessages.reasonRequired),
      z.maxLength(200, deskActionMessages.reasonTooLong),
    ),
  refund: z.optional(
    z.object({
      kind: z.enum(['policy', 'full', 'partial'], { error: deskActionMessages.refundChoice }),
      amountCents: z.optional(
        z.int({ error: deskActionMessages.refundAmount }).check(z.minimum(1)),
      ),
      to: z.enum(['original', 'wallet'], { error: deskActionMessages.refundDestination }),
    }),
  ),
});

export type DeskCancelBody = z.infer<typeof deskCancelBodySchema>;

/** Where a booking stands after a desk action. */
export const deskActionResultSchema = z.object({
  id: z.string(),
  status: z.enum(appointmentStatuses),
  paymentStatus: z.enum(paymentStatuses),
  /** What went back to the client (a cancellation or a paid no-show), if anything. */
  refundedCents: z.nullable(z.int()),
});

export type DeskActionResult = z.infer<typeof deskActionResultSchema>;
