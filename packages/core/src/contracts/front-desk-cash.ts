import { z } from 'zod/mini';
import { cashMethods } from '../domain/front-desk/cash-method.js';
import { isoDateTimeSchema, localDateSchema } from './calendar.js';
import { brlAmountSchema, brlSchema } from './money.js';

export const cashMessages = {
  countedRequired: 'Informe o valor contado no caixa',
  noteLength: 'A observação deve ter no máximo 500 caracteres',
  dateRequired: 'Informe o dia do caixa',
} as const;

/** `GET /admin/cash?date=YYYY-MM-DD`: the shop-local day; today in the shop if omitted. */
export const cashDayQuerySchema = z.object({ date: z.optional(localDateSchema()) });
export type CashDayQuery = z.infer<typeof cashDayQuerySchema>;

/** A sum and how many payments (or bookings) make it. */
const tallySchema = z.object({ count: z.int(), amount: brlSchema });

/** One payment received on the day. */
export const cashReceiptSchema = z.object({
  paymentId: z.string(),
  appointmentId: z.string(),
  method: z.enum(cashMethods),
  amount: brlSchema,
  receivedAt: isoDateTimeSchema,
  clientName: z.string(),
  barberId: z.string(),
  barberName: z.string(),
});

export type CashReceipt = z.infer<typeof cashReceiptSchema>;

/** A refund made on the day. */
export const cashRefundSchema = z.object({
  paymentId: z.string(),
  appointmentId: z.string(),
  amount: brlSchema,
  refundedAt: isoDateTimeSchema,
  clientName: z.string(),
  reason: z.nullable(z.string()),
});

/** A cancelled or missed booking of the day whose money the shop kept, wholly or in part. */
export const cashKeptFeeSchema = z.object({
  appointmentId: z.string(),
  status: z.enum(['CANCELLED', 'NO_SHOW']),
  amount: brlSchema,
  clientName: z.string(),
  startsAt: isoDateTimeSchema,
});

/** A booking of the day still to be paid (not cancelled, expired or missed). */
export const cashUnpaidSchema = z.object({
  appointmentId: z.string(),
  startsAt: isoDateTimeSchema,
  clientName: z.string(),
  barberName: z.string(),
  amount: brlSchema,
});

/** 'Fechar caixa': one count of the drawer; a later one for the same day corrects it. */
export const cashClosingSchema = z.object({
  id: z.string(),
  counted: brlSchema,
  expected: brlSchema,
  /** counted − expected: positive is cash over, negative short (may be negative). */
  difference: z.codec(z.number(), z.int(), {
    decode: (brl) => Math.round(brl * 100),
    encode: (cents) => cents / 100,
  }),
  note: z.nullable(z.string()),
  closedBy: z.nullable(z.object({ id: z.string(), name: z.string() })),
  closedAt: isoDateTimeSchema,
});

export type CashClosing = z.infer<typeof cashClosingSchema>;

/**
 * The day's cash (issue 17 §5): payments received by method and by barber, refunds, fees kept
 * from cancelled and missed bookings, bookings still unpaid, the cash the drawer should hold, and
 * the day's closings (latest first; the first is the one that counts).
 */
export const cashDaySchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  received: tallySchema,
  byMethod: z.array(z.object({ method: z.enum(cashMethods), count: z.int(), amount: brlSchema })),
  byBarber: z.array(
    z.object({ barberId: z.string(), name: z.string(), count: z.int(), amount: brlSchema }),
  ),
  receipts: z.array(cashReceiptSchema),
  refunds: z.array(cashRefundSchema),
  refunded: tallySchema,
  keptFees: z.array(cashKeptFeeSchema),
  kept: tallySchema,
  unpaid: z.array(cashUnpaidSchema),
  /** Cash taken at the desk: what the drawer should hold beyond its float. */
  expectedCash: brlSchema,
  closings: z.array(cashClosingSchema),
});

export type CashDay = z.infer<typeof cashDaySchema>;

/** 'Fechar caixa': the cash counted in the drawer for a shop-local day. */
export const closeCashBodySchema = z.object({
  date: localDateSchema(cashMessages.dateRequired),
  counted: brlAmountSchema(cashMessages.countedRequired),
  note: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(500, cashMessages.noteLength))),
  ),
});

export type CloseCashBody = z.infer<typeof closeCashBodySchema>;
