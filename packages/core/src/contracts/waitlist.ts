import { z } from 'zod/mini';
import { waitlistStatuses } from '../domain/waitlist/waitlist.js';
import { isoDateTimeSchema, localDateSchema, timeOfDaySchema } from './calendar.js';
import { paymentMethods } from '../domain/payments/payment-method.js';
import { paymentMethodSchema } from './appointments.js';
import { idListSchema, idSchema } from './ids.js';
import { brlAmountSchema, brlSchema } from './money.js';

/** Joining the waitlist of a day (issue 19 §3): a time range, one barber or any, the services. */
export const joinWaitlistBodySchema = z.object({
  date: localDateSchema(),
  fromTime: timeOfDaySchema(),
  toTime: timeOfDaySchema(),
  /** Null or absent: 'qualquer barbeiro'. */
  barberId: z.optional(z.nullable(idSchema)),
  serviceIds: idListSchema('Escolha ao menos um serviço.'),
});

export type JoinWaitlistBody = z.output<typeof joinWaitlistBodySchema>;

export const waitlistEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
  barberId: z.nullable(z.string()),
  barberName: z.nullable(z.string()),
  serviceNames: z.array(z.string()),
  durationMinutes: z.number(),
  status: z.enum(waitlistStatuses),
  createdAt: isoDateTimeSchema,
});

export type WaitlistEntry = z.output<typeof waitlistEntrySchema>;

export const waitlistEntryListSchema = z.object({ data: z.array(waitlistEntrySchema) });

/** An entry's open offer as the desk's line shows it: the time held and until when. */
const heldOfferSchema = z.object({
  barberName: z.string(),
  time: z.string(),
  expiresAt: isoDateTimeSchema,
});

/** The desk's view of a day's line: who is waiting, in order, with how to reach them. */
export const shopWaitlistEntrySchema = z.extend(waitlistEntrySchema, {
  clientName: z.string(),
  clientPhone: z.nullable(z.string()),
  /** The time held for an OFFERED entry; null otherwise. */
  offer: z._default(z.nullable(heldOfferSchema), null),
});

export const shopWaitlistSchema = z.object({
  date: z.string(),
  data: z.array(shopWaitlistEntrySchema),
});

export type ShopWaitlist = z.output<typeof shopWaitlistSchema>;

export const shopWaitlistQuerySchema = z.object({ date: localDateSchema() });

/**
 * The client's offer screen (issue 19 §3): the time held, barber, services, what each way of
 * paying costs (the server's totals), and until when it is held.
 */
export const waitlistOfferSchema = z.object({
  entryId: z.string(),
  status: z.enum(waitlistStatuses),
  barbershopName: z.string(),
  date: z.string(),
  time: z.string(),
  barberId: z.string(),
  barberName: z.string(),
  serviceNames: z.array(z.string()),
  durationMinutes: z.number(),
  /** What the booking costs paid each way (the services' prices plus the method's fee). */
  totals: z.array(z.object({ method: z.enum(paymentMethods), total: brlSchema })),
  expiresAt: isoDateTimeSchema,
});

export type WaitlistOffer = z.output<typeof waitlistOfferSchema>;

/** Taking an offer books it with the normal rules: the method and the total shown for it. */
export const takeWaitlistOfferBodySchema = z.object({
  paymentMethod: paymentMethodSchema(),
  totalPrice: brlAmountSchema(),
});

export type TakeWaitlistOfferBody = z.output<typeof takeWaitlistOfferBodySchema>;

/** What taking an offer booked. */
export const takenWaitlistOfferSchema = z.object({
  entryId: z.string(),
  appointmentId: z.string(),
});

/** The desk offers an entry a free time by hand: a barber and a start on the entry's day. */
export const deskWaitlistOfferBodySchema = z.object({
  barberId: idSchema,
  time: timeOfDaySchema(),
});

export type DeskWaitlistOfferBody = z.output<typeof deskWaitlistOfferBodySchema>;

/** An offer declined: the entry is back in line. */
export const declinedWaitlistOfferSchema = z.object({
  entryId: z.string(),
  status: z.enum(waitlistStatuses),
});

/** An offer the desk made by hand: held until `expiresAt`. */
export const deskWaitlistOfferSchema = z.object({
  entryId: z.string(),
  status: z.enum(waitlistStatuses),
  expiresAt: isoDateTimeSchema,
});
