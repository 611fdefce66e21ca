import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { barberServices } from '../../db/schema/barber-services.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { services } from '../../db/schema/services.js';
import { users } from '../../db/schema/users.js';
import { waitlistEntries } from '../../db/schema/waitlist-entries.js';
import type { WaitlistEntryRow } from '../../db/schema/waitlist-entries.js';

const barbers = alias(users, 'waitlist_barbers');
const offerBarbers = alias(users, 'waitlist_offer_barbers');

export interface EntryWithPeople extends WaitlistEntryRow {
  barberName: string | null;
  /** The barber of the time held for an OFFERED entry. */
  offerBarberName?: string | null;
  clientName: string;
  clientPhone: string | null;
}

export interface NewWaitlistEntry {
  barbershopId: string;
  clientId: string;
  barberId: string | null;
  day: string;
  fromMinute: number;
  toMinute: number;
  serviceIds: string[];
  durationMinutes: number;
}

const LIVE = ['WAITING', 'OFFERED'] as const;

/** The waitlist's rows, Drizzle only. */
export class WaitlistRepository {
  constructor(private readonly db: Db) {}

  /** The active services among `ids`, with their shop and duration. */
  findServices(ids: string[]) {
    return this.db
      .select({
        id: services.id,
        name: services.name,
        barbershopId: services.barbershopId,
        durationMinutes: services.durationMinutes,
      })
      .from(services)
      .where(and(inArray(services.id, ids), eq(services.isActive, true)));
  }

  async findShopZone(barbershopId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ timeZone: barbershops.timeZone })
      .from(barbershops)
      .where(eq(barbershops.id, barbershopId))
      .limit(1);
    return row?.timeZone ?? null;
  }

  /** Whether `barberId` is staff of the shop offering every one of `serviceIds`. */
  async barberOffers(barbershopId: string, barberId: string, serviceIds: string[]) {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(barberServices)
      .innerJoin(users, eq(users.id, barberServices.barberId))
      .where(
        and(
          eq(barberServices.barberId, barberId),
          eq(users.barbershopId, barbershopId),
          inArray(barberServices.serviceId, serviceIds),
        ),
      );
    return (row?.count ?? 0) === serviceIds.length;
  }

  /**
   * Joins the line of the entry's shop and day. First come, first offered: the entry's time is
   * a microsecond past the day's last one when the clock has not moved on (PGlite's has
   * milliseconds), so two joins in one tick keep the order they were written in instead of
   * falling back to their random ids.
   */
  async insert(entry: NewWaitlistEntry): Promise<WaitlistEntryRow> {
    const createdAt = sql`greatest(now(), (
      select max(${waitlistEntries.createdAt}) + interval '1 microsecond' from ${waitlistEntries}
      where ${waitlistEntries.barbershopId} = ${entry.barbershopId}
        and ${waitlistEntries.day} = ${entry.day}))`;
    const [row] = await this.db
      .insert(waitlistEntries)
      .values({ ...entry, createdAt })
      .returning();
    if (!row) throw new Error('waitlist entry not created');
    return row;
  }

  /**
   * Entries expire when their day has passed in their shop's zone (issue 19 §3): done when the
   * line is read, so no entry is ever shown waiting for a day that is over.
   */
  async expirePastDays(now: Date): Promise<void> {
    await this.db.execute(sql`
      update ${waitlistEntries} set status = 'EXPIRED', updated_at = now()
      from ${barbershops}
      where ${barbershops.id} = ${waitlistEntries.barbershopId}
        and ${waitlistEntries.status} in ('WAITING', 'OFFERED')
        and ${waitlistEntries.day} < (${now.toISOString()}::timestamptz at time zone ${barbershops.timeZone})::date`);
  }

  private selectWithPeople() {
    return this.db
      .select({
        entry: waitlistEntries,
        barberName: barbers.name,
        offerBarberName: offerBarbers.name,
        clientName: users.name,
        clientPhone: users.phone,
      })
      .from(waitlistEntries)
      .innerJoin(users, eq(users.id, waitlistEntries.clientId))
      .leftJoin(barbers, eq(barbers.id, waitlistEntries.barberId))
      .leftJoin(offerBarbers, eq(offerBarbers.id, waitlistEntries.offerBarberId));
  }

  async listByClient(clientId: string, fromDay: string): Promise<EntryWithPeople[]> {
    const rows = await this.selectWithPeople()
      .where(and(eq(waitlistEntries.clientId, clientId), sql`${waitlistEntries.day} >= ${fromDay}`))
      .orderBy(asc(waitlistEntries.day), asc(waitlistEntries.createdAt));
    return rows.map(({ entry, ...people }) => ({ ...entry, ...people }));
  }

  /** A shop's day in line order: first come, first offered. */
  async listShopDay(barbershopId: string, day: string): Promise<EntryWithPeople[]> {
    const rows = await this.selectWithPeople()
      .where(and(eq(waitlistEntries.barbershopId, barbershopId), eq(waitlistEntries.day, day)))
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
    return rows.map(({ entry, ...people }) => ({ ...entry, ...people }));
  }

  async findOwn(id: string, clientId: string): Promise<WaitlistEntryRow | null> {
    const [row] = await this.db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.clientId, clientId)))
      .limit(1);
    return row ?? null;
  }

  /** Cancels a live entry; null when it was no longer live (a conditional update). */
  async cancel(id: string, clientId: string): Promise<WaitlistEntryRow | null> {
    const [row] = await this.db
      .update(waitlistEntries)
      .set({ status: 'CANCELLED' })
      .where(
        and(
          eq(waitlistEntries.id, id),
          eq(waitlistEntries.clientId, clientId),
          inArray(waitlistEntries.status, [...LIVE]),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** The names of services by id (a booking's snapshot is not there yet: the catalog's). */
  async serviceNames(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: services.id, name: services.name })
      .from(services)
      .where(inArray(services.id, ids));
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}
