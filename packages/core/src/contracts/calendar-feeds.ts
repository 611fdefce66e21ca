import { z } from 'zod/mini';
import { isoDateTimeSchema } from './calendar.js';

/**
 * A private calendar address (issue 19 §4). The address itself is in the answer only when it is
 * made ('Gerar novo endereço'): the server keeps a hash of its token, never the token.
 */
export const calendarFeedSchema = z.object({
  active: z.boolean(),
  createdAt: z.nullable(isoDateTimeSchema),
});

export const issuedCalendarFeedSchema = z.object({
  active: z.literal(true),
  createdAt: isoDateTimeSchema,
  /** https:// (or http:// on a local server) address of the .ics file. */
  url: z.string(),
  /** The same address as webcal://, which opens the phone's calendar app to subscribe. */
  webcalUrl: z.string(),
});

export type CalendarFeedStatus = z.output<typeof calendarFeedSchema>;
export type IssuedCalendarFeed = z.output<typeof issuedCalendarFeedSchema>;

export const calendarFeedMessages = {
  notFound: 'Endereço de agenda inválido. Gere um novo endereço no Navalha.',
} as const;
