import {
  buildAppointmentNotices,
  buildMovedAwayNotice,
} from '@navalha/core/domain/notifications/appointment-notices';
import type { AppointmentNoticeEvent } from '@navalha/core/domain/notifications/appointment-notices';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signalAfterCommit } from '../../db/signals.js';
import {
  NotificationsRepository,
  notificationChannels,
  noticeWrites,
  signalNotices,
  writtenNotices,
} from './notifications.repository.js';
import { EmailOutboxRepository } from './email-outbox.repository.js';
import type { QueuedMessage } from './email-outbox.repository.js';
import type { AppointmentFactsRow, NewNotice } from './notifications.repository.js';

export type { NewNotice } from './notifications.repository.js';

/** What a notice may add to the booking's row: refunds and fees of a cancellation. */
export interface NoticeExtra {
  refundedCents?: number;
  cancellationFeeCents?: number;
  refundMethod?: PaymentMethod | null;
}

/** The notices of one event of a booking, addressed to its client and barber. */
export function appointmentNotices(
  event: AppointmentNoticeEvent,
  facts: AppointmentFactsRow & NoticeExtra,
): NewNotice[] {
  return buildAppointmentNotices(event, facts).map((notice) => ({
    userId: notice.recipient === 'client' ? facts.clientId : facts.barberId,
    type: notice.type,
    title: notice.title,
    body: notice.body,
    link: notice.link,
    appointmentId: facts.appointmentId,
    barbershopId: facts.barbershopId,
  }));
}

/**
 * Tells a booking's client and barber what just happened to it: writes their notifications
 * and e-mail copies, signalled to their open pages after the commit. Only inserts, so it belongs
 * inside the transaction of the change it reports (pass `tx`): written if and only if the
 * change commits. The e-mail itself is sent later by the outbox sweep, never from here.
 *
 *   await notifyAppointment(tx, appointmentId, 'confirm');
 */
export async function notifyAppointment(
  db: Db,
  appointmentId: string,
  event: AppointmentNoticeEvent,
  /** What the booking's row does not hold, e.g. the amount a desk cancellation refunded. */
  extra: NoticeExtra = {},
): Promise<void> {
  const repository = new NotificationsRepository(db);
  const facts = await repository.findAppointmentFacts(appointmentId);
  if (!facts) return;
  await repository.insertNotices(appointmentNotices(event, { ...facts, ...extra }));
}

/**
 * Tells the barber a booking was moved away from (`previousBarberId`) who has it now and when;
 * in the move's transaction, like notifyAppointment.
 */
export async function notifyPreviousBarber(
  db: Db,
  appointmentId: string,
  previousBarberId: string,
): Promise<void> {
  const repository = new NotificationsRepository(db);
  const facts = await repository.findAppointmentFacts(appointmentId);
  if (!facts) return;
  const notice = buildMovedAwayNotice(facts);
  await repository.insertNotices([
    {
      userId: previousBarberId,
      type: notice.type,
      title: notice.title,
      body: notice.body,
      link: notice.link,
      appointmentId,
      barbershopId: facts.barbershopId,
    },
  ]);
}

/** notifyAppointment for many bookings of one event: two statements whatever their number. */
export async function notifyAppointments(
  db: Db,
  appointmentIds: readonly string[],
  event: AppointmentNoticeEvent,
): Promise<void> {
  if (appointmentIds.length === 0) return;
  const repository = new NotificationsRepository(db);
  const facts = await repository.findAppointmentFactsByIds(appointmentIds);
  await repository.insertNotices(facts.flatMap((row) => appointmentNotices(event, row)));
}

/**
 * `notices` written by the caller's own statement, so that a change and what it tells cost one
 * round trip: `writes` are CTEs for its `with`, `written` an expression its select returns (the
 * notices as JSON), which the caller hands to `signalNotices` once the statement ran. Null when
 * none.
 */
export function noticeStatementParts(
  notices: readonly NewNotice[],
): { writes: SQL; written: SQL } | null {
  if (notices.length === 0) return null;
  return { writes: noticeWrites(notices), written: writtenNotices };
}

export { signalNotices };

/**
 * Tells the open agendas of these shops that their bookings changed (the desk's live grid,
 * decision 021), after the commit. The appointments repository calls it on every write, so
 * nothing that changes a booking can forget it.
 */
export function signalAgendaChanged(db: Db, shopIds: Iterable<string>): Promise<void> {
  return signalAfterCommit(
    db,
    [...new Set(shopIds)].map((shopId) => ({
      channel: notificationChannels.agenda,
      payload: shopId,
    })),
  );
}

/** Queues an e-mail with no in-app twin in `db` (a transaction: it leaves only if that commits). */
export async function queueEmail(db: Db, message: QueuedMessage): Promise<void> {
  await new EmailOutboxRepository(db).insertMessage(message, db);
}

/** A notice in the bell (and the signal to open pages) whose e-mail the caller words itself. */
export async function notifyWithoutEmail(db: Db, notice: NewNotice): Promise<void> {
  await new NotificationsRepository(db).insertNoticeWithoutEmail(notice);
}
