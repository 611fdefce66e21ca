import { z } from 'zod/mini';
import { isoDateTimeSchema } from './calendar.js';
import {
  nameSchema,
  signupEmailSchema,
  signupPasswordSchema,
} from '../domain/auth/auth-schemas.js';
import {
  mobilePhoneSchema,
  setupHoursBodySchema,
  setupServicesBodySchema,
  setupShopBodySchema,
  setupTeamBodySchema,
} from './setup.js';
import { publicSlugSchema } from './public-shop.js';
import { MAX_PLATFORM_FEE_BASIS_POINTS } from '../domain/payments/platform-fee.js';

export const platformMessages = {
  reasonLength: 'Informe o motivo, de 3 a 500 caracteres.',
  alreadySuspended: 'Esta barbearia já está suspensa.',
  notSuspended: 'Esta barbearia não está suspensa.',
  shopNotFound: 'Barbearia não encontrada.',
  /** What a suspended shop's public page and booking answer. */
  shopSuspended:
    'Esta barbearia está temporariamente indisponível para agendamentos. Tente novamente mais tarde.',
  feePercent: 'A taxa da plataforma deve ser de 0 a 50%, com até 2 casas decimais.',
} as const;

/**
 * The platform's fee on a shop's payments (Mercado Pago's `marketplace_fee`, decision 043): a
 * percentage with up to 2 decimals in JSON (2.5), basis points in code (250), 0 to 50%.
 */
export const platformFeePercentSchema = z.codec(
  z.number({ error: platformMessages.feePercent }).check(
    z.gte(0, platformMessages.feePercent),
    z.lte(MAX_PLATFORM_FEE_BASIS_POINTS / 100, platformMessages.feePercent),
    z.refine(
      (percent) => Math.abs(Math.round(percent * 100) - percent * 100) < 1e-6,
      platformMessages.feePercent,
    ),
  ),
  z.int(),
  {
    decode: (percent) => Math.round(percent * 100),
    encode: (basisPoints) => basisPoints / 100,
  },
);

/**
 * The platform's operator ('Plataforma', issue 20 §1): the shops hosted on this Navalha with
 * their activity as counts only. Nothing of a shop's clients, bookings or money is ever in here.
 */
export const platformShopSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
  /** Bookings made in the last 30 days (any status): a count, never the bookings. */
  bookingsLast30Days: z.int(),
  /** Active staff (owner, admins, barbers, reception). */
  staffCount: z.int(),
  suspendedAt: z.nullable(isoDateTimeSchema),
  suspensionReason: z.nullable(z.string()),
  /** The shop's own platform fee set by the operator; null: the platform's default. */
  platformFeePercent: z.nullable(platformFeePercentSchema),
});

export type PlatformShop = z.infer<typeof platformShopSchema>;

export const platformShopListSchema = z.object({
  data: z.array(platformShopSchema),
  /** PLATFORM_FEE_PERCENT: the fee of every shop without its own. */
  defaultPlatformFeePercent: platformFeePercentSchema,
});
export type PlatformShopList = z.infer<typeof platformShopListSchema>;

/** Suspending and reactivating both say why: the reason goes to the shop's audit log. */
export const platformShopStatusBodySchema = z.object({
  reason: z
    .string({ error: platformMessages.reasonLength })
    .check(
      z.trim(),
      z.minLength(3, platformMessages.reasonLength),
      z.maxLength(500, platformMessages.reasonLength),
    ),
});

export type PlatformShopStatusBody = z.infer<typeof platformShopStatusBodySchema>;

/** The operator sets a shop's platform fee, or clears it (null) back to the platform's default. */
export const platformShopFeeBodySchema = z.object({
  feePercent: z.nullable(platformFeePercentSchema),
});

export type PlatformShopFeeBody = z.infer<typeof platformShopFeeBodySchema>;

/**
 * 'Cadastre sua barbearia' (SHOP_SIGNUP=open): the setup wizard's five steps at once, with the
 * address of the shop's public page, which must be free.
 */
export const shopSignupBodySchema = z.object({
  // A new account: its password is required (the setup draft may keep one from before).
  owner: z.object({
    name: nameSchema,
    email: signupEmailSchema,
    phone: mobilePhoneSchema,
    password: signupPasswordSchema,
  }),
  shop: setupShopBodySchema,
  slug: publicSlugSchema,
  hours: setupHoursBodySchema,
  services: setupServicesBodySchema,
  team: setupTeamBodySchema,
});

export type ShopSignupBody = z.infer<typeof shopSignupBodySchema>;
