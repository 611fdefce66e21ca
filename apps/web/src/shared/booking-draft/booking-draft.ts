/**
 * The booking the client is putting together, saved in localStorage between the steps of the
 * flow (spec §3 "Locally saved booking data", §9 keys). Every value is checked with zod/mini
 * when read: a missing, unparsable or out-of-shape value reads as `null`, and a corrupt one is
 * removed so it cannot break the next screen either.
 *
 * Money is integer centavos (core's `Cents`), as everywhere in code; durations are minutes.
 *
 * ```
 * selectedServices    DraftService[]            /services writes it
 * bookingData         { selectedServices,       /services writes it (selectedBarbers: []),
 *                       selectedBarbers: id[],  /barbers adds the chosen barber
 *                       barbers?: {id,name,avatarUrl}[],   names for summaries
 *                       totalPrice }            sum of pricing.finalPrice
 * finalBookingData    bookingData +             /calendar and /schedule write it;
 *                     { selectedDate: 'YYYY-MM-DD', selectedTime: 'HH:MM' }  /confirm, /payment read it
 * pendingBookingData  { paymentMethod, promotionCode, notes,                 /confirm writes it,
 *                       subtotal, discount, paymentFee, total }              /payment reads it
 * pendingPaymentId    string                    the payment being awaited
 * ```
 *
 * Two more keys belong to a payment rather than the draft, so `clearBookingDraft()` leaves them
 * (spec §3 "a pending card payment … and PIX data"); each has its own clear function:
 *
 * ```
 * pendingCardPayment  { appointmentId, amount, method, description }   /payment writes it for
 *                                                                        /payment/card/{id}
 * pixPaymentData      { appointmentId, paymentId, qrCode, qrCodeBase64, amount }  the PIX page
 * ```
 *
 * Neither ever holds a card number or CVV: those stay in the card form's memory.
 *
 * DraftService = { id, name, durationMinutes, price, pricing: { finalPrice }, iconKey?, imageUrl?,
 *                 barberShopId? }
 * (`price` is the list price; `pricing.finalPrice` what the client pays, the promotional price
 * when there is one). `clearBookingDraft()` removes exactly the five keys above (spec §9).
 */
import { serviceIconKeys } from '@navalha/core/contracts/catalog';
import type { Service } from '@navalha/core/contracts/catalog';
import { isValidLocalDate } from '@navalha/core/domain/format/date-time';
import type { Cents } from '@navalha/core/domain/money';
import { paymentMethods } from '@navalha/core/domain/payments/payment-method';
import { isValidTimeOfDay } from '@navalha/core/domain/schedule/time-of-day';
import { z } from 'zod/mini';
import type { ZodMiniType } from 'zod/mini';
import { logger } from '../../lib/logger';

/** The localStorage keys of the booking draft (spec §9), cleared together after a booking. */
export const bookingDraftKeys = [
  'selectedServices',
  'bookingData',
  'finalBookingData',
  'pendingBookingData',
  'pendingPaymentId',
] as const;

export type BookingDraftKey = (typeof bookingDraftKeys)[number];

/** The keys of a payment in progress, outside the draft. */
export type PaymentDraftKey = 'pendingCardPayment' | 'pixPaymentData';

const centsSchema = z.int().check(z.gte(0));

const draftServiceSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  durationMinutes: z.int().check(z.gte(0)),
  price: centsSchema,
  pricing: z.object({ finalPrice: centsSchema }),
  iconKey: z.optional(z.enum(serviceIconKeys)),
  imageUrl: z.optional(z.nullable(z.string())),
  /** The shop that offers it, whose fees price the order (absent in drafts saved before). */
  barberShopId: z.optional(z.string().check(z.minLength(1))),
});

/** A chosen service, as the later steps need it. */
export type DraftService = z.infer<typeof draftServiceSchema>;

const selectedServicesSchema = z.array(draftServiceSchema);

const draftBarberSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  avatarUrl: z.optional(z.nullable(z.string())),
});

/** A chosen barber's name and photo, for summaries that should not fetch them again. */
export type DraftBarber = z.infer<typeof draftBarberSchema>;

const bookingDataSchema = z.object({
  selectedServices: z.array(draftServiceSchema).check(z.minLength(1)),
  /** Barber ids; empty until /barbers. */
  selectedBarbers: z.array(z.string().check(z.minLength(1))),
  barbers: z.optional(z.array(draftBarberSchema)),
  totalPrice: centsSchema,
});

export type BookingData = z.infer<typeof bookingDataSchema>;

const finalBookingDataSchema = z.extend(bookingDataSchema, {
  selectedBarbers: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  selectedDate: z.string().check(z.refine(isValidLocalDate)),
  selectedTime: z.string().check(z.refine(isValidTimeOfDay)),
});

/** Everything the booking needs but the payment: services, barbers, shop-local date and time. */
export type FinalBookingData = z.infer<typeof finalBookingDataSchema>;

const pendingBookingDataSchema = z.object({
  paymentMethod: z.enum(paymentMethods),
  promotionCode: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  subtotal: centsSchema,
  discount: centsSchema,
  paymentFee: centsSchema,
  total: centsSchema,
});

/** The order draft of spec §3: how it is paid and what it costs (figures from core). */
export type PendingBookingData = z.infer<typeof pendingBookingDataSchema>;

const pendingPaymentIdSchema = z.string().check(z.minLength(1));

const pendingCardPaymentSchema = z.object({
  appointmentId: z.string().check(z.minLength(1)),
  /** What the card is charged: the booking's total for `method`. */
  amount: centsSchema,
  method: z.enum(['CREDIT_CARD', 'DEBIT_CARD']),
  description: z.nullable(z.string()),
});

/** The card payment /payment/card/{appointmentId} is about to take (spec §3). */
export type PendingCardPayment = z.infer<typeof pendingCardPaymentSchema>;

const pixPaymentDataSchema = z.object({
  appointmentId: z.string().check(z.minLength(1)),
  paymentId: z.string().check(z.minLength(1)),
  /** The copy-and-paste BR Code. */
  qrCode: z.nullable(z.string()),
  /** The QR as a PNG in base64, without the `data:` prefix. */
  qrCodeBase64: z.nullable(z.string()),
  amount: centsSchema,
});

/** The PIX code being paid (spec §3 "PIX data"). */
export type PixPaymentData = z.infer<typeof pixPaymentDataSchema>;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled (some private modes): the draft lives only as long as the screen.
    return null;
  }
}

function readItem<T>(key: BookingDraftKey | PaymentDraftKey, schema: ZodMiniType<T>): T | null {
  const store = storage();
  const raw = store?.getItem(key);
  if (raw === null || raw === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  logger.warn(`Discarding the saved "${key}": it is not what the booking flow expects.`);
  store?.removeItem(key);
  return null;
}

function saveItem(key: BookingDraftKey | PaymentDraftKey, value: unknown): boolean {
  try {
    storage()?.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    logger.warn(`Could not save "${key}".`, error);
    return false;
  }
}

export const readSelectedServices = (): DraftService[] | null =>
  readItem('selectedServices', selectedServicesSchema);
export const saveSelectedServices = (services: readonly DraftService[]): boolean =>
  saveItem('selectedServices', services);

export const readBookingData = (): BookingData | null => readItem('bookingData', bookingDataSchema);
export const saveBookingData = (data: BookingData): boolean => saveItem('bookingData', data);

export const readFinalBookingData = (): FinalBookingData | null =>
  readItem('finalBookingData', finalBookingDataSchema);
export const saveFinalBookingData = (data: FinalBookingData): boolean =>
  saveItem('finalBookingData', data);

export const readPendingBookingData = (): PendingBookingData | null =>
  readItem('pendingBookingData', pendingBookingDataSchema);
export const savePendingBookingData = (data: PendingBookingData): boolean =>
  saveItem('pendingBookingData', data);

export const readPendingPaymentId = (): string | null =>
  readItem('pendingPaymentId', pendingPaymentIdSchema);
export const savePendingPaymentId = (paymentId: string): boolean =>
  saveItem('pendingPaymentId', paymentId);

export const readPendingCardPayment = (): PendingCardPayment | null =>
  readItem('pendingCardPayment', pendingCardPaymentSchema);
export const savePendingCardPayment = (payment: PendingCardPayment): boolean =>
  saveItem('pendingCardPayment', payment);
export const clearPendingCardPayment = (): void => storage()?.removeItem('pendingCardPayment');

export const readPixPaymentData = (): PixPaymentData | null =>
  readItem('pixPaymentData', pixPaymentDataSchema);
export const savePixPaymentData = (data: PixPaymentData): boolean =>
  saveItem('pixPaymentData', data);
export const clearPixPaymentData = (): void => storage()?.removeItem('pixPaymentData');

/** Forgets the whole draft: exactly the keys of spec §9, nothing else in storage. */
export function clearBookingDraft(): void {
  const store = storage();
  for (const key of bookingDraftKeys) store?.removeItem(key);
}

/** A catalog service as the draft keeps it. */
export function toDraftService(service: Service): DraftService {
  return {
    id: service.id,
    name: service.name,
    durationMinutes: service.durationMinutes,
    price: service.price,
    pricing: { finalPrice: service.pricing.finalPrice },
    iconKey: service.iconKey,
    imageUrl: service.imageUrl,
    barberShopId: service.barberShopId,
  };
}

/** The shop the chosen services belong to, when the draft names it. */
export function getDraftShopId(services: readonly DraftService[]): string | null {
  return services.find((service) => service.barberShopId)?.barberShopId ?? null;
}

/** What the chosen services cost together: the sum of their final prices. */
export function getDraftTotalPrice(services: readonly DraftService[]): Cents {
  return services.reduce((sum, service) => sum + service.pricing.finalPrice, 0);
}

/** How long the chosen services take together, in minutes. */
export function getDraftTotalDuration(services: readonly DraftService[]): number {
  return services.reduce((sum, service) => sum + service.durationMinutes, 0);
}
