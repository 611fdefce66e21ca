import { z } from 'zod/mini';
import { parseTimeOfDay } from '../domain/schedule/time-of-day.js';
import { localDateSchema, timeOfDaySchema } from './calendar.js';
import { idListSchema, idSchema } from './ids.js';
import { dayAvailabilityStatuses } from '../domain/schedule/month-availability.js';

export const scheduleMessages = {
  dayOfWeek: 'Dia da semana inválido (0 = domingo a 6 = sábado)',
  startBeforeEnd: 'O horário de início deve ser anterior ao de término',
  overlap: 'Os períodos de um mesmo dia não podem se sobrepor',
  listRequired: 'Informe a lista de horários',
  tooManyRows: 'Informe no máximo 42 períodos por semana',
  emptyUpdate: 'Informe ao menos um campo para alterar',
  serviceDuration: 'Duração inválida: informe de 5 a 600 minutos',
  barbersRequired: 'Selecione ao menos um barbeiro',
  servicesRequired: 'Selecione ao menos um serviço',
  dateRequired: 'Selecione uma data',
  monthRequired: 'Informe o mês no formato AAAA-MM',
} as const;

/** One period of a barber's week (spec §3 "Working hours"); times shop-local 'HH:MM'. */
export const workingHoursSchema = z.object({
  id: z.string(),
  barberId: z.string(),
  dayOfWeek: z.int(),
  startTime: z.string(),
  endTime: z.string(),
});

export type WorkingHoursEntry = z.infer<typeof workingHoursSchema>;

export const workingHoursListSchema = z.array(workingHoursSchema);

const dayOfWeekSchema = z
  .int({ error: scheduleMessages.dayOfWeek })
  .check(z.gte(0, scheduleMessages.dayOfWeek), z.lte(6, scheduleMessages.dayOfWeek));

interface Period {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

const minutes = (time: string) => parseTimeOfDay(time) ?? 0;

const startsBeforeEnd = z.refine<{ startTime?: string; endTime?: string }>(
  (period) =>
    period.startTime === undefined ||
    period.endTime === undefined ||
    minutes(period.startTime) < minutes(period.endTime),
  { message: scheduleMessages.startBeforeEnd, path: ['endTime'] },
);

/**
 * The index of the first period that shares a minute with an earlier one of the same day, or
 * null. Touching is fine: 09:00–12:00 and 12:00–13:00 do not overlap.
 */
export function findOverlappingPeriod(periods: readonly Period[]): number | null {
  for (const [i, a] of periods.entries()) {
    for (const b of periods.slice(0, i)) {
      if (
        a.dayOfWeek === b.dayOfWeek &&
        minutes(a.startTime) < minutes(b.endTime) &&
        minutes(b.startTime) < minutes(a.endTime)
      ) {
        return i;
      }
    }
  }
  return null;
}

export const workingPeriodSchema = z
  .object({
    dayOfWeek: dayOfWeekSchema,
    startTime: timeOfDaySchema(),
    endTime: timeOfDaySchema(),
  })
  .check(startsBeforeEnd);

export const createWorkingHoursBodySchema = z
  .object({
    barberId: idSchema,
    dayOfWeek: dayOfWeekSchema,
    startTime: timeOfDaySchema(),
    endTime: timeOfDaySchema(),
  })
  .check(startsBeforeEnd);

export type CreateWorkingHoursBody = z.infer<typeof createWorkingHoursBodySchema>;

/** A barber's whole week, replacing the one stored; an empty list means no working hours. */
export const replaceWorkingHoursBodySchema = z.object({
  workingHours: z.array(workingPeriodSchema, { error: scheduleMessages.listRequired }).check(
    z.maxLength(42, scheduleMessages.tooManyRows),
    z.superRefine((periods, context) => {
      const index = findOverlappingPeriod(periods);
      if (index !== null) {
        context.issues.push({
          code: 'custom',
          message: scheduleMessages.overlap,
          path: [index],
          input: periods,
        });
      }
    }),
  ),
});

export type ReplaceWorkingHoursBody = z.infer<typeof replaceWorkingHoursBodySchema>;

export const updateWorkingHoursBodySchema = z
  .object({
    dayOfWeek: z.optional(dayOfWeekSchema),
    startTime: z.optional(timeOfDaySchema()),
    endTime: z.optional(timeOfDaySchema()),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: scheduleMessages.emptyUpdate,
    }),
    startsBeforeEnd,
  );

export type UpdateWorkingHoursBody = z.infer<typeof updateWorkingHoursBodySchema>;

export const barberIdParamsSchema = z.object({ barberId: idSchema });

/** `available-times?date=YYYY-MM-DD&serviceDuration=N` (minutes, 30 when omitted). */
export const availableTimesQuerySchema = z.object({
  date: localDateSchema(scheduleMessages.dateRequired),
  serviceDuration: z._default(
    z.coerce
      .number({ error: scheduleMessages.serviceDuration })
      .check(
        z.refine(Number.isInteger, scheduleMessages.serviceDuration),
        z.gte(5, scheduleMessages.serviceDuration),
        z.lte(600, scheduleMessages.serviceDuration),
      ),
    30,
  ),
});

export type AvailableTimesQuery = z.infer<typeof availableTimesQuerySchema>;

/** The times any of `barberIds` can take a booking of `serviceIds` on `date`. */
export const availableSlotsBodySchema = z.object({
  date: localDateSchema(scheduleMessages.dateRequired),
  barberIds: idListSchema(scheduleMessages.barbersRequired),
  serviceIds: idListSchema(scheduleMessages.servicesRequired),
});

export type AvailableSlotsBody = z.infer<typeof availableSlotsBodySchema>;

/**
 * The availability response (spec §3): every time offered that day, `available` when at least
 * one barber can take the whole booking, `availableBarbers` how many can (several barbers).
 */
export const availabilitySchema = z.object({
  available: z.boolean(),
  totalSlots: z.int(),
  availableSlots: z.int(),
  occupiedSlots: z.int(),
  times: z.array(
    z.object({
      time: z.string(),
      available: z.boolean(),
      availableBarbers: z.optional(z.int()),
    }),
  ),
});

export type Availability = z.infer<typeof availabilitySchema>;

/** A month of the calendar for a booking of `serviceIds` with any of `barberIds` (issue 18 §4). */
export const monthAvailabilityBodySchema = z.object({
  month: z
    .string({ error: scheduleMessages.monthRequired })
    .check(z.regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, scheduleMessages.monthRequired)),
  barberIds: idListSchema(scheduleMessages.barbersRequired),
  serviceIds: idListSchema(scheduleMessages.servicesRequired),
});

export type MonthAvailabilityBody = z.infer<typeof monthAvailabilityBodySchema>;

/** Each day of the month and how it reads: core's `getDayAvailability`. */
export const monthAvailabilitySchema = z.object({
  month: z.string(),
  days: z.array(z.object({ date: z.string(), status: z.enum(dayAvailabilityStatuses) })),
});

export type MonthAvailability = z.infer<typeof monthAvailabilitySchema>;

/** The barbers /barbers lists, for a booking of `serviceIds` (issue 18 §4). */
export const barbersNextFreeBodySchema = z.object({
  barberIds: idListSchema(scheduleMessages.barbersRequired),
  serviceIds: idListSchema(scheduleMessages.servicesRequired),
});

export type BarbersNextFreeBody = z.infer<typeof barbersNextFreeBodySchema>;

/**
 * Each barber's first day with a free time within `days` days from today, null when fully
 * booked over them (core's `findNextFreeDate`). Barbers who do not offer every service are left out.
 */
export const barbersNextFreeSchema = z.object({
  days: z.int(),
  barbers: z.array(z.object({ barberId: z.string(), nextFreeDate: z.nullable(z.string()) })),
});

export type BarbersNextFree = z.infer<typeof barbersNextFreeSchema>;
