import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { emailOutbox } from '../db/schema/email-outbox.js';
import { notifications } from '../db/schema/notifications.js';
import { reviews } from '../db/schema/reviews.js';
import { insertAppointment } from './scheduling-fixtures.js';

/** A COMPLETED appointment of `clientId` with `barberId`, `hoursAgo` hours in the past. */
export function insertCompletedAppointment(
  db: Db,
  clientId: string,
  barberId: string,
  hoursAgo = 2,
): Promise<string> {
  return insertAppointment(db, {
    clientId,
    barberId,
    startsAt: new Date(Date.now() - hoursAgo * 60 * 60_000),
    durationMinutes: 30,
    status: 'COMPLETED',
    paymentStatus: 'COMPLETED',
  });
}

export async function insertReview(
  db: Db,
  review: { appointmentId: string; clientId: string; barberId: string; rating?: number },
): Promise<string> {
  const [row] = await db
    .insert(reviews)
    .values({
      ...review,
      barbershopId: sql`(select barbershop_id from appointments where id = ${review.appointmentId})`,
      rating: review.rating ?? 5,
      comment: null,
    })
    .returning({ id: reviews.id });
  if (!row) throw new Error('review not inserted');
  return row.id;
}

/** An unread notification of `userId`, written straight to the database. */
export async function insertNotification(
  db: Db,
  userId: string,
  overrides: { title?: string; createdAt?: Date; readAt?: Date | null } = {},
): Promise<string> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId,
      type: 'APPOINTMENT_CONFIRMED',
      title: overrides.title ?? 'Agendamento confirmado',
      body: 'Bruno confirmou seu horário.',
      link: '/mybookings',
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
      readAt: overrides.readAt ?? null,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification not inserted');
  return row.id;
}

export function notificationsOf(db: Db, userId: string) {
  return db.select().from(notifications).where(eq(notifications.userId, userId));
}

export function outboxOf(db: Db, notificationId: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.notificationId, notificationId));
}

/** What a test reads of an answer: its status and, unless it streams, its body. */
export interface InjectedAnswer {
  statusCode: number;
  body: string;
  json(): unknown;
}

/**
 * `inject` for a server-sent-event route, which never ends on its own: a 200 is read as soon
 * as its headers come (the stream is then dropped; the app ends it when it closes); an error
 * answer is read whole.
 */
export async function injectStream(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<InjectedAnswer> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  if (response.statusCode === 200) {
    stream.destroy();
    return { statusCode: 200, body: '', json: () => ({}) };
  }
  let body = '';
  for await (const chunk of stream) body += String(chunk);
  return { statusCode: response.statusCode, body, json: () => JSON.parse(body) };
}
