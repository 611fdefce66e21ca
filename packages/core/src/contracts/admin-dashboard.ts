import { z } from 'zod/mini';
import { brlSchema } from './money.js';

export const dashboardPeriodKinds = ['week', 'month'] as const;
export type DashboardPeriodKind = (typeof dashboardPeriodKinds)[number];

/** `GET /admin/dashboard?period=week|month`: the span of the charts, rates and occupancy. */
export const dashboardQuerySchema = z.object({
  period: z._default(z.enum(dashboardPeriodKinds, { error: 'Período inválido' }), 'month'),
});

export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const localDateSpanSchema = z.object({ from: z.string(), to: z.string() });

/**
 * The shop's figures. Dates are shop-local 'YYYY-MM-DD'; money is BRL in JSON, centavos in
 * code. Definitions (docs/decisions — admin area):
 * - revenue: the totals of bookings starting in the span that were completed, or paid and not
 *   cancelled/expired;
 * - occupancy: booked minutes (pending, confirmed and completed bookings) over working minutes
 *   (weekly hours less time off), per active barber, capped at 1;
 * - cancellation rate: cancelled over every booking of the span except the expired ones;
 * - no-show: a CONFIRMED booking whose end has passed and that was never completed; its rate
 *   is no-shows over the bookings that should have happened by now (completed + no-shows).
 */
export const dashboardSchema = z.object({
  timeZone: z.string(),
  today: z.object({
    date: z.string(),
    bookings: z.int(),
    pending: z.int(),
    confirmed: z.int(),
    completed: z.int(),
    cancelled: z.int(),
  }),
  revenue: z.object({
    week: brlSchema,
    month: brlSchema,
    weekSpan: localDateSpanSchema,
    monthSpan: localDateSpanSchema,
  }),
  period: z.object({ kind: z.enum(dashboardPeriodKinds), from: z.string(), to: z.string() }),
  /** One entry per date of the period, in order. */
  dailyRevenue: z.array(z.object({ date: z.string(), revenue: brlSchema, bookings: z.int() })),
  occupancy: z.array(
    z.object({
      barberId: z.string(),
      name: z.string(),
      bookedMinutes: z.int(),
      workingMinutes: z.int(),
      rate: z.number(),
    }),
  ),
  /** At most 5, most booked first. */
  topServices: z.array(
    z.object({ serviceId: z.string(), name: z.string(), bookings: z.int(), revenue: brlSchema }),
  ),
  /**
   * Payments the gateway approved with another amount or currency than charged, flagged in
   * the last 30 days, newest first (at most 20): not paid, for the shop to review.
   */
  paymentsInReview: z.array(
    z.object({
      paymentId: z.string(),
      appointmentId: z.string(),
      clientName: z.string(),
      reason: z.string(),
      flaggedAt: z.string(),
    }),
  ),
  rates: z.object({
    bookings: z.int(),
    cancelled: z.int(),
    cancellationRate: z.number(),
    noShows: z.int(),
    attended: z.int(),
    noShowRate: z.number(),
  }),
});

export type Dashboard = z.infer<typeof dashboardSchema>;
