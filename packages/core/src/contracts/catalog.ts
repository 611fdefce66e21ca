import { z } from 'zod/mini';
import { clientShopQuerySchema } from './client-shops.js';
import type { ServiceIconKey } from '../domain/catalog/service-icon.js';
import { idListSchema, idSchema } from './ids.js';
import { brlAmountSchema, brlQuerySchema, brlSchema } from './money.js';
import { paginatedSchema, paginationQuerySchema } from './pagination.js';

export const serviceIconKeys = [
  'haircut',
  'beard',
  'eyebrow',
  'kids',
  'reflex',
  'pigmentation',
  'scissors',
  'clipper',
  'default',
] as const satisfies readonly ServiceIconKey[];

// Fails to compile when core's ServiceIconKey gains a key this list lacks.
type MissingIconKey = Exclude<ServiceIconKey, (typeof serviceIconKeys)[number]>;
const noMissingIconKey: MissingIconKey extends never ? true : false = true;
void noMissingIconKey;

export const catalogMessages = {
  nameRequired: 'Nome do serviço é obrigatório',
  nameLength: 'O nome do serviço deve ter entre 2 e 80 caracteres',
  descriptionLength: 'A descrição deve ter no máximo 500 caracteres',
  priceRequired: 'Preço é obrigatório',
  pricePositive: 'O preço deve ser maior que zero',
  promotionalPriceNotLower: 'O preço promocional deve ser menor que o preço',
  durationRequired: 'Duração é obrigatória',
  durationRange: 'A duração deve ser um número inteiro de 5 a 480 minutos',
  imageUrl: 'URL da imagem inválida',
  emptyUpdate: 'Informe ao menos um campo para alterar',
  servicesRequired: 'Informe ao menos um serviço',
  tooManyServices: 'Envie no máximo 50 serviços por vez',
  searchLength: 'A busca deve ter no máximo 100 caracteres',
  priceRange: 'O preço mínimo deve ser menor ou igual ao máximo',
  barbersRequired: 'Informe ao menos um barbeiro',
  invalidValue: 'Valor inválido',
} as const;

/** What a price tag shows (spec §3 `pricing`), computed by core's getServicePricing. */
export const servicePricingSchema = z.object({
  finalPrice: brlSchema,
  originalPrice: brlSchema,
  discount: brlSchema,
  hasDiscount: z.boolean(),
  discountPercentage: z.int(),
});

/**
 * A service as the API shows it (spec §3). `discount` is the amount off the price (the
 * promotion), the same as `pricing.discount`; `iconKey` is core's keyword match on the name.
 */
export const serviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  price: brlSchema,
  promotionalPrice: z.nullable(brlSchema),
  discount: brlSchema,
  imageUrl: z.nullable(z.string()),
  iconKey: z.enum(serviceIconKeys),
  durationMinutes: z.int(),
  barberShopId: z.string(),
  /** Active barbers offering it. */
  barbersCount: z.int(),
  isActive: z.boolean(),
  pricing: servicePricingSchema,
});

export type Service = z.infer<typeof serviceSchema>;

export const serviceListSchema = paginatedSchema(serviceSchema);
export type ServiceList = z.infer<typeof serviceListSchema>;

/** A plain array: the selection screens and a shop's menu (spec §3: "a plain array or {data}"). */
export const serviceArraySchema = z.array(serviceSchema);

/** `GET /services` filters; prices compare with the final price, what a client pays. */
export const listServicesQuerySchema = z
  .extend(paginationQuerySchema({ defaultLimit: 20, maxLimit: 100 }), {
    barberShopId: z.optional(idSchema),
    minPrice: z.optional(brlQuerySchema),
    maxPrice: z.optional(brlQuerySchema),
    search: z.optional(z.string().check(z.trim(), z.maxLength(100, catalogMessages.searchLength))),
  })
  .check(
    z.refine(
      (query) =>
        query.minPrice === undefined ||
        query.maxPrice === undefined ||
        query.minPrice <= query.maxPrice,
      { message: catalogMessages.priceRange, path: ['minPrice'] },
    ),
  );

export type ListServicesQuery = z.infer<typeof listServicesQuerySchema>;

/**
 * `GET /services/for-selection?barbershopId`: the services of the shop the client is in
 * (decision 046); without it, the shop their requests mean by default (client-shops.ts).
 */
export const servicesQuerySchema = clientShopQuerySchema;

/** A service's name, as every catalog form checks it. */
export const serviceNameSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? catalogMessages.nameRequired : catalogMessages.nameLength,
  })
  .check(
    z.trim(),
    z.minLength(2, catalogMessages.nameLength),
    z.maxLength(80, catalogMessages.nameLength),
  );

/** Optional text: trimmed, and an empty one is none (null). */
const descriptionSchema = z.pipe(
  z.nullish(
    z
      .string({ error: catalogMessages.descriptionLength })
      .check(z.trim(), z.maxLength(500, catalogMessages.descriptionLength)),
  ),
  z.transform((value: string | null | undefined) =>
    value === undefined ? undefined : value || null,
  ),
);

/** A service's price: BRL in JSON, centavos in code, above zero. */
export const servicePriceSchema = brlAmountSchema(catalogMessages.priceRequired).check(
  z.refine((cents) => cents > 0, catalogMessages.pricePositive),
);

/** A service's duration, 5 to 480 whole minutes. */
export const serviceDurationSchema = z
  .int({
    error: (issue) =>
      issue.input === undefined ? catalogMessages.durationRequired : catalogMessages.durationRange,
  })
  .check(z.gte(5, catalogMessages.durationRange), z.lte(480, catalogMessages.durationRange));

const imageUrlSchema = z.nullish(
  z
    .url({ protocol: /^https?$/, error: catalogMessages.imageUrl })
    .check(z.maxLength(2048, catalogMessages.imageUrl)),
);

const promotionLowerThanPrice = z.refine<{ price?: number; promotionalPrice?: number | null }>(
  (service) =>
    service.price === undefined ||
    service.promotionalPrice === undefined ||
    service.promotionalPrice === null ||
    service.promotionalPrice < service.price,
  { message: catalogMessages.promotionalPriceNotLower, path: ['promotionalPrice'] },
);

/**
 * A new service. The shop is the admin's own; `barberShopId`, when sent, must be it.
 * `barberIds` are the shop's barbers who offer it. Money in BRL (decoded to centavos).
 */
export const createServiceBodySchema = z
  .object({
    name: serviceNameSchema,
    description: descriptionSchema,
    price: servicePriceSchema,
    promotionalPrice: z.nullish(brlSchema),
    durationMinutes: serviceDurationSchema,
    imageUrl: imageUrlSchema,
    barberIds: z.optional(idListSchema(catalogMessages.barbersRequired)),
    barberShopId: z.optional(idSchema),
  })
  .check(promotionLowerThanPrice);

export type CreateServiceBody = z.infer<typeof createServiceBodySchema>;

export const bulkCreateServicesBodySchema = z.object({
  services: z
    .array(createServiceBodySchema, { error: catalogMessages.servicesRequired })
    .check(
      z.minLength(1, catalogMessages.servicesRequired),
      z.maxLength(50, catalogMessages.tooManyServices),
    ),
});

export type BulkCreateServicesBody = z.infer<typeof bulkCreateServicesBodySchema>;

/**
 * Any subset of the fields (null clears an optional one); `barberIds` replaces who offers it;
 * `isActive: true` brings a deleted service back.
 */
export const updateServiceBodySchema = z
  .object({
    name: z.optional(serviceNameSchema),
    description: descriptionSchema,
    price: z.optional(servicePriceSchema),
    promotionalPrice: z.optional(z.nullable(brlSchema)),
    durationMinutes: z.optional(serviceDurationSchema),
    imageUrl: imageUrlSchema,
    barberIds: z.optional(idListSchema(catalogMessages.barbersRequired)),
    isActive: z.optional(z.boolean({ error: catalogMessages.invalidValue })),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: catalogMessages.emptyUpdate,
    }),
    promotionLowerThanPrice,
  );

export type UpdateServiceBody = z.infer<typeof updateServiceBodySchema>;
