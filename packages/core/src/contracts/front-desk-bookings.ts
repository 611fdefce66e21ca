import { z } from 'zod/mini';
import { authMessages, PHONE_PATTERN } from '../domain/auth/auth-rules.js';
import { nameSchema } from '../domain/auth/auth-schemas.js';
import { localDateSchema, timeOfDaySchema } from './calendar.js';
import { idListSchema, requiredIdSchema } from './ids.js';

/** The desk's words (issue 17 §1). */
export const deskBookingMessages = {
  incomplete: 'Escolha o cliente, os serviços, o barbeiro, o dia e o horário.',
  clientRequired: 'Escolha um cliente ou cadastre um novo com nome e telefone.',
  phoneRequired: 'Telefone é obrigatório',
  emailInvalid: authMessages.emailInvalid,
  notesLength: 'As observações devem ter no máximo 500 caracteres',
  clientNotFound: 'Cliente não encontrado',
  emailTaken:
    'Este e-mail já tem uma conta. Busque o cliente pelo nome, telefone ou e-mail e escolha-o.',
  bookingNotFound: 'Agendamento não encontrado',
  notMovable: 'Só agendamentos pendentes ou confirmados podem mudar de horário.',
} as const;

/** A walk-in: name and phone; the e-mail only if they give one (no password). */
export const walkInClientSchema = z.object({
  name: nameSchema,
  phone: z
    .string({ error: deskBookingMessages.phoneRequired })
    .check(
      z.trim(),
      z.minLength(1, deskBookingMessages.phoneRequired),
      z.regex(PHONE_PATTERN, authMessages.phoneFormat),
    ),
  email: z.pipe(
    z.nullish(
      z.string({ error: deskBookingMessages.emailInvalid }).check(
        z.trim(),
        z.toLowerCase(),
        z.maxLength(254, deskBookingMessages.emailInvalid),
        z.refine(
          (value) => value === '' || z.regexes.email.test(value),
          deskBookingMessages.emailInvalid,
        ),
      ),
    ),
    z.transform((email: string | null | undefined) => email || null),
  ),
});

export type WalkInClient = z.infer<typeof walkInClientSchema>;

const notesSchema = z.pipe(
  z.nullish(
    z
      .string({ error: deskBookingMessages.notesLength })
      .check(z.trim(), z.maxLength(500, deskBookingMessages.notesLength)),
  ),
  z.transform((notes: string | null | undefined) => notes || null),
);

/**
 * `POST /admin/agenda/bookings`: the desk books a client (one of the shop's, by id, or a new
 * walk-in) for services with one barber at a shop-local date and time. Paid at the shop: the
 * desk takes no cards. The server prices it; the booking is CONFIRMED.
 */
export const deskBookingBodySchema = z
  .object({
    clientId: z.optional(requiredIdSchema(deskBookingMessages.clientRequired)),
    newClient: z.optional(walkInClientSchema),
    barberId: requiredIdSchema(deskBookingMessages.incomplete),
    serviceIds: idListSchema(deskBookingMessages.incomplete),
    date: localDateSchema(deskBookingMessages.incomplete),
    time: timeOfDaySchema(deskBookingMessages.incomplete),
    notes: notesSchema,
  })
  .check(
    z.refine((body) => (body.clientId === undefined) !== (body.newClient === undefined), {
      message: deskBookingMessages.clientRequired,
      path: ['clientId'],
    }),
  );

export type DeskBookingBody = z.infer<typeof deskBookingBodySchema>;

/** `PATCH /admin/agenda/bookings/:id`: the same booking, now with this barber at this time. */
export const deskMoveBodySchema = z.object({
  barberId: requiredIdSchema(deskBookingMessages.incomplete),
  date: localDateSchema(deskBookingMessages.incomplete),
  time: timeOfDaySchema(deskBookingMessages.incomplete),
});

export type DeskMoveBody = z.infer<typeof deskMoveBodySchema>;

/** `GET /admin/agenda/clients?search=`: the shop's clients by name, phone or e-mail. */
export const deskClientSearchQuerySchema = z.object({
  search: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, 'Digite ao menos 2 letras ou números.'),
      z.maxLength(100, 'Busca muito longa'),
    ),
});

export type DeskClientSearchQuery = z.infer<typeof deskClientSearchQuerySchema>;

export const deskClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.nullable(z.string()),
  /** None for a walk-in who gave none. */
  email: z.nullable(z.string()),
});

export type DeskClient = z.infer<typeof deskClientSchema>;

/** At most 10 matches, by name. */
export const deskClientListSchema = z.object({ data: z.array(deskClientSchema) });
export type DeskClientList = z.infer<typeof deskClientListSchema>;
