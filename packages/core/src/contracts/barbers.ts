import { z } from 'zod/mini';
import { clientShopQuerySchema } from './client-shops.js';
import { serviceIconKeys, servicePricingSchema } from './catalog.js';
import { idListSchema } from './ids.js';
import { brlSchema } from './money.js';
import { limitQuerySchema, paginatedSchema, paginationQuerySchema } from './pagination.js';

/** A service as a barber card lists it: enough to show and price it. */
export const barberServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: brlSchema,
  promotionalPrice: z.nullable(brlSchema),
  durationMinutes: z.int(),
  imageUrl: z.nullable(z.string()),
  iconKey: z.enum(serviceIconKeys),
  pricing: servicePricingSchema,
});

/**
 * A barber as the API shows it (spec §3). `averageRating` and `totalReviews` are 0 until
 * reviews exist; `totalAppointments` counts COMPLETED appointments and drives
 * `experienceLabel` (core's getBarberExperienceLabel).
 */
export const barberSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.nullable(z.string()),
  role: z.literal('BARBER'),
  barberShop: z.nullable(z.object({ id: z.string(), name: z.string() })),
  averageRating: z.number(),
  totalReviews: z.int(),
  totalAppointments: z.int(),
  experienceLabel: z.enum(['Experiente', 'Intermediário', 'Iniciante']),
  serviceBarbers: z.array(z.object({ serviceId: z.string(), service: barberServiceSchema })),
});

export type Barber = z.infer<typeof barberSchema>;

export const barberListSchema = paginatedSchema(barberSchema);
export type BarberList = z.infer<typeof barberListSchema>;

/** `?page&limit` of barber lists: 20 by default (spec §9), at most 50 (the booking flow's). */
export const barberListQuerySchema = paginationQuerySchema({ defaultLimit: 20, maxLimit: 50 });
export type BarberListQuery = z.infer<typeof barberListQuerySchema>;

/**
 * `GET /users/barbers/for-home?limit&barbershopId`: 10 by default (spec §9), the barbers of the
 * shop the client is in (decision 046, as `servicesQuerySchema`).
 */
export const barbersForHomeQuerySchema = z.extend(
  limitQuerySchema({ defaultLimit: 10, maxLimit: 50 }),
  clientShopQuerySchema.shape,
);
export type BarbersForHomeQuery = z.infer<typeof barbersForHomeQuerySchema>;

/** Barbers offering every one of these services. */
export const barbersByServicesBodySchema = z.object({
  serviceIds: idListSchema('Selecione ao menos um serviço'),
});

export type BarbersByServicesBody = z.infer<typeof barbersByServicesBodySchema>;
