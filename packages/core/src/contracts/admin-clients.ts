import { z } from 'zod/mini';
import { adminAppointmentSchema } from './admin-appointments.js';
import { isoDateTimeSchema } from './calendar.js';
import { walkInClientSchema } from './front-desk-bookings.js';
import { brlSchema } from './money.js';
import { paginatedSchema, paginationQuerySchema } from './pagination.js';

export const NOTE_MAX_LENGTH = 2000;

export const adminClientMessages = {
  searchLength: 'A busca deve ter no máximo 100 caracteres',
  noteLength: `A observação deve ter no máximo ${NOTE_MAX_LENGTH.toLocaleString('pt-BR')} caracteres`,
  when: 'Escolha próximos ou anteriores',
  clientNotFound: 'Cliente não encontrado',
  contactOwnedByClient:
    'Este cliente tem conta no app: o telefone e o e-mail são alterados por ele, no perfil.',
  emailTaken: 'Este e-mail já pertence a outra conta.',
} as const;

/**
 * `GET /admin/clients`: the shop's clients, searched by name, e-mail or phone (its digits, in any
 * formatting: '(11) 98765-4321', '11987654321' and '+55 11 98765 4321' find the same client).
 */
export const adminClientsQuerySchema = z.extend(
  paginationQuerySchema({ defaultLimit: 20, maxLimit: 100 }),
  {
    search: z.optional(
      z.string().check(z.trim(), z.maxLength(100, adminClientMessages.searchLength)),
    ),
  },
);

export type AdminClientsQuery = z.infer<typeof adminClientsQuerySchema>;

/** A client with their figures at this shop (other shops' bookings are not the shop's). */
export const adminClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  bookings: z.int(),
  /** Visits: completed bookings. */
  completed: z.int(),
  cancelled: z.int(),
  noShows: z.int(),
  /** Cancellations that kept a fee. */
  lateCancellations: z.int(),
  /** What the client actually paid the shop: payments received, less what was refunded. */
  spent: brlSchema,
  lastVisit: z.nullable(isoDateTimeSchema),
  nextBooking: z.nullable(isoDateTimeSchema),
});

export type AdminClient = z.infer<typeof adminClientSchema>;

export const adminClientListSchema = paginatedSchema(adminClientSchema);
export type AdminClientList = z.infer<typeof adminClientListSchema>;

/** The shop's private note on a client, with who saved it last and when. */
export const clientNoteSchema = z.object({
  body: z.string(),
  updatedAt: isoDateTimeSchema,
  updatedBy: z.nullable(z.string()),
});

export type ClientNote = z.infer<typeof clientNoteSchema>;

/** `GET /admin/clients/{id}`: the client's page. */
export const adminClientDetailSchema = z.object({
  client: adminClientSchema,
  note: z.nullable(clientNoteSchema),
  walletBalance: brlSchema,
  /** A walk-in without password: the desk writes their phone and e-mail (issue 17 §3). */
  contactEditable: z.boolean(),
});

export type AdminClientDetail = z.infer<typeof adminClientDetailSchema>;

export const clientAppointmentsWhen = ['upcoming', 'past'] as const;

/**
 * `GET /admin/clients/{id}/appointments`: upcoming (not ended nor finished; soonest first) or
 * past (the rest; newest first), a page at a time.
 */
export const adminClientAppointmentsQuerySchema = z.extend(
  paginationQuerySchema({ defaultLimit: 10, maxLimit: 50 }),
  {
    when: z._default(
      z.enum(clientAppointmentsWhen, { error: adminClientMessages.when }),
      'upcoming',
    ),
  },
);

export type AdminClientAppointmentsQuery = z.infer<typeof adminClientAppointmentsQuerySchema>;

export const adminClientAppointmentListSchema = paginatedSchema(adminAppointmentSchema);
export type AdminClientAppointmentList = z.infer<typeof adminClientAppointmentListSchema>;

/** `PUT /admin/clients/{id}/note`: the note's new text; empty removes it. */
export const saveClientNoteBodySchema = z.object({
  body: z.string().check(z.trim(), z.maxLength(NOTE_MAX_LENGTH, adminClientMessages.noteLength)),
});

export type SaveClientNoteBody = z.infer<typeof saveClientNoteBodySchema>;

export const savedClientNoteSchema = z.object({ note: z.nullable(clientNoteSchema) });
export type SavedClientNote = z.infer<typeof savedClientNoteSchema>;

/**
 * `PATCH /admin/clients/{id}/contact`: the desk writes a walk-in's phone and e-mail (issue 17
 * §3), so the client can later claim the account by signing up with that e-mail (decision
 * 018). An empty e-mail removes it.
 */
export const saveClientContactBodySchema = z.pick(walkInClientSchema, { phone: true, email: true });
export type SaveClientContactBody = z.infer<typeof saveClientContactBodySchema>;
