import { z } from 'zod';
import {
  DEFAULT_DEPOSIT_SETTINGS,
  MAX_DEPOSIT_FIXED_CENTS,
  depositAmountKinds,
  depositModes,
} from '../domain/payments/deposit.js';

/** The IANA zone a barbershop gets unless it says otherwise. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/**
 * Payment fee per method in basis points (100 = 1%), charged on the subtotal minus the discount
 * (spec §9: PIX 1%, debit 3%, credit 8.4%, wallet 0%; cash is paid at the shop, so 0%).
 * Basis points keep the arithmetic in integers, as all money is.
 */
export const paymentFeeBasisPointsSchema = z.object({
  pix: z.number().int().min(0).max(10_000).default(100),
  debit_card: z.number().int().min(0).max(10_000).default(300),
  credit_card: z.number().int().min(0).max(10_000).default(840),
  wallet: z.number().int().min(0).max(10_000).default(0),
  cash: z.number().int().min(0).max(10_000).default(0),
});

/**
 * The 'sinal' (issue 19 §2, decision 029): who pays one and how much; off by default. Stored
 * as domain/payments/deposit.ts's DepositSettings.
 */
export const depositSettingsSchema = z.object({
  mode: z.enum(depositModes).default(DEFAULT_DEPOSIT_SETTINGS.mode),
  minNoShows: z.number().int().min(1).max(20).default(DEFAULT_DEPOSIT_SETTINGS.minNoShows),
  amountKind: z.enum(depositAmountKinds).default(DEFAULT_DEPOSIT_SETTINGS.amountKind),
  fixedCents: z
    .number()
    .int()
    .min(1)
    .max(MAX_DEPOSIT_FIXED_CENTS)
    .default(DEFAULT_DEPOSIT_SETTINGS.fixedCents),
  percent: z.number().int().min(1).max(100).default(DEFAULT_DEPOSIT_SETTINGS.percent),
  serviceIds: z
    .array(z.string())
    .max(100)
    .default(() => []),
});

/**
 * A barbershop's own rules, stored as JSON beside the shop. Every field has a default, so
 * `barbershopSettingsSchema.parse({})` yields a complete, valid set.
 */
export const barbershopSettingsSchema = z.object({
  /** Distance between two bookable start times. */
  slotStepMinutes: z.number().int().min(5).max(240).default(30),
  /** How long before its start a slot stops being bookable; 0 = any future time. */
  minNoticeMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(0),
  /** Cancelling at least this long before the start is free (spec §9: 24 h). */
  cancellationWindowHours: z.number().int().min(0).max(720).default(24),
  /** Fee on a later cancellation, percent of the value (spec §9: 50%). */
  cancellationFeePercent: z.number().int().min(0).max(100).default(50),
  /** Fee of a no-show ('Faltou'), percent of the value; none by default (issue 17 §2). */
  noShowFeePercent: z.number().int().min(0).max(100).default(0),
  /**
   * How many upcoming bookings one client may hold here unpaid (an online payment not made, or
   * cash the shop has not confirmed); the next booking is refused (issue 16 §3).
   */
  maxUnpaidBookingsPerClient: z.number().int().min(1).max(50).default(3),
  /**
   * A cash booking still PENDING this many hours before its start expires and frees the slot,
   * as an unpaid PIX does; 0 = never (issue 16 §3).
   */
  unconfirmedCashExpiresHoursBefore: z.number().int().min(0).max(168).default(2),
  /** How long a freed time offered to the waitlist is held for that client (issue 19 §3). */
  waitlistOfferMinutes: z.number().int().min(5).max(240).default(15),
  paymentFeeBasisPoints: paymentFeeBasisPointsSchema.default(() =>
    paymentFeeBasisPointsSchema.parse({}),
  ),
  /** PIX receiver: key (up to 77 characters in a BR Code), merchant name (25) and city (15). */
  pixKey: z.string().trim().min(1).max(77).nullable().default(null),
  pixMerchantName: z.string().trim().min(1).max(25).nullable().default(null),
  pixMerchantCity: z.string().trim().min(1).max(15).nullable().default(null),
  /**
   * The shop's usual week, set in the first-run setup (0 = Sunday, shop-local 'HH:MM'): hours
   * are kept per barber (working_hours), and this is the week a new barber starts with.
   */
  openingHours: z
    .array(
      z.object({
        dayOfWeek: z.number().int().min(0).max(6),
        startTime: z.string().regex(/^\d{2}:\d{2}$/),
        endTime: z.string().regex(/^\d{2}:\d{2}$/),
      }),
    )
    .max(42)
    .default([]),
  /** The admin dashboard's "what is left" card was put away (issue 14 §2). */
  checklistDismissed: z.boolean().default(false),
  deposit: depositSettingsSchema.default(() => depositSettingsSchema.parse({})),
  /**
   * WhatsApp messages (issue 19 §1), each on or off, and the two reminders' lead times in
   * hours; only to clients who opted in, only 08:00–21:00 shop time.
   */
  whatsapp: z
    .object({
      confirmation: z.boolean().default(true),
      reminderFirst: z.boolean().default(true),
      reminderFirstHours: z.number().int().min(1).max(72).default(24),
      reminderSecond: z.boolean().default(true),
      reminderSecondHours: z.number().int().min(1).max(12).default(2),
      late: z.boolean().default(true),
      cancellation: z.boolean().default(true),
      reschedule: z.boolean().default(true),
      /** A freed time offered to the waitlist (issue 19 §3): sent at once, never at night. */
      waitlistOffer: z.boolean().default(true),
    })
    .default(() => ({
      confirmation: true,
      reminderFirst: true,
      reminderFirstHours: 24,
      reminderSecond: true,
      reminderSecondHours: 2,
      late: true,
      cancellation: true,
      reschedule: true,
      waitlistOffer: true,
    })),
});

export type BarbershopSettings = z.infer<typeof barbershopSettingsSchema>;
