import { z } from 'zod/mini';
import { isoDateTimeSchema, localDateSchema } from './calendar.js';
import { brlSchema } from './money.js';

/** `GET /barber-area/earnings?date`: the day, week and month around `date` (default today). */
export const barberEarningsQuerySchema = z.object({ date: z.optional(localDateSchema()) });
export type BarberEarningsQuery = z.infer<typeof barberEarningsQuerySchema>;

const dayEarningsSchema = z.object({ date: z.string(), count: z.int(), revenue: brlSchema });

const periodEarningsSchema = z.object({
  from: z.string(),
  to: z.string(),
  count: z.int(),
  revenue: brlSchema,
});

/**
 * The barber's completed appointments and their revenue (the totals the clients paid) for the
 * shop-local day, its week (Sunday to Saturday, with each day) and its month. An appointment
 * counts on the day it started.
 */
export const barberEarningsSchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  today: periodEarningsSchema,
  week: z.extend(periodEarningsSchema, { days: z.array(dayEarningsSchema) }),
  month: periodEarningsSchema,
});

export type BarberEarnings = z.infer<typeof barberEarningsSchema>;

/** A period of time off, with its ends on the shop's clock for display. */
export const timeOffEntrySchema = z.object({
  id: z.string(),
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  reason: z.nullable(z.string()),
});

export type TimeOffEntry = z.infer<typeof timeOffEntrySchema>;

/**
 * `GET /barber-area/schedule`: the barber's own week (shop-local 'HH:MM' periods; two on one
 * day make a break) and their time off that has not ended yet, soonest first. Read-only: the
 * shop's admins edit both.
 */
export const barberScheduleSchema = z.object({
  timeZone: z.string(),
  workingHours: z.array(
    z.object({ dayOfWeek: z.int(), startTime: z.string(), endTime: z.string() }),
  ),
  timeOff: z.array(timeOffEntrySchema),
});

export type BarberSchedule = z.infer<typeof barberScheduleSchema>;
