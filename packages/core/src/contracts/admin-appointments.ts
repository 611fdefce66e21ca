import { z } from 'zod/mini';
import { appointmentStatuses, paymentStatuses } from '../domain/appointments/appointment-status.js';
import { paymentMethods } from '../domain/payments/payment-method.js';
import { isoDateTimeSchema, localDateSchema } from './calendar.js';
import { idSchema } from './ids.js';
import { brlSchema } from './money.js';
import { paginatedSchema, paginationQuerySchema } from './pagination.js';

export const adminListMessages = {
  rangeOrder: 'A data inicial deve ser anterior ou igual à final',
  status: 'Status inválido',
  paymentStatus: 'Status de pagamento inválido',
} as const;

/** The filters of the shop's appointment list and of its CSV export (dates shop-local). */
const appointmentFilters = {
  from: z.optional(localDateSchema()),
  to: z.optional(localDateSchema()),
  barberId: z.optional(idSchema),
  status: z.optional(z.enum(appointmentStatuses, { error: adminListMessages.status })),
  paymentStatus: z.optional(z.enum(paymentStatuses, { error: adminListMessages.paymentStatus })),
};

const fromBeforeTo = z.refine<{ from?: string; to?: string }>(
  (query) => query.from === undefined || query.to === undefined || query.from <= query.to,
  { message: adminListMessages.rangeOrder, path: ['to'] },
);

export const adminAppointmentsQuerySchema = z
  .extend(paginationQuerySchema({ defaultLimit: 20, maxLimit: 100 }), appointmentFilters)
  .check(fromBeforeTo);

export type AdminAppointmentsQuery = z.infer<typeof adminAppointmentsQuerySchema>;

export const adminAppointmentsExportQuerySchema = z.object(appointmentFilters).check(fromBeforeTo);

export type AdminAppointmentsExportQuery = z.infer<typeof adminAppointmentsExportQuerySchema>;

/** One booking of the shop as the admin lists it; `date`/`time` on the shop's clock. */
export const adminAppointmentSchema = z.object({
  id: z.string(),
  startsAt: isoDateTimeSchema,
  date: z.string(),
  time: z.string(),
  durationMinutes: z.int(),
  client: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.nullable(z.string()),
  }),
  barber: z.object({ id: z.string(), name: z.string() }),
  services: z.array(z.string()),
  subtotal: brlSchema,
  discount: brlSchema,
  paymentFee: brlSchema,
  total: brlSchema,
  status: z.enum(appointmentStatuses),
  paymentStatus: z.enum(paymentStatuses),
  paymentMethod: z.nullable(z.enum(paymentMethods)),
  cancellationReason: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
});

export type AdminAppointment = z.infer<typeof adminAppointmentSchema>;

export const adminAppointmentListSchema = paginatedSchema(adminAppointmentSchema);
export type AdminAppointmentList = z.infer<typeof adminAppointmentListSchema>;
