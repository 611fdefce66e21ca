import { z } from 'zod/mini';
import { isoDateTimeSchema } from './calendar.js';
import { idSchema } from './ids.js';

/**
 * Which shop a signed-in client's request means (issue 20 §2, decisions 042 and 046): the
 * wallet, the services to choose from, the home's barbers. The client's app names the shop it is
 * in; without it, the shop of the client's most recent booking, else the install's first shop
 * (a one-shop install: its only one). A shop that does not exist is a 404.
 */
export const clientShopQuerySchema = z.object({
  barbershopId: z.optional(idSchema),
});
export type ClientShopQuery = z.infer<typeof clientShopQuerySchema>;

export const clientShopMessages = {
  shopNotFound: 'Barbearia não encontrada',
} as const;

/** A shop the client booked with, as the home's 'Suas barbearias' row shows it. */
export const myShopSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The public page's address (`/b/{slug}`); null only for a shop made without one. */
  slug: z.nullable(z.string()),
  /** The shop's picture: its public page's cover (the first service photo), if any. */
  photoUrl: z.nullable(z.string()),
  /** When the client last booked there (the booking's creation). */
  lastBookedAt: isoDateTimeSchema,
});
export type MyShop = z.infer<typeof myShopSchema>;

/** `GET /users/me/shops`: the shops the client booked with, the last booked first. */
export const myShopListSchema = z.object({ data: z.array(myShopSchema) });
export type MyShopList = z.infer<typeof myShopListSchema>;
