import { z } from 'zod/mini';
import { nameSchema, optionalPhoneSchema } from '../domain/auth/auth-schemas.js';
import { roles } from '../domain/auth/roles.js';
import { isoDateTimeSchema, localDateSchema, timeOfDaySchema } from './calendar.js';
import { idSchema, INVALID_ID } from './ids.js';

export const staffMessages = {
  emptyUpdate: 'Informe ao menos um campo para alterar',
  invalidValue: 'Valor inválido',
  tooManyServices: 'Escolha no máximo 100 serviços',
  serviceNotFound: 'Serviço não encontrado',
  timeOffOrder: 'O fim da folga deve ser depois do início',
  timeOffTooLong: 'Uma folga pode durar no máximo 366 dias',
  reasonLength: 'O motivo deve ter no máximo 200 caracteres',
  receptionTakesNoBookings: 'A recepção não atende clientes',
} as const;

/** A list of service ids, possibly empty (a barber may offer nothing yet); repeats count once. */
const serviceIdsSchema = z.pipe(
  z.array(idSchema, { error: INVALID_ID }).check(z.maxLength(100, staffMessages.tooManyServices)),
  z.transform((ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))]),
);

/** An empty phone is none. */
const phoneSchema = z.pipe(
  optionalPhoneSchema,
  z.transform((phone: string | undefined) => (phone === undefined ? undefined : phone || null)),
);

/** A member of the shop's staff: a barber, an admin or the owner. */
export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  role: z.enum(roles),
  isActive: z.boolean(),
  /** An admin or the owner who also takes bookings ('Eu também atendo'); false for barbers. */
  takesBookings: z.boolean(),
  createdAt: isoDateTimeSchema,
  /** The services a barber (or an admin who takes bookings) offers. */
  serviceIds: z.array(z.string()),
  /** Pending or confirmed bookings still to come (a barber's; 0 for admins). */
  upcomingAppointments: z.int(),
});

export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.array(staffMemberSchema);

const nonEmptyUpdate = z.refine<Record<string, unknown>>(
  (body) => Object.values(body).some((value) => value !== undefined),
  { message: staffMessages.emptyUpdate },
);

/** Any subset; `isActive: false` deactivates (no sign-in, no new bookings). */
export const updateBarberBodySchema = z
  .object({
    name: z.optional(nameSchema),
    phone: phoneSchema,
    serviceIds: z.optional(serviceIdsSchema),
    isActive: z.optional(z.boolean({ error: staffMessages.invalidValue })),
  })
  .check(nonEmptyUpdate);

export type UpdateBarberBody = z.infer<typeof updateBarberBodySchema>;

export const updateAdminBodySchema = z
  .object({
    name: z.optional(nameSchema),
    phone: phoneSchema,
    isActive: z.optional(z.boolean({ error: staffMessages.invalidValue })),
    takesBookings: z.optional(z.boolean({ error: staffMessages.invalidValue })),
  })
  .check(nonEmptyUpdate);

export type UpdateAdminBody = z.infer<typeof updateAdminBodySchema>;

/** 'Eu também atendo': the signed-in admin or owner takes bookings, or stops. */
export const setTakesBookingsBodySchema = z.object({
  takesBookings: z.boolean({ error: staffMessages.invalidValue }),
});

export type SetTakesBookingsBody = z.infer<typeof setTakesBookingsBodySchema>;

/** A barber's time off, on the shop's clock and as instants. */
export const timeOffSchema = z.object({
  id: z.string(),
  barberId: z.string(),
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  reason: z.nullable(z.string()),
});

export type TimeOff = z.infer<typeof timeOffSchema>;

export const timeOffListSchema = z.array(timeOffSchema);

/** Shop-local start and end; the end must come after the start. */
export const createTimeOffBodySchema = z
  .object({
    startDate: localDateSchema(),
    startTime: timeOfDaySchema(),
    endDate: localDateSchema(),
    endTime: timeOfDaySchema(),
    reason: z.pipe(
      z.nullish(
        z
          .string({ error: staffMessages.reasonLength })
          .check(z.trim(), z.maxLength(200, staffMessages.reasonLength)),
      ),
      z.transform((reason: string | null | undefined) => reason || null),
    ),
  })
  .check(
    z.refine((body) => `${body.startDate}T${body.startTime}` < `${body.endDate}T${body.endTime}`, {
      message: staffMessages.timeOffOrder,
      path: ['endTime'],
    }),
  );

export type CreateTimeOffBody = z.infer<typeof createTimeOffBodySchema>;

/** The time off made, and how many bookings already fall in it (they stay; the admin decides). */
export const createdTimeOffSchema = z.object({
  timeOff: timeOffSchema,
  overlappingAppointments: z.int(),
});

export type CreatedTimeOff = z.infer<typeof createdTimeOffSchema>;
