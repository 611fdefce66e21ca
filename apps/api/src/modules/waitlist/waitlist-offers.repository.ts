import type { BarbershopSettings } from '@navalha/core/contracts/barbershop';
import { waitlistEventSources } from '@navalha/core/domain/waitlist/waitlist';
import type { WaitlistEvent } from '@navalha/core/domain/waitlist/waitlist';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { barberServices } from '../../db/schema/barber-services.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { services } from '../../db/schema/services.js';
import { users } from '../../db/schema/users.js';
import { waitlistEntries } from '../../db/schema/waitlist-entries.js';
import type { WaitlistEntryRow } from '../../db/schema/waitlist-entries.js';

const offerBarbers = alias(users, 'offer_barbers');

/** A shop's day with someone WAITING in its line, and what the offers there need. */
export interface WaitingDay {
  barbershopId: string;
  day: string;
  timeZone: string;
  settings: BarbershopSettings;
}

/** An offer as the client's screen reads it. */
export interface OfferRow extends WaitlistEntryRow {
  barberName: string | null;
  barbershopName: string;
  timeZone: string;
  settings: BarbershopSettings;
}

/**
 * The key of the time an entry holds (core's freedSlotKey: barber|day|HH:MM in the shop's
 * zone), appended to the entry's declined keys when its offer ends without a booking.
 */
const heldSlotKey = sql`${waitlistEntries.offerBarberId}::text || '|' || ${waitlistEntries.day}::text || '|' || to_char(${waitlistEntries.offerStartsAt} at time zone ${barbershops.timeZone}, 'HH24:MI')`;

/** The offers' rows of the waitlist, Drizzle only. */
export class WaitlistOffersRepository {
  constructor(private readonly db: Db) {}

  /** The shop days from their shop's today on with someone WAITING (one shop, or all). */
  async waitingDays(now: Date, barbershopId?: string): Promise<WaitingDay[]> {
    const rows = await this.db
      .selectDistinct({
        barbershopId: waitlistEntries.barbershopId,
        day: waitlistEntries.day,
        timeZone: barbershops.timeZone,
        settings: barbershops.settings,
      })
      .from(waitlistEntries)
      .innerJoin(barbershops, eq(barbershops.id, waitlistEntries.barbershopId))
      .where(
        and(
          eq(waitlistEntries.status, 'WAITING'),
          barbershopId ? eq(waitlistEntries.barbershopId, barbershopId) : undefined,
          sql`${waitlistEntries.day} >= (${now.toISOString()}::timestamptz at time zone ${barbershops.timeZone})::date`,
        ),
      )
      .orderBy(asc(waitlistEntries.day));
    return rows;
  }

  /** A day's live entries in line order (WAITING and OFFERED), read without a lock. */
  liveDay(barbershopId: string, day: string): Promise<WaitlistEntryRow[]> {
    return this.liveDayQuery(barbershopId, day);
  }

  /**
   * The same, each row locked until the transaction ends: two processes refilling one day
   * take turns, and the second sees the first's offers (one freed time, one entry).
   */
  lockLiveDay(barbershopId: string, day: string): Promise<WaitlistEntryRow[]> {
    return this.liveDayQuery(barbershopId, day).for('update');
  }

  private liveDayQuery(barbershopId: string, day: string) {
    return this.db
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.barbershopId, barbershopId),
          eq(waitlistEntries.day, day),
          inArray(waitlistEntries.status, ['WAITING', 'OFFERED']),
        ),
      )
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  }

  /** The shop's bookable barbers who do every one of `serviceIds`, with their names. */
  async barbersForServices(
    barbershopId: string,
    serviceIds: readonly string[],
  ): Promise<Array<{ id: string; name: string }>> {
    return this.db
      .select({ id: users.id, name: users.name })
      .from(barberServices)
      .innerJoin(users, eq(users.id, barberServices.barberId))
      .where(
        and(
          eq(users.barbershopId, barbershopId),
          eq(users.isActive, true),
          isNull(users.deletedAt),
          or(eq(users.role, 'BARBER'), eq(users.takesBookings, true)),
          inArray(barberServices.serviceId, [...serviceIds]),
        ),
      )
      .groupBy(users.id, users.name)
      .having(sql`count(distinct ${barberServices.serviceId}) = ${serviceIds.length}`)
      .orderBy(asc(users.name));
  }

  /** WAITING → OFFERED with the time held; null when the entry was no longer WAITING. */
  async offer(
    id: string,
    offer: { barberId: string; startsAt: Date; expiresAt: Date },
  ): Promise<WaitlistEntryRow | null> {
    const [row] = await this.db
      .update(waitlistEntries)
      .set({
        status: 'OFFERED',
        offerBarberId: offer.barberId,
        offerStartsAt: offer.startsAt,
        offerExpiresAt: offer.expiresAt,
      })
      .where(
        and(
          eq(waitlistEntries.id, id),
          inArray(waitlistEntries.status, [...waitlistEventSources('offer')]),
        ),
      )
      .returning();
    return row ?? null;
  }

  /**
   * Ends open offers without a booking (declined, lapsed, or the time booked by someone else):
   * back to WAITING in the same place in line, the time added to those never offered again.
   * One conditional statement, so each offer ends once whatever the number of processes.
   * Returns the shops and days that have a time to offer again.
   */
  async endOffers(
    event: Extract<WaitlistEvent, 'decline' | 'lapse'>,
    which: { id: string; clientId?: string } | { expiredBy: Date },
  ): Promise<Array<{ id: string; barbershopId: string; day: string }>> {
    const match =
      'id' in which
        ? and(
            eq(waitlistEntries.id, which.id),
            which.clientId ? eq(waitlistEntries.clientId, which.clientId) : undefined,
          )
        : sql`${waitlistEntries.offerExpiresAt} <= ${which.expiredBy.toISOString()}::timestamptz`;
    const rows = await executeRows<{ id: string; barbershop_id: string; day: string }>(
      this.db,
      sql`
      update ${waitlistEntries} set
        status = 'WAITING',
        declined_slot_keys = array_append(${waitlistEntries.declinedSlotKeys}, ${heldSlotKey}),
        offer_barber_id = null, offer_starts_at = null, offer_expires_at = null,
        updated_at = now()
      from ${barbershops}
      where ${barbershops.id} = ${waitlistEntries.barbershopId}
        and ${waitlistEntries.status} in ${sql.raw(`('${waitlistEventSources(event).join("','")}')`)}
        and ${match}
      returning ${waitlistEntries.id} as id, ${waitlistEntries.barbershopId} as barbershop_id,
        ${waitlistEntries.day}::text as day`,
    );
    return rows.map((row) => ({
      id: row.id,
      barbershopId: row.barbershop_id,
      day: row.day,
    }));
  }

  /** OFFERED → BOOKED with the booking made; null when the offer had already ended. */
  async markBooked(id: string, appointmentId: string): Promise<WaitlistEntryRow | null> {
    const [row] = await this.db
      .update(waitlistEntries)
      .set({
        status: 'BOOKED',
        appointmentId,
        offerBarberId: null,
        offerStartsAt: null,
        offerExpiresAt: null,
      })
      .where(
        and(
          eq(waitlistEntries.id, id),
          inArray(waitlistEntries.status, [...waitlistEventSources('book')]),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** An entry with its offer's barber and shop; the client's own, or any of the shop's. */
  async findOffer(
    id: string,
    owner: { clientId: string } | { barbershopId: string },
  ): Promise<OfferRow | null> {
    const [row] = await this.db
      .select({
        entry: waitlistEntries,
        barberName: offerBarbers.name,
        barbershopName: barbershops.name,
        timeZone: barbershops.timeZone,
        settings: barbershops.settings,
      })
      .from(waitlistEntries)
      .innerJoin(barbershops, eq(barbershops.id, waitlistEntries.barbershopId))
      .leftJoin(offerBarbers, eq(offerBarbers.id, waitlistEntries.offerBarberId))
      .where(
        and(
          eq(waitlistEntries.id, id),
          'clientId' in owner
            ? eq(waitlistEntries.clientId, owner.clientId)
            : eq(waitlistEntries.barbershopId, owner.barbershopId),
        ),
      )
      .limit(1);
    if (!row) return null;
    const { entry, ...shop } = row;
    return { ...entry, ...shop };
  }

  /** The services' names and prices, in the entry's order. */
  async pricedServices(ids: readonly string[]) {
    const rows = await this.db
      .select({
        id: services.id,
        name: services.name,
        priceCents: services.priceCents,
        promotionalPriceCents: services.promotionalPriceCents,
      })
      .from(services)
      .where(inArray(services.id, [...ids]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
