import type { AppointmentStatus } from '@navalha/core/domain/appointments/appointment-status';
import type { NotificationType } from '@navalha/core/domain/notifications/notification-types';
import { and, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { qualified } from '../../db/qualified-column.js';
import { appointmentServices } from '../../db/schema/appointment-services.js';
import { appointments } from '../../db/schema/appointments.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { emailOutbox } from '../../db/schema/email-outbox.js';
import { notifications } from '../../db/schema/notifications.js';
import type { NotificationRow } from '../../db/schema/notifications.js';
import { users } from '../../db/schema/users.js';
import { executeRows } from '../../db/execute-rows.js';
import { signalAfterCommit } from '../../db/signals.js';

/**
 * PostgreSQL channels of the fan-out (architecture §7). A payload is `userId:notificationId`
 * for a new notification, `userId` for notifications read, and a shop's id when one of its
 * bookings changed (`agenda`: sent by the appointments repository on every write, decision 021).
 * Each is sent after the commit of the change it announces, never inside it (db/signals.ts,
 * decision 031).
 */
export const notificationChannels = {
  created: 'navalha_notification_created',
  read: 'navalha_notification_read',
  agenda: 'navalha_agenda_changed',
} as const;

/** What the notices of one booking are written from. */
export interface AppointmentFactsRow {
  appointmentId: string;
  barbershopId: string;
  clientId: string;
  barberId: string;
  clientName: string;
  barberName: string;
  serviceNames: string[];
  startsAt: Date;
  timeZone: string;
  totalCents: number;
  cancellationReason: string | null;
}

/** A notification to write, already in words. */
export interface NewNotice {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string | null;
  appointmentId: string | null;
  /** The booking's shop: set with `appointmentId` (the foreign key pairs them). */
  barbershopId: string | null;
}

const client = alias(users, 'client');
const barber = alias(users, 'barber');

const factsColumns = {
  appointmentId: appointments.id,
  barbershopId: appointments.barbershopId,
  clientId: appointments.clientId,
  barberId: appointments.barberId,
  clientName: client.name,
  barberName: barber.name,
  serviceNames: sql<string[]>`coalesce((
    select json_agg(${qualified(appointmentServices.name)} order by ${qualified(appointmentServices.position)})
    from ${appointmentServices}
    where ${qualified(appointmentServices.barbershopId)} = ${qualified(appointments.barbershopId)}
      and ${qualified(appointmentServices.appointmentId)} = ${qualified(appointments.id)}
  ), '[]'::json)`,
  startsAt: appointments.startsAt,
  timeZone: barbershops.timeZone,
  totalCents: appointments.totalCents,
  cancellationReason: appointments.cancellationReason,
};

/** The name of the CTE noticeWrites writes the notices in; its rows are (id, user_id). */
export const NOTICES_CTE = 'notices';

/**
 * The CTEs of a statement that write notices and their e-mail copies (`notices` returns id and
 * user_id), so that a change and what it tells are one statement. The statement's select
 * returns `writtenNotices`, which its caller signals (`signalNotices`).
 */
export function noticeWrites(notices: readonly NewNotice[]): SQL {
  const values = sql.join(
    notices.map(
      (notice) =>
        sql`(${notice.userId}::uuid, ${notice.type}::notification_type, ${notice.title}, ${notice.body}, ${notice.link}, ${notice.appointmentId}::uuid, ${notice.barbershopId}::uuid)`,
    ),
    sql`, `,
  );
  return sql`${sql.identifier(NOTICES_CTE)} as (
      insert into ${notifications} (user_id, type, title, body, link, appointment_id,
        barbershop_id)
      values ${values}
      on conflict do nothing
      returning id, user_id
    ), notice_emails as (
      insert into ${emailOutbox} (notification_id) select id from ${sql.identifier(NOTICES_CTE)}
    )`;
}

/** The rows of `notices` as JSON `[{ id, userId }]`, for a statement's select. */
export const writtenNotices = sql`(select coalesce(json_agg(json_build_object('id', id::text, 'userId', user_id::text)), '[]'::json) from ${sql.identifier(NOTICES_CTE)})`;

/** Tells the readers' open pages of their new notices, once the notices are committed. */
export function signalNotices(
  db: Db,
  notices: readonly { id: string; userId: string }[],
): Promise<void> {
  return signalAfterCommit(
    db,
    notices.map(({ id, userId }) => ({
      channel: notificationChannels.created,
      payload: `${userId}:${id}`,
    })),
  );
}

/** A notification as the bell lists it: with the shop of its booking, if it is about one. */
export type NotificationWithShop = NotificationRow & { shop: { id: string; name: string } | null };

/** Notifications, their e-mail outbox and the facts they are written from; Drizzle only. */
export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  async findAppointmentFacts(appointmentId: string): Promise<AppointmentFactsRow | null> {
    const [row] = await this.db
      .select(factsColumns)
      .from(appointments)
      .innerJoin(client, eq(client.id, appointments.clientId))
      .innerJoin(barber, eq(barber.id, appointments.barberId))
      .innerJoin(barbershops, eq(barbershops.id, appointments.barbershopId))
      .where(eq(appointments.id, appointmentId))
      .limit(1);
    return row ?? null;
  }

  /** The facts of several bookings in one query (a sweep's batch). */
  async findAppointmentFactsByIds(
    appointmentIds: readonly string[],
  ): Promise<AppointmentFactsRow[]> {
    if (appointmentIds.length === 0) return [];
    return this.db
      .select(factsColumns)
      .from(appointments)
      .innerJoin(client, eq(client.id, appointments.clientId))
      .innerJoin(barber, eq(barber.id, appointments.barberId))
      .innerJoin(barbershops, eq(barbershops.id, appointments.barbershopId))
      .where(inArray(appointments.id, [...appointmentIds]));
  }

  /**
   * Active bookings starting in (from, until] with no reminder yet, made at least `leadMs`
   * before their start (a booking for within the day needs no reminder). Read shop by shop
   * so each shop's (barbershop_id, starts_at) index serves the time range.
   */
  async findReminderCandidates(
    from: Date,
    until: Date,
    leadMs: number,
    statuses: readonly AppointmentStatus[],
    limit: number,
  ): Promise<AppointmentFactsRow[]> {
    return this.db
      .select(factsColumns)
      .from(barbershops)
      .innerJoin(appointments, eq(appointments.barbershopId, barbershops.id))
      .innerJoin(client, eq(client.id, appointments.clientId))
      .innerJoin(barber, eq(barber.id, appointments.barberId))
      .where(
        and(
          gt(appointments.startsAt, from),
          lte(appointments.startsAt, until),
          inArray(appointments.status, [...statuses]),
          sql`${appointments.createdAt} <= ${appointments.startsAt} - make_interval(secs => ${leadMs / 1000})`,
          sql`not exists (
            select 1 from ${notifications}
            where ${qualified(notifications.appointmentId)} = ${qualified(appointments.id)}
              and ${qualified(notifications.type)} = 'APPOINTMENT_REMINDER'
          )`,
        ),
      )
      .orderBy(appointments.startsAt)
      .limit(limit);
  }

  /**
   * Writes notifications and their e-mail copies in one statement, and signals each to open
   * pages after the commit. A row that a unique index already holds (a reminder another sweep
   * wrote) is skipped, and so are its e-mail and its signal. Returns the rows written.
   */
  async insertNotices(notices: readonly NewNotice[]): Promise<{ id: string; userId: string }[]> {
    if (notices.length === 0) return [];
    const written = await executeRows<{ id: string; userId: string }>(
      this.db,
      sql`
      with ${noticeWrites(notices)}
      select id::text as id, user_id::text as "userId" from ${sql.identifier(NOTICES_CTE)}
    `,
    );
    await signalNotices(this.db, written);
    return written;
  }

  /**
   * A notice about the account itself (a password changed, a Google takeover), signalled to
   * open pages but without the automatic e-mail copy: its e-mail is worded with the shop's name and
   * queued by the caller (auth/account-mail.ts).
   */
  async insertNoticeWithoutEmail(notice: NewNotice): Promise<void> {
    const written = await executeRows<{ id: string; userId: string }>(
      this.db,
      sql`
      insert into ${notifications} (user_id, type, title, body, link, appointment_id,
        barbershop_id)
      values (${notice.userId}::uuid, ${notice.type}::notification_type, ${notice.title},
        ${notice.body}, ${notice.link}, ${notice.appointmentId}::uuid, ${notice.barbershopId}::uuid)
      returning id::text as id, user_id::text as "userId"
    `,
    );
    await signalNotices(this.db, written);
  }

  /**
   * One page of a reader's notifications, newest first, and how many they have in all, each
   * with its shop (decision 046), named at read time from the shop the notice carries: a
   * booking's notice carries its booking's (the foreign key pairs them), a waitlist offer its
   * entry's, an account notice none.
   */
  async findPage(
    userId: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: NotificationWithShop[]; total: number }> {
    const rows = await this.db
      .select({
        notification: notifications,
        shopId: barbershops.id,
        shopName: barbershops.name,
        total: sql<number>`(count(*) over ())::int`.mapWith(Number),
      })
      .from(notifications)
      .leftJoin(barbershops, eq(barbershops.id, notifications.barbershopId))
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset);
    if (rows.length > 0 || offset === 0) {
      return {
        rows: rows.map(({ notification, shopId, shopName }) => ({
          ...notification,
          shop: shopId && shopName ? { id: shopId, name: shopName } : null,
        })),
        total: rows[0]?.total ?? 0,
      };
    }
    const [counted] = await this.db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    return { rows: [], total: counted?.total ?? 0 };
  }

  async countUnread(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.count ?? 0;
  }

  async existsForUser(userId: string, id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Marks the reader's unread notifications read (one, or all of them) and tells the reader's
   * other devices when any changed. Returns how many changed.
   */
  async markRead(userId: string, readAt: Date, id?: string): Promise<number> {
    const conditions = and(
      eq(notifications.userId, userId),
      isNull(notifications.readAt),
      id === undefined ? undefined : eq(notifications.id, id),
    );
    const [row] = await executeRows<{ changed: number }>(
      this.db,
      sql`
      with updated as (
        update ${notifications} set read_at = ${readAt.toISOString()}::timestamptz
        where ${conditions}
        returning 1
      )
      select count(*)::int as changed from updated
    `,
    );
    const changed = Number(row?.changed ?? 0);
    if (changed > 0) {
      await signalAfterCommit(this.db, [{ channel: notificationChannels.read, payload: userId }]);
    }
    return changed;
  }
}
