import type { BookingFlowBody } from '@navalha/core/contracts/appointments';
import type {
  DeskWaitlistOfferBody,
  TakeWaitlistOfferBody,
  WaitlistOffer,
} from '@navalha/core/contracts/waitlist';
import type { ErrorCode } from '@navalha/core/contracts/errors';
import { localTimeInZone, shopLocalToUtc } from '@navalha/core/domain/format/date-time';
import { getFeeTable } from '@navalha/core/domain/payments/fee-table';
import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import { paymentMethods } from '@navalha/core/domain/payments/payment-method';
import { formatTimeOfDay } from '@navalha/core/domain/schedule/time-of-day';
import {
  offerExpiresAt,
  waitlistMessages,
  wishFitsSlot,
} from '@navalha/core/domain/waitlist/waitlist';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { getPgErrorCode, pgErrorCodes } from '../../db/pg-error.js';
import type { WaitlistEntryRow } from '../../db/schema/waitlist-entries.js';
import { AppError, validationError } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { announceOffer } from './waitlist-announce.js';
import type { OfferAnnouncement } from './waitlist-announce.js';
import { WaitlistOffersRepository } from './waitlist-offers.repository.js';
import type { WaitingDay } from './waitlist-offers.repository.js';
import { WaitlistRepository } from './waitlist.repository.js';

export interface WaitlistOffersDeps {
  db: Db;
  now: () => Date;
  /** A barber's free start times ('HH:MM') on a shop-local day for a booking that long. */
  freeTimes: (barberId: string, date: string, durationMinutes: number) => Promise<string[]>;
  /** The normal booking (the appointments module's): its rules, price check and 409s. */
  book: (actor: AuthUser, body: BookingFlowBody) => Promise<{ id: string }>;
  /** The offer by WhatsApp (the whatsapp module's), written in the offer's transaction. */
  whatsappOffer?: ((tx: Db, offer: OfferAnnouncement) => Promise<unknown>) | undefined;
  log?: FastifyBaseLogger | undefined;
}

type Barber = { id: string; name: string };
type Held = { barberId: string; start: number; end: number };

/** The booking's refusals that mean the held time itself cannot be booked: the offer ends. */
const timeGoneCodes: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'SLOT_UNAVAILABLE',
  'TOO_SOON',
  'BOOKING_IN_PAST',
  'NOT_A_SLOT',
  'OUTSIDE_WORKING_HOURS',
]);

const offerEnded = (message: string = waitlistMessages.noOffer) =>
  new AppError(409, 'INVALID_TRANSITION', message);
const slotTaken = () => new AppError(409, 'SLOT_UNAVAILABLE', waitlistMessages.slotTaken, 'time');

function heldOf(row: WaitlistEntryRow): Held | null {
  if (row.status !== 'OFFERED' || !row.offerBarberId || !row.offerStartsAt) return null;
  const start = row.offerStartsAt.getTime();
  return { barberId: row.offerBarberId, start, end: start + row.durationMinutes * 60_000 };
}

const overlaps = (held: readonly Held[], slot: Held) =>
  held.some((h) => h.barberId === slot.barberId && h.start < slot.end && slot.start < h.end);

/**
 * The waitlist's offers (issue 19 §3, decision 032): a freed time goes to the first WAITING
 * entry in line it fits, held for the shop's `waitlistOfferMinutes`; declined or let lapse, it
 * goes to the next. Taking it books through the normal booking, whose exclusion constraint has
 * the last word: a booking made meanwhile by anyone else wins and the offer ends.
 */
export class WaitlistOffers {
  private readonly repository: WaitlistOffersRepository;

  constructor(private readonly deps: WaitlistOffersDeps) {
    this.repository = new WaitlistOffersRepository(deps.db);
  }

  /**
   * The sweep (every process may run it): days over expire, lapsed offers go back in line
   * (each ended by one conditional update), then every waiting day is offered what is free.
   */
  async sweep(): Promise<{ lapsed: number; offered: number }> {
    const now = this.deps.now();
    await new WaitlistRepository(this.deps.db).expirePastDays(now);
    const lapsed = await this.repository.endOffers('lapse', { expiredBy: now });
    return { lapsed: lapsed.length, offered: await this.refill() };
  }

  /**
   * After a booking of the shop freed time (cancelled, moved): its waiting days are offered
   * what is free. Never throws: the change that freed the time has committed; the sweep retries.
   */
  async afterTimeFreed(barbershopId: string): Promise<void> {
    try {
      await this.refill(barbershopId);
    } catch (error) {
      this.deps.log?.error({ err: error }, 'waitlist refill failed');
    }
  }

  /** Offers free times to the waiting entries of one shop's days (or every shop's). */
  async refill(barbershopId?: string): Promise<number> {
    let offered = 0;
    for (const day of await this.repository.waitingDays(this.deps.now(), barbershopId)) {
      offered += await this.refillDay(day);
    }
    return offered;
  }

  private async refillDay(day: WaitingDay): Promise<number> {
    // Free times are read before the transaction (availability reads on its own connection);
    // inside it the day's entries are locked and the open offers read again.
    const waiting = (await this.repository.liveDay(day.barbershopId, day.day)).filter(
      (entry) => entry.status === 'WAITING',
    );
    if (waiting.length === 0) return 0;
    const barbers = new Map<string, Barber[]>();
    const free = new Map<string, string[]>();
    for (const entry of waiting) {
      const eligible = await this.eligible(barbers, day.barbershopId, entry.serviceIds);
      for (const barber of eligible) {
        if (entry.barberId && entry.barberId !== barber.id) continue;
        const key = `${barber.id}|${entry.durationMinutes}`;
        if (!free.has(key)) {
          free.set(key, await this.deps.freeTimes(barber.id, day.day, entry.durationMinutes));
        }
      }
    }
    const now = this.deps.now();
    const hold = day.settings.waitlistOfferMinutes;
    return this.deps.db.transaction(async (tx) => {
      const repository = new WaitlistOffersRepository(tx);
      const live = await repository.lockLiveDay(day.barbershopId, day.day);
      const held = live.flatMap((row) => heldOf(row) ?? []);
      let offered = 0;
      for (const entry of live) {
        const eligible = barbers.get([...entry.serviceIds].sort().join(','));
        if (entry.status !== 'WAITING' || !eligible) continue;
        const best = this.bestTime(entry, eligible, free, held, day, now);
        if (!best) continue;
        const row = await repository.offer(entry.id, {
          barberId: best.barber.id,
          startsAt: best.startsAt,
          expiresAt: offerExpiresAt(now, hold),
        });
        if (!row) continue;
        const nowHeld = heldOf(row);
        if (nowHeld) held.push(nowHeld);
        await announceOffer(tx, row, best.barber.name, best.time, hold, this.deps.whatsappOffer);
        offered += 1;
      }
      return offered;
    });
  }

  private async eligible(cache: Map<string, Barber[]>, shopId: string, serviceIds: string[]) {
    const key = [...serviceIds].sort().join(',');
    const known = cache.get(key);
    if (known) return known;
    const found = await this.repository.barbersForServices(shopId, serviceIds);
    cache.set(key, found);
    return found;
  }

  /** The earliest free time the entry fits (core's wishFitsSlot) that no open offer holds. */
  private bestTime(
    entry: WaitlistEntryRow,
    eligible: readonly Barber[],
    free: Map<string, string[]>,
    held: readonly Held[],
    day: WaitingDay,
    now: Date,
  ): { barber: Barber; time: string; startsAt: Date } | null {
    const wish = {
      id: entry.id,
      status: entry.status,
      date: entry.day,
      fromTime: formatTimeOfDay(entry.fromMinute),
      toTime: formatTimeOfDay(entry.toMinute),
      barberId: entry.barberId,
      durationMinutes: entry.durationMinutes,
      createdAt: entry.createdAt,
      eligibleBarberIds: eligible.map((barber) => barber.id),
      declinedSlotKeys: entry.declinedSlotKeys,
    };
    let best: { barber: Barber; time: string; startsAt: Date } | null = null;
    for (const barber of eligible) {
      for (const time of free.get(`${barber.id}|${entry.durationMinutes}`) ?? []) {
        const slot = { barberId: barber.id, date: day.day, startTime: time };
        if (!wishFitsSlot(wish, { ...slot, freeMinutes: entry.durationMinutes })) continue;
        const startsAt = shopLocalToUtc(day.day, time, day.timeZone);
        const start = startsAt.getTime();
        if (start <= now.getTime()) continue;
        const span = { barberId: barber.id, start, end: start + entry.durationMinutes * 60_000 };
        if (overlaps(held, span)) continue;
        if (!best || startsAt < best.startsAt) best = { barber, time, startsAt };
        break;
      }
    }
    return best;
  }

  /** The client's open offer: the time held, with whom, for what, what it costs each way. */
  async view(actor: AuthUser, id: string): Promise<WaitlistOffer> {
    const offer = await this.repository.findOffer(id, { clientId: actor.userId });
    if (!offer) throw AppError.notFound();
    const now = this.deps.now();
    if (offer.status === 'BOOKED') throw offerEnded(waitlistMessages.offerBooked);
    if (offer.status !== 'OFFERED' || !offer.offerStartsAt || !offer.offerExpiresAt) {
      throw offerEnded(offer.status === 'WAITING' ? waitlistMessages.offerExpired : undefined);
    }
    if (offer.offerExpiresAt <= now) throw offerEnded(waitlistMessages.offerExpired);
    const services = await this.repository.pricedServices(offer.serviceIds);
    return {
      entryId: offer.id,
      status: offer.status,
      barbershopName: offer.barbershopName,
      date: offer.day,
      time: localTimeInZone(offer.offerStartsAt, offer.timeZone),
      barberId: offer.offerBarberId ?? '',
      barberName: offer.barberName ?? '',
      serviceNames: services.map((service) => service.name),
      durationMinutes: offer.durationMinutes,
      totals: paymentMethods.map((method) => ({
        method,
        total: computeOrderTotals({
          items: services,
          method,
          feeBasisPoints: getFeeTable(offer.settings),
        }).total,
      })),
      expiresAt: offer.offerExpiresAt,
    };
  }

  /**
   * Takes the offer: the normal booking of that barber and time with the client's method and
   * the total shown. A refusal that means the time is gone (someone else booked it) ends the
   * offer, which then goes to the next in line; the client reads the booking's own message.
   */
  async take(
    actor: AuthUser,
    id: string,
    body: TakeWaitlistOfferBody,
  ): Promise<{ entryId: string; appointmentId: string }> {
    const offer = await this.view(actor, id);
    let booked: { id: string };
    try {
      booked = await this.deps.book(actor, {
        serviceIds: (await this.entryServiceIds(id, actor.userId)) ?? [],
        barberIds: [offer.barberId],
        scheduledDate: offer.date,
        scheduledTime: offer.time,
        paymentMethod: body.paymentMethod,
        totalPrice: body.totalPrice,
        promotionCode: null,
        notes: null,
      });
    } catch (error) {
      if (error instanceof AppError && timeGoneCodes.has(error.code)) {
        const ended = await this.repository.endOffers('decline', { id, clientId: actor.userId });
        for (const row of ended) await this.afterTimeFreed(row.barbershopId);
      }
      throw error;
    }
    // Lapsed between the check and the booking: the client has the time all the same, and
    // the entry leaves the line instead of waiting for another.
    if (!(await this.repository.markBooked(id, booked.id))) {
      await new WaitlistRepository(this.deps.db).cancel(id, actor.userId);
    }
    return { entryId: id, appointmentId: booked.id };
  }

  private async entryServiceIds(id: string, clientId: string): Promise<string[] | null> {
    const entry = await new WaitlistRepository(this.deps.db).findOwn(id, clientId);
    return entry?.serviceIds ?? null;
  }

  /** 'Não quero': back in line, never offered that time again; the next in line gets it. */
  async decline(actor: AuthUser, id: string): Promise<{ entryId: string; status: 'WAITING' }> {
    const ended = await this.repository.endOffers('decline', { id, clientId: actor.userId });
    const [row] = ended;
    if (!row) {
      if (!(await this.repository.findOffer(id, { clientId: actor.userId }))) {
        throw AppError.notFound();
      }
      throw offerEnded();
    }
    await this.afterTimeFreed(row.barbershopId);
    return { entryId: id, status: 'WAITING' };
  }

  /**
   * 'Oferecer horário': the desk offers a WAITING entry a free time of a barber who does its
   * services, on its day; refused when the time is not free or another offer holds it.
   */
  async offerByHand(
    actor: AuthUser,
    id: string,
    body: DeskWaitlistOfferBody,
  ): Promise<{ entryId: string; status: 'OFFERED'; expiresAt: Date }> {
    const barbershopId = requireManagedShop(actor);
    const entry = await this.repository.findOffer(id, { barbershopId });
    if (!entry) throw AppError.notFound();
    if (entry.status !== 'WAITING') throw offerEnded(waitlistMessages.notWaiting);
    const eligible = await this.repository.barbersForServices(barbershopId, entry.serviceIds);
    const barber = eligible.find((candidate) => candidate.id === body.barberId);
    if (!barber) {
      throw new AppError(409, 'SERVICE_NOT_OFFERED', waitlistMessages.barberCannot, 'barberId');
    }
    const startsAt = shopLocalToUtc(entry.day, body.time, entry.timeZone);
    const now = this.deps.now();
    if (startsAt <= now) throw validationError(waitlistMessages.timePassed, 'time');
    const free = await this.deps.freeTimes(barber.id, entry.day, entry.durationMinutes);
    if (!free.includes(body.time)) throw slotTaken();
    const hold = entry.settings.waitlistOfferMinutes;
    try {
      return await this.deps.db.transaction(async (tx) => {
        const repository = new WaitlistOffersRepository(tx);
        const live = await repository.lockLiveDay(barbershopId, entry.day);
        const start = startsAt.getTime();
        const span = { barberId: barber.id, start, end: start + entry.durationMinutes * 60_000 };
        if (
          overlaps(
            live.flatMap((row) => heldOf(row) ?? []),
            span,
          )
        )
          throw slotTaken();
        const expiresAt = offerExpiresAt(now, hold);
        const row = await repository.offer(id, { barberId: barber.id, startsAt, expiresAt });
        if (!row) throw offerEnded(waitlistMessages.notWaiting);
        await announceOffer(tx, row, barber.name, body.time, hold, this.deps.whatsappOffer);
        return { entryId: id, status: 'OFFERED' as const, expiresAt };
      });
    } catch (error) {
      if (getPgErrorCode(error) === pgErrorCodes.uniqueViolation) throw slotTaken();
      throw error;
    }
  }
}
