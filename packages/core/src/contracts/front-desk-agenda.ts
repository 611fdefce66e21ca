import { z } from 'zod/mini';
import { appointmentStatuses, paymentStatuses } from '../domain/appointments/appointment-status.js';
import { deskReceiveMethods } from '../domain/front-desk/desk-actions.js';
import { paymentMethods } from '../domain/payments/payment-method.js';
import { isoDateTimeSchema, localDateSchema } from './calendar.js';
import { requiredIdSchema } from './ids.js';

/** `GET /admin/agenda?date=YYYY-MM-DD`: the shop-local day to show; today in the shop if omitted. */
export const agendaQuerySchema = z.object({ date: z.optional(localDateSchema()) });
export type AgendaQuery = z.infer<typeof agendaQuerySchema>;

/** A shop-local span 'HH:MM'–'HH:MM' of the day. */
const clockRangeSchema = z.object({ start: z.string(), end: z.string() });

/** One bookable staff member's day: hours that weekday, the breaks between them, time off. */
export const agendaStaffSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.nullable(z.string()),
  workingHours: z.array(clockRangeSchema),
  breaks: z.array(clockRangeSchema),
  timeOff: z.array(
    z.object({
      id: z.string(),
      startsAt: isoDateTimeSchema,
      endsAt: isoDateTimeSchema,
      reason: z.nullable(z.string()),
    }),
  ),
});

export type AgendaStaff = z.infer<typeof agendaStaffSchema>;

/** A booking that starts on the day, whatever its status (cancelled ones included). */
export const agendaBookingSchema = z.object({
  id: z.string(),
  barberId: z.string(),
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
  client: z.object({ id: z.string(), name: z.string(), phone: z.nullable(z.string()) }),
  services: z.array(z.string()),
  status: z.enum(appointmentStatuses),
  paymentMethod: z.nullable(z.enum(paymentMethods)),
  paymentStatus: z.enum(paymentStatuses),
  /** How the desk received the payment at the shop, if it did (issue 17 §2). */
  receivedWith: z.optional(z.nullable(z.enum(deskReceiveMethods))),
  /** What the desk still takes after a deposit was paid (decision 029), in centavos; 0: none. */
  balanceCents: z.optional(z.int()),
});

export type AgendaBooking = z.infer<typeof agendaBookingSchema>;

/**
 * The front desk's day: the shop's zone and slot step, its opening hours that weekday, the
 * bookable staff (and anyone else with a booking that day) with their hours, and the day's
 * bookings, earliest first.
 */
export const agendaSchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  slotStepMinutes: z.int(),
  openingHours: z.array(clockRangeSchema),
  staff: z.array(agendaStaffSchema),
  bookings: z.array(agendaBookingSchema),
});

export type Agenda = z.infer<typeof agendaSchema>;

/**
 * `GET /admin/agenda/week?barberId=&date=`: one barber's week, Sunday to Saturday (spec §9),
 * holding `date` (today in the shop if omitted).
 */
export const weekAgendaQuerySchema = z.object({
  barberId: requiredIdSchema('Escolha um barbeiro.'),
  date: z.optional(localDateSchema()),
});
export type WeekAgendaQuery = z.infer<typeof weekAgendaQuerySchema>;

/** One day of the barber's week: the shop's opening hours, the barber's, and the bookings. */
export const weekAgendaDaySchema = z.object({
  date: z.string(),
  openingHours: z.array(clockRangeSchema),
  workingHours: z.array(clockRangeSchema),
  breaks: z.array(clockRangeSchema),
  timeOff: agendaStaffSchema.shape.timeOff,
  bookings: z.array(agendaBookingSchema),
});

export type WeekAgendaDay = z.infer<typeof weekAgendaDaySchema>;

/** The week view of the agenda (issue 17 §1): seven days of one barber, in order. */
export const weekAgendaSchema = z.object({
  timeZone: z.string(),
  slotStepMinutes: z.int(),
  barber: z.object({ id: z.string(), name: z.string(), avatarUrl: z.nullable(z.string()) }),
  days: z.array(weekAgendaDaySchema),
});

export type WeekAgenda = z.infer<typeof weekAgendaSchema>;
