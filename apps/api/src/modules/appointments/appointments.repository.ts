import type { BarbershopSettings } from '@navalha/core/contracts/barbershop';
import type {
  AppointmentStatus,
  PaymentStatus,
} from '@navalha/core/domain/appointments/appointment-status';
import { and, asc, eq, gt, inArray, isNotNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { qualified } from '../../db/qualified-column.js';
import { appointmentServices } from '../../db/schema/appointment-services.js';
import type {
  AppointmentServiceRow,
  NewAppointmentServiceRow,
} from '../../db/schema/appointment-services.js';
import { appointments } from '../../db/schema/appointments.js';
import type { AppointmentRow, NewAppointmentRow } from '../../db/schema/appointments.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { payments } from '../../db/schema/payments.js';
import { users } from '../../db/schema/users.js';
import { executeRows } from '../../db/execute-rows.js';
import {
  noticeStatementParts,
  signalAgendaChanged,
  signalNotices,
} from '../notifications/notify.js';
import type { NewNotice } from '../notifications/notify.js';
import { clientLoadSelect } from './client-load.js';
import type { ClientLoad, ClientLoadQuery } from './client-load.js';

/** An appointment with its shop's zone and rules, for permission checks and transitions. */
export type AppointmentRecord = AppointmentRow & {
  timeZone: string;
  settings: BarbershopSettings;
};

/** Appointments, their service snapshots and promo codes, Drizzle only. */
export class AppointmentsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Marks the promo code uses of cancelled or expired bookings as returned (all such bookings,
   * or only `ids`) by a conditional update, so each use comes back once however many callers
   * race; returns how many uses each code gets back (booking-lifecycle's `returnPromoCodeUses`).
   */
  async markPromoCodeUsesReturned(
    now: Date,
    ids?: readonly string[],
  ): Promise<{ promoCodeId: string; uses: number }[]> {
    if (ids && ids.length === 0) return [];
    const only = ids
      ? sql`and a.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
    return executeRows<{ promoCodeId: string; uses: number }>(
      this.db,
      sql`with returned as (
        update appointments a set promo_use_returned_at = ${now.toISOString()}::timestamptz
        where a.promo_code_id is not null and a.promo_use_returned_at is null
          and a.status in ('CANCELLED', 'EXPIRED') ${only}
        returning a.promo_code_id
      )
      select promo_code_id as "promoCodeId", count(*)::int as uses
      from returned group by promo_code_id`,
    );
  }

  /**
   * How many of a client's bookings use a promo code and have not ended cancelled or expired:
   * what the code's per-client limit counts.
   */
  async countClientPromoCodeUses(promoCodeId: string, clientId: string): Promise<number> {
    const [row] = await this.db
      .select({ uses: sql<number>`count(*)::int` })
      .from(appointments)
      .where(
        and(
          eq(appointments.promoCodeId, promoCodeId),
          eq(appointments.clientId, clientId),
          sql`${appointments.status} not in ('CANCELLED', 'EXPIRED')`,
        ),
      );
    return row?.uses ?? 0;
  }

  async findById(id: string): Promise<AppointmentRecord | null> {
    const [row] = await this.db
      .select({
        appointment: appointments,
        timeZone: barbershops.timeZone,
        settings: barbershops.settings,
      })
      .from(appointments)
      .innerJoin(barbershops, eq(barbershops.id, appointments.barbershopId))
      .where(eq(appointments.id, id))
      .limit(1);
    return row ? { ...row.appointment, timeZone: row.timeZone, settings: row.settings } : null;
  }

  /**
   * Holds the booking's row until the caller's transaction ends: the writes of its money that
   * must not cross (the rest after a deposit taken at the desk and online) wait in line.
   */
  async lockById(id: string): Promise<void> {
    await this.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.id, id))
      .for('update');
  }

  /** The service snapshots of many appointments, in booking order, in one query. */
  async findServicesOf(appointmentIds: readonly string[]): Promise<AppointmentServiceRow[]> {
    if (appointmentIds.length === 0) return [];
    return this.db
      .select()
      .from(appointmentServices)
      .where(inArray(appointmentServices.appointmentId, [...appointmentIds]))
      .orderBy(asc(appointmentServices.appointmentId), asc(appointmentServices.position));
  }

  /** Bookings written as they are, with their service snapshots, in two bulk inserts. */
  async insertPlannedBookings(
    rows: readonly NewAppointmentRow[],
    services: readonly NewAppointmentServiceRow[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await this.db.insert(appointments).values([...rows]);
    if (services.length > 0) await this.db.insert(appointmentServices).values([...services]);
    await signalAgendaChanged(
      this.db,
      rows.map((row) => row.barbershopId),
    );
  }

  /**
   * Writes a booking in one statement: the appointment, its service snapshot, the notices of
   * its request (with their e-mail copies; signalled to open pages after the commit) and, for
   * cash, the payment that waits at the shop (its insert built by modules/payments). A statement is atomic by itself, so a booking
   * needs no transaction and costs one round trip; the exclusion constraint (23P01) fails it
   * whole. Answers the times the database stamped it with and, given `clientLoad`, what the
   * client held before it, read by the same statement (its snapshot does not see the booking
   * it writes): the caller, holding the client's lock, refuses by rolling back.
   */
  async insertBooking(booking: {
    appointment: NewAppointmentRow;
    services: NewAppointmentServiceRow[];
    notices: readonly NewNotice[];
    payment: SQL | null;
    clientLoad?: ClientLoadQuery;
  }): Promise<{ createdAt: Date; updatedAt: Date; held: ClientLoad | null }> {
    const epochMs = (column: string) =>
      sql`floor(extract(epoch from ${sql.identifier(column)}) * 1000)::float8`;
    const writes = [
      sql`booked as (${this.db
        .insert(appointments)
        .values(booking.appointment)
        .returning({ createdAt: appointments.createdAt, updatedAt: appointments.updatedAt })
        .getSQL()})`,
      sql`booked_services as (${this.db.insert(appointmentServices).values(booking.services).getSQL()})`,
    ];
    if (booking.payment) {
      writes.push(sql`booked_payment as (${booking.payment})`);
    }
    const notices = noticeStatementParts(booking.notices);
    if (notices) writes.push(notices.writes);
    const written = notices?.written ?? sql`'[]'::json`;
    let held = sql`null::json`;
    if (booking.clientLoad) {
      writes.push(sql`held as (${clientLoadSelect(this.db, booking.clientLoad).getSQL()})`);
      held = sql`(select json_build_object('overlapping', overlapping, 'unpaid', unpaid) from held)`;
    }
    const [row] = await executeRows<{
      createdAt: number;
      updatedAt: number;
      notices: { id: string; userId: string }[];
      held: ClientLoad | null;
    }>(
      this.db,
      sql`with ${sql.join(writes, sql`, `)}
        select ${epochMs('created_at')} as "createdAt", ${epochMs('updated_at')} as "updatedAt",
          ${written} as notices, ${held} as held
        from booked`,
      { prepared: true },
    );
    if (!row) throw new Error('the booking insert returned no row');
    await signalNotices(this.db, row.notices);
    await signalAgendaChanged(this.db, [booking.appointment.barbershopId]);
    return {
      createdAt: new Date(row.createdAt),
      updatedAt: new Date(row.updatedAt),
      held: row.held,
    };
  }

  /**
   * Changes an appointment only while its status is one of `from`: of two concurrent
   * transitions the second finds nothing to change and gets null.
   */
  async updateIfStatus(
    id: string,
    from: readonly AppointmentStatus[],
    values: Partial<NewAppointmentRow>,
  ): Promise<AppointmentRow | null> {
    const [row] = await this.db
      .update(appointments)
      .set(values)
      .where(and(eq(appointments.id, id), inArray(appointments.status, [...from])))
      .returning();
    if (row) await signalAgendaChanged(this.db, [row.barbershopId]);
    return row ?? null;
  }

  /**
   * Locks the client's row until the transaction ends: a client's bookings are written one at
   * a time, so the checks of clientLoad hold when the booking is written (two requests for
   * two barbers at one time: the second waits, then sees the first).
   */
  async lockClient(clientId: string): Promise<void> {
    await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, clientId))
      .for('update')
      .prepare('lock_client')
      .execute();
  }

  /** What a client already holds (client-load.ts), in a statement of its own. */
  async clientLoad(query: ClientLoadQuery): Promise<ClientLoad> {
    const [row] = await clientLoadSelect(this.db, query);
    return { overlapping: row?.overlapping ?? false, unpaid: Number(row?.unpaid ?? 0) };
  }

  /** The zone of the shop a barber works at (the default zone's shop when none). */
  async findBarberTimeZone(barberId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ timeZone: barbershops.timeZone })
      .from(users)
      .innerJoin(barbershops, eq(barbershops.id, users.barbershopId))
      .where(eq(users.id, barberId))
      .limit(1);
    return row?.timeZone ?? null;
  }

  /**
   * Changes a booking's payment columns while it can still be paid: active, and its payment
   * neither completed, refunded nor under review.
   */
  async updatePayable(
    id: string,
    values: Partial<NewAppointmentRow>,
  ): Promise<AppointmentRow | null> {
    const [row] = await this.db
      .update(appointments)
      .set(values)
      .where(
        and(
          eq(appointments.id, id),
          inArray(appointments.status, ['PENDING', 'CONFIRMED']),
          notInArray(appointments.paymentStatus, ['COMPLETED', 'REFUNDED', 'PROCESSING']),
        ),
      )
      .returning();
    if (row) await signalAgendaChanged(this.db, [row.barbershopId]);
    return row ?? null;
  }

  /** Sets a booking's payment status while it is one of `from`. */
  async setPaymentStatus(
    id: string,
    to: PaymentStatus,
    from: readonly PaymentStatus[],
    options: { unlessOtherPaymentThan?: string } = {},
  ): Promise<void> {
    // A failed or cancelled attempt must not hide another one that is open or paid.
    const otherLive = options.unlessOtherPaymentThan
      ? sql`not exists (
          select 1 from ${payments}
          where ${qualified(payments.barbershopId)} = ${qualified(appointments.barbershopId)}
            and ${qualified(payments.appointmentId)} = ${qualified(appointments.id)}
            and ${qualified(payments.id)} <> ${options.unlessOtherPaymentThan}::uuid
            and ${qualified(payments.status)} in ('PENDING', 'PROCESSING', 'COMPLETED'))`
      : undefined;
    const changed = await this.db
      .update(appointments)
      .set({ paymentStatus: to })
      .where(
        and(eq(appointments.id, id), inArray(appointments.paymentStatus, [...from]), otherLive),
      )
      .returning({ barbershopId: appointments.barbershopId });
    await signalAgendaChanged(
      this.db,
      changed.map((row) => row.barbershopId),
    );
  }

  /**
   * PENDING cash bookings the shop has not confirmed whose start is within their shop's
   * `unconfirmedCashExpiresHoursBefore` of `now` (0 = never; a shop saved before the setting
   * existed has `defaultHours`) become `status`, their payment status CANCELLED: the slot is
   * free again. With 2 h, a 15:00 booking still PENDING at 13:00 expires. A booking made
   * after its own deadline (at 14:00 for 15:00) is left to the shop: it never had the time.
   */
  async expireUnconfirmedCash(
    now: Date,
    defaultHours: number,
    status: AppointmentStatus,
  ): Promise<{ id: string }[]> {
    // Two tables in one UPDATE: every column is named with its table.
    const hours = sql`coalesce((${qualified(barbershops.settings)} ->> 'unconfirmedCashExpiresHoursBefore')::int, ${defaultHours})`;
    const expired = await this.db
      .update(appointments)
      .set({ status, paymentStatus: 'CANCELLED' })
      .from(barbershops)
      .where(
        sql`${qualified(barbershops.id)} = ${qualified(appointments.barbershopId)}
          and ${qualified(appointments.status)} = 'PENDING'
          and ${qualified(appointments.paymentMethod)} = 'CASH'
          and ${qualified(appointments.paymentStatus)} = 'PENDING'
          and ${hours} > 0
          and ${qualified(appointments.startsAt)}
            <= ${now.toISOString()}::timestamptz + ${hours} * interval '1 hour'
          and ${qualified(appointments.createdAt)}
            < ${qualified(appointments.startsAt)} - ${hours} * interval '1 hour'`,
      )
      .returning({ id: appointments.id, barbershopId: appointments.barbershopId });
    return this.signalExpired(expired);
  }

  /**
   * Expires PENDING bookings to be paid online (PIX, credit or debit card) made before `cutoff`
   * that have nothing paid or payable left: no payment under review or completed, and none
   * still PENDING within its time. A card booking whose attempts all failed, or that never got
   * one, expires like an unpaid PIX; cash waits for the shop, and the wallet pays at once.
   */
  async expireUnpaidOnline(
    cutoff: Date,
    now: Date,
    status: AppointmentStatus,
  ): Promise<{ id: string }[]> {
    const expired = await this.db
      .update(appointments)
      .set({ status, paymentStatus: 'CANCELLED' })
      .where(
        and(
          eq(appointments.status, 'PENDING'),
          // …and cash bookings owing a deposit, which is paid online (decision 029).
          or(
            inArray(appointments.paymentMethod, ['PIX', 'CREDIT_CARD', 'DEBIT_CARD']),
            and(eq(appointments.paymentMethod, 'CASH'), gt(appointments.depositCents, 0)),
          ),
          notInArray(appointments.paymentStatus, ['COMPLETED', 'PROCESSING', 'REFUNDED']),
          lte(appointments.createdAt, cutoff),
          sql`not exists (
            select 1 from ${payments}
            where ${qualified(payments.barbershopId)} = ${qualified(appointments.barbershopId)}
              and ${qualified(payments.appointmentId)} = ${qualified(appointments.id)}
              and (${qualified(payments.status)} in ('PROCESSING', 'COMPLETED')
                or (${qualified(payments.status)} = 'PENDING'
                  and (${qualified(payments.expiresAt)} is null
                    or ${qualified(payments.expiresAt)} > ${now.toISOString()}::timestamptz))))`,
        ),
      )
      .returning({ id: appointments.id, barbershopId: appointments.barbershopId });
    return this.signalExpired(expired);
  }

  /** The expired bookings' ids, once their shops' agendas are told. */
  private async signalExpired(
    expired: readonly { id: string; barbershopId: string }[],
  ): Promise<{ id: string }[]> {
    await signalAgendaChanged(
      this.db,
      expired.map((row) => row.barbershopId),
    );
    return expired.map(({ id }) => ({ id }));
  }

  /** The notes the client wrote on their bookings: free text that may say anything about them. */
  async clearClientNotes(clientId: string): Promise<void> {
    const cleared = await this.db
      .update(appointments)
      .set({ notes: null })
      .where(and(eq(appointments.clientId, clientId), isNotNull(appointments.notes)))
      .returning({ barbershopId: appointments.barbershopId });
    await signalAgendaChanged(
      this.db,
      cleared.map((row) => row.barbershopId),
    );
  }
}
