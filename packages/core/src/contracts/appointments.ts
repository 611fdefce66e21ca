import { z } from 'zod/mini';
import { appointmentStatuses, paymentStatuses } from '../domain/appointments/appointment-status.js';
import {
  REJECT_REASON_MAX_LENGTH,
  REJECT_REASON_MIN_LENGTH,
  rejectReasonMessages,
} from '../domain/appointments/reject-reason.js';
import { paymentMethods } from '../domain/payments/payment-method.js';
import { refundDestinations } from '../domain/payments/refund-destination.js';
import { isValidLocalDate } from '../domain/format/date-time.js';
import { countDaysInRange } from '../domain/schedule/calendar-periods.js';
import { isoDateTimeSchema, localDateSchema, timeOfDaySchema } from './calendar.js';
import { serviceIconKeys } from './catalog.js';
import { apiErrorBodySchema } from './error-body.js';
import { errorMessages } from './errors.js';
import { idListSchema, requiredIdSchema } from './ids.js';
import { brlAmountSchema, brlSchema } from './money.js';
import { listCursorSchema, paginatedSchema, paginationQuerySchema } from './pagination.js';

const incomplete = errorMessages.bookingIncomplete;

/**
 * How the booking is paid, in any case ('pix', 'PIX', 'credit_card'); methods the server does
 * not take (apple_pay, google_pay) get 'Método de pagamento não suportado'.
 */
export function paymentMethodSchema(missing: string = errorMessages.unsupportedPaymentMethod) {
  return z.pipe(
    z
      .string({
        error: (issue) =>
          issue.input === undefined ? missing : errorMessages.unsupportedPaymentMethod,
      })
      .check(z.trim(), z.toUpperCase()),
    z.enum(paymentMethods, { error: errorMessages.unsupportedPaymentMethod }),
  );
}

/** Optional text, trimmed; empty or absent is none (null). */
function optionalTextSchema(max: number, message: string) {
  return z.pipe(
    z.nullish(z.string({ error: message }).check(z.trim(), z.maxLength(max, message))),
    z.transform((text: string | null | undefined) => text || null),
  );
}

/** A promo code as typed; empty or absent is no code. Matched case-insensitively. */
export const promotionCodeSchema = optionalTextSchema(40, errorMessages.invalidPromoCode);

const notesSchema = optionalTextSchema(500, 'As observações devem ter no máximo 500 caracteres');

/**
 * The booking flow's body (spec §7): services, the barbers the client accepts (the server
 * picks one free for the whole duration), the shop-local date and time, the method and
 * `totalPrice`: the total the payment screen shows for that method, core's computeOrderTotals
 * `total` (subtotal − promo discount + the method's fee).
 */
export const bookingFlowBodySchema = z.object({
  serviceIds: idListSchema(incomplete),
  barberIds: idListSchema(incomplete),
  scheduledDate: localDateSchema(incomplete),
  scheduledTime: timeOfDaySchema(incomplete),
  paymentMethod: paymentMethodSchema(incomplete),
  totalPrice: brlAmountSchema(incomplete),
  promotionCode: promotionCodeSchema,
  notes: notesSchema,
});

/**
 * The simple body (spec §7): one barber, one service, an instant. Without `paymentMethod` the
 * method is chosen at payment time, so `totalPrice` carries no fee: subtotal − discount.
 */
export const simpleBookingBodySchema = z.object({
  barberId: requiredIdSchema(incomplete),
  serviceId: requiredIdSchema(incomplete),
  scheduledTo: z.pipe(
    z.unknown().check(z.refine((value) => value !== undefined && value !== null, incomplete)),
    isoDateTimeSchema,
  ),
  totalPrice: brlAmountSchema(incomplete),
  paymentMethod: z.optional(paymentMethodSchema()),
  promotionCode: promotionCodeSchema,
  notes: notesSchema,
});

/** Either body; a body matching neither is answered from the shape it came closest to. */
export const createAppointmentBodySchema = z.union([
  bookingFlowBodySchema,
  simpleBookingBodySchema,
]);

export type CreateAppointmentBody = z.infer<typeof createAppointmentBodySchema>;
export type BookingFlowBody = z.infer<typeof bookingFlowBodySchema>;
export type SimpleBookingBody = z.infer<typeof simpleBookingBodySchema>;

/** A new shop-local date and time for a PENDING appointment; optionally new notes. */
export const rescheduleAppointmentBodySchema = z.object({
  scheduledDate: localDateSchema(incomplete),
  scheduledTime: timeOfDaySchema(incomplete),
  notes: z.optional(notesSchema),
});

export type RescheduleAppointmentBody = z.infer<typeof rescheduleAppointmentBodySchema>;

/** The barber's reason, which the client reads: core's reject-reason rules (5 to 500 characters). */
export const rejectAppointmentBodySchema = z.object({
  reason: z
    .string({ error: rejectReasonMessages.required })
    .check(
      z.trim(),
      z.minLength(1, rejectReasonMessages.required),
      z.minLength(REJECT_REASON_MIN_LENGTH, rejectReasonMessages.tooShort),
      z.maxLength(REJECT_REASON_MAX_LENGTH, rejectReasonMessages.tooLong),
    ),
});

export type RejectAppointmentBody = z.infer<typeof rejectAppointmentBodySchema>;

/**
 * `my-history`: 10 a page by default (spec §9), up to 100. With `cursor` (the previous page's
 * `nextCursor`) the page follows that one by keyset, not by offset (issue 18 §3).
 */
export const appointmentHistoryQuerySchema = z.extend(
  paginationQuerySchema({ defaultLimit: 10, maxLimit: 100 }),
  { cursor: listCursorSchema },
);

/** `my-appointments`: the active ones, soonest first; `cursor` as in `my-history`. */
export const activeAppointmentsQuerySchema = z.extend(
  paginationQuerySchema({ defaultLimit: 50, maxLimit: 100 }),
  { cursor: listCursorSchema },
);

/** The longest run of days one agenda request may cover. */
export const BARBER_AGENDA_MAX_DAYS = 31;

export const barberAgendaMessages = {
  rangeIncomplete: 'Informe a data inicial (from) e a final (to) do período',
  rangeOrder: 'A data inicial deve ser anterior ou igual à final',
  rangeTooLong: `O período deve ter no máximo ${BARBER_AGENDA_MAX_DAYS} dias`,
  dateWithRange: 'Informe uma data (date) ou um período (from e to), não os dois',
  status: 'Status inválido',
} as const;

/**
 * A barber's agenda: one shop-local day (`date`), a run of days (`from`..`to`, both included,
 * at most 31), or from today on when neither is given; optionally one `status`. Soonest first.
 */
export const barberAgendaQuerySchema = z
  .extend(paginationQuerySchema({ defaultLimit: 50, maxLimit: 200 }), {
    date: z.optional(localDateSchema()),
    from: z.optional(localDateSchema()),
    to: z.optional(localDateSchema()),
    status: z.optional(z.enum(appointmentStatuses, { error: barberAgendaMessages.status })),
  })
  .check(
    z.superRefine((query, context) => {
      const fail = (message: string, field: string) =>
        context.issues.push({ code: 'custom', message, path: [field], input: query });
      const { date, from, to } = query;
      if (from === undefined && to === undefined) return;
      // A date that does not exist has its own issue already; the range needs real dates.
      if (![date, from, to].every((day) => day === undefined || isValidLocalDate(day))) return;
      if (date !== undefined) fail(barberAgendaMessages.dateWithRange, 'date');
      else if (from === undefined || to === undefined) {
        fail(barberAgendaMessages.rangeIncomplete, from === undefined ? 'from' : 'to');
      } else if (from > to) fail(barberAgendaMessages.rangeOrder, 'to');
      else if (countDaysInRange({ from, to }) > BARBER_AGENDA_MAX_DAYS) {
        fail(barberAgendaMessages.rangeTooLong, 'to');
      }
    }),
  );

export type BarberAgendaQuery = z.infer<typeof barberAgendaQuerySchema>;

/** One service of a booking as it was priced then (a snapshot), under both spellings. */
export const appointmentServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: brlSchema,
  durationMinutes: z.int(),
  iconKey: z.enum(serviceIconKeys),
  service_name: z.string(),
  service_price: brlSchema,
  service_duration: z.int(),
  service_icon: z.enum(serviceIconKeys),
});

/**
 * An appointment (spec §3). `totalPrice` is the subtotal (sum of the services' prices at
 * booking), `final_amount` what is due (subtotal − discount + payment fee); `discount_amount`
 * and `discountAmount` are the same promo discount. `scheduledTo` and `start_time` are the
 * same instant; `scheduledDate`/`scheduledTime` are it on the shop's clock. `serviceId` is the
 * first service; `service` sums the booking up for one-line cards (names joined with ' + ',
 * the first service's image, the whole duration); `services` lists each one.
 */
export const appointmentSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  barberId: z.string(),
  serviceId: z.nullable(z.string()),
  barberShopId: z.string(),
  scheduledTo: isoDateTimeSchema,
  start_time: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  durationMinutes: z.int(),
  totalPrice: brlSchema,
  final_amount: brlSchema,
  discount_amount: brlSchema,
  discountAmount: brlSchema,
  paymentFee: brlSchema,
  paymentMethod: z.nullable(z.enum(paymentMethods)),
  promotionCode: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  status: z.enum(appointmentStatuses),
  paymentStatus: z.enum(paymentStatuses),
  cancellationReason: z.nullable(z.string()),
  cancellationFee: z.nullable(brlSchema),
  createdAt: isoDateTimeSchema,
  client: z.object({
    id: z.string(),
    name: z.string(),
    phone: z.nullable(z.string()),
    avatarUrl: z.nullable(z.string()),
  }),
  service: z.object({
    name: z.string(),
    imageUrl: z.nullable(z.string()),
    durationMinutes: z.int(),
  }),
  services: z.array(appointmentServiceSchema),
  barber: z.object({ id: z.string(), name: z.string(), avatarUrl: z.nullable(z.string()) }),
  barberShop: z.object({ id: z.string(), name: z.string(), address: z.string() }),
  /** The stars the client gave it, null before a review (issue 18 §4). */
  reviewRating: z.optional(z.nullable(z.int())),
  /**
   * The 'sinal' asked when it was booked (decision 029), null when none; `paidAmount` what its
   * payments brought in so far (deposit and rest), which counts toward `final_amount`.
   */
  depositAmount: z.optional(z.nullable(brlSchema)),
  paidAmount: z.optional(brlSchema),
  /**
   * Until when an unpaid online booking can still be paid before the sweep releases it (core's
   * getUnpaidBookingDeadline; issue 18 §3); null when nothing waits for a payment.
   */
  payBy: z.optional(z.nullable(isoDateTimeSchema)),
  /**
   * What the client's cancellation now would give back of a paid booking, part by part, each
   * the way the server refunds it (decision 029: a deposit by PIX, the rest paid at the shop as
   * credit at the shop); empty when nothing would. Absent from servers before it.
   */
  cancelRefund: z.optional(
    z.array(
      z.object({
        method: z.enum(paymentMethods),
        destination: z.enum(refundDestinations),
        amount: brlSchema,
        /** Kept for the refund itself (the method's refund fee). */
        refundFee: brlSchema,
      }),
    ),
  ),
  /**
   * When `cancelRefund` was quoted, on the server's clock (sent with it): the cancel dialog
   * words the free window at this moment, so its words and the quote never disagree.
   */
  cancelQuotedAt: z.optional(isoDateTimeSchema),
  /** Whether the client may move it now, and why not (core's getRescheduleRule; decision 025). */
  reschedule: z.optional(
    z.object({
      allowed: z.boolean(),
      reason: z.nullable(z.string()),
      /** The last instant a confirmed or paid booking moves with no fee; null: no such limit. */
      freeUntil: z.nullable(isoDateTimeSchema),
    }),
  ),
});

export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentListSchema = paginatedSchema(appointmentSchema);
export type AppointmentList = z.infer<typeof appointmentListSchema>;

/** The answer to a client's cancellation (spec §3): the fee due and whether it was free. */
export const cancelAppointmentResponseSchema = z.object({
  id: z.string(),
  status: z.enum(appointmentStatuses),
  cancellationFee: brlSchema,
  canCancelFree: z.boolean(),
});

export type CancelAppointmentResponse = z.infer<typeof cancelAppointmentResponseSchema>;

/** An order's figures (core's OrderTotals) in BRL. */
export const orderTotalsSchema = z.object({
  subtotal: brlSchema,
  discount: brlSchema,
  paymentFee: brlSchema,
  total: brlSchema,
});

/**
 * A booking's 409: the error body, plus the current figures when the code is PRICE_CHANGED so
 * the screen can show the new total without another call.
 */
export const bookingConflictBodySchema = z.extend(apiErrorBodySchema, {
  details: z.optional(orderTotalsSchema),
});
