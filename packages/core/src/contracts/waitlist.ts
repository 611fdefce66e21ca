import { z } from 'zod/mini';
import { waitlistStatuses } from '../domain/waitlist/waitlist.js';
import { isoDateTimeSchema, localDateSchema, timeOfDaySchema } from './calendar.js';
import { idListSchema, idSchema } from './ids.js';

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

/** The desk's view of a day's line: who is waiting, in order, with how to reach them. */
export const shopWaitlistEntrySchema = z.extend(waitlistEntrySchema, {
  clientName: z.string(),
  clientPhone: z.nullable(z.string()),
});

export const shopWaitlistSchema = z.object({
  date: z.string(),
  data: z.array(shopWaitlistEntrySchema),
});

export type ShopWaitlist = z.output<typeof shopWaitlistSchema>;

export const shopWaitlistQuerySchema = z.object({ date: localDateSchema() });
