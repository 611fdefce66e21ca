import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { appointmentServices } from '../../db/schema/appointment-services.js';
import { appointments } from '../../db/schema/appointments.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { calendarFeeds } from '../../db/schema/calendar-feeds.js';
import type { CalendarFeedRow } from '../../db/schema/calendar-feeds.js';
import { users } from '../../db/schema/users.js';

/** A booking as a feed shows it: the client's name is cut to its first word by the service. */
export interface FeedBookingRow {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
  updatedAt: Date;
  clientName: string;
  barberName: string;
}

const barbers = alias(users, 'feed_barbers');

/** Whose feed: one barber's (`barberId`) or the shop's (null). */
export interface FeedOwner {
  barbershopId: string;
  barberId: string | null;
}

const ownerIs = ({ barbershopId, barberId }: FeedOwner) =>
  and(
    eq(calendarFeeds.barbershopId, barbershopId),
    barberId === null ? isNull(calendarFeeds.barberId) : eq(calendarFeeds.barberId, barberId),
  );

export class CalendarFeedsRepository {
  constructor(private readonly db: Db) {}

  async find(owner: FeedOwner): Promise<CalendarFeedRow | null> {
    const [row] = await this.db.select().from(calendarFeeds).where(ownerIs(owner)).limit(1);
    return row ?? null;
  }

  async findByTokenHash(tokenHash: string): Promise<CalendarFeedRow | null> {
    const [row] = await this.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.tokenHash, tokenHash))
      .limit(1);
    return row ?? null;
  }

  /** The owner's one address, its token replaced: the old hash is gone in the same statement. */
  async replaceToken(
    owner: FeedOwner,
    tokenHash: string,
    createdBy: string,
  ): Promise<CalendarFeedRow> {
    const now = new Date();
    const [updated] = await this.db
      .update(calendarFeeds)
      .set({ tokenHash, createdBy, createdAt: now })
      .where(ownerIs(owner))
      .returning();
    if (updated) return updated;
    const [created] = await this.db
      .insert(calendarFeeds)
      .values({ ...owner, tokenHash, createdBy, createdAt: now })
      .returning();
    if (!created) throw new Error('calendar feed not created');
    return created;
  }

  async findShop(barbershopId: string): Promise<{ name: string; timeZone: string } | null> {
    const [row] = await this.db
      .select({ name: barbershops.name, timeZone: barbershops.timeZone })
      .from(barbershops)
      .where(eq(barbershops.id, barbershopId))
      .limit(1);
    return row ?? null;
  }

  async findUserName(userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row?.name ?? null;
  }

  /** The owner's bookings that start in [from, before), on the (barber_id, starts_at) index. */
  async listBookings(owner: FeedOwner, from: Date, before: Date): Promise<FeedBookingRow[]> {
    return this.db
      .select({
        id: appointments.id,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        status: appointments.status,
        updatedAt: appointments.updatedAt,
        clientName: users.name,
        barberName: barbers.name,
      })
      .from(appointments)
      .innerJoin(users, eq(users.id, appointments.clientId))
      .innerJoin(barbers, eq(barbers.id, appointments.barberId))
      .where(
        and(
          eq(appointments.barbershopId, owner.barbershopId),
          owner.barberId === null ? undefined : eq(appointments.barberId, owner.barberId),
          gte(appointments.startsAt, from),
          lt(appointments.startsAt, before),
        ),
      )
      .orderBy(asc(appointments.startsAt));
  }

  /** The services of these bookings, in their order. */
  async listServiceNames(bookingIds: string[]): Promise<Map<string, string[]>> {
    const names = new Map<string, string[]>();
    if (bookingIds.length === 0) return names;
    const rows = await this.db
      .select({ appointmentId: appointmentServices.appointmentId, name: appointmentServices.name })
      .from(appointmentServices)
      .where(inArray(appointmentServices.appointmentId, bookingIds))
      .orderBy(asc(appointmentServices.appointmentId), asc(appointmentServices.position));
    for (const row of rows) {
      names.set(row.appointmentId, [...(names.get(row.appointmentId) ?? []), row.name]);
    }
    return names;
  }
}
