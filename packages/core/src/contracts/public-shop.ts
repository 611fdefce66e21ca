import { z } from 'zod/mini';
import { isValidPublicSlug, publicSlugMessages } from '../domain/shop/public-slug.js';
import { isoDateTimeSchema } from './calendar.js';
import { serviceIconKeys, servicePricingSchema } from './catalog.js';
import { brlSchema } from './money.js';

/**
 * The shop's public page (issue 18 §1): what anyone may read without signing in. Only what a
 * shop puts on its door: no e-mail, no client, no money rule, no staff account data.
 */
export const publicSlugSchema = z
  .string()
  .check(z.refine(isValidPublicSlug, { message: publicSlugMessages.invalid }));

export const publicShopParamsSchema = z.object({ slug: z.string().check(z.maxLength(60)) });
export const publicBarberParamsSchema = z.object({ barberId: z.string().check(z.maxLength(36)) });

export const publicServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  price: brlSchema,
  promotionalPrice: z.nullable(brlSchema),
  durationMinutes: z.int(),
  imageUrl: z.nullable(z.string()),
  iconKey: z.enum(serviceIconKeys),
  pricing: servicePricingSchema,
});
export type PublicService = z.infer<typeof publicServiceSchema>;

export const publicBarberSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.nullable(z.string()),
  averageRating: z.number(),
  totalReviews: z.int(),
  /** Ids of the shop's services this barber offers. */
  serviceIds: z.array(z.string()),
});
export type PublicBarber = z.infer<typeof publicBarberSchema>;

/** One weekday's opening, shop-local 'HH:MM'; a closed day has no entry. */
export const openingHoursSchema = z.object({
  dayOfWeek: z.int(),
  opensAt: z.string(),
  closesAt: z.string(),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const publicShopSchema = z.object({
  /** The shop's id: a visitor's booking draft names the shop whose fees price the order. */
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.nullable(z.string()),
  whatsapp: z.nullable(z.string()),
  timeZone: z.string(),
  /** The picture a shared link and the page's cover show: the first service photo, if any. */
  coverUrl: z.nullable(z.string()),
  averageRating: z.number(),
  totalReviews: z.int(),
  openingHours: z.array(openingHoursSchema),
  services: z.array(publicServiceSchema),
  barbers: z.array(publicBarberSchema),
});
export type PublicShop = z.infer<typeof publicShopSchema>;

/** A review as the public page shows it: the author's first name, the stars, the words. */
export const publicReviewSchema = z.object({
  id: z.string(),
  rating: z.int(),
  comment: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
  clientName: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const publicBarberPageSchema = z.object({
  shop: z.object({ slug: z.string(), name: z.string(), timeZone: z.string() }),
  barber: publicBarberSchema,
  services: z.array(publicServiceSchema),
  reviews: z.array(publicReviewSchema),
});
export type PublicBarberPage = z.infer<typeof publicBarberPageSchema>;

/** Where `/` sends a signed-out visitor: the shop's page when its owner turned that on. */
export const publicLandingSchema = z.object({ slug: z.nullable(z.string()) });
export type PublicLanding = z.infer<typeof publicLandingSchema>;

/** The owner's settings of the public page (admin settings, 'Página pública'). */
export const publicPageSettingsSchema = z.object({
  slug: z.string(),
  /** In a one-shop install, `/` signed out opens this page instead of sign-in. */
  showAsHome: z.boolean(),
});
export type PublicPageSettings = z.infer<typeof publicPageSettingsSchema>;

export const updatePublicPageSettingsBodySchema = z.object({
  slug: publicSlugSchema,
  showAsHome: z.boolean(),
});
export type UpdatePublicPageSettingsBody = z.infer<typeof updatePublicPageSettingsBodySchema>;
