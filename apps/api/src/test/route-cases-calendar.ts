import { randomUUID } from 'node:crypto';
import { waitlistEntries } from '../db/schema/waitlist-entries.js';
import type { RouteName } from '../route-table.js';
import { db, world } from './route-case-world.js';
import type { RouteCase } from './route-case-world.js';
import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import { fromCents } from '@navalha/core/domain/money';
import {
  createUser,
  DEMO_BARBERSHOP_ID,
  demoServices,
  futureDate,
  spInstant,
} from './scheduling-fixtures.js';
import type { Actor } from './scheduling-fixtures.js';

let days = 0;
/**
 * The client taking an offer in the matrix's current case, of the world that made it: the
 * support modules outlive a test file when the suite runs without isolation (decision 047).
 */
const takers = new WeakMap<typeof world, Actor>();
/** A day of its own for each entry: a client has one live entry per day. */
const nextDay = () => futureDate(1, 30 + 7 * (days += 1));

/**
 * A waiting entry of the demo client ('own') or of another client ('other'); `offered`: with
 * the demo barber's 11:00 of its day held for it for an hour.
 */
async function waitingEntry(
  target: 'own' | 'other',
  offered = false,
  options: { clientId?: string; otherShop?: boolean } = {},
): Promise<string> {
  const clientId =
    options.clientId ??
    (target === 'own' ? world.actors.CLIENT.id : (await createUser(db, 'CLIENT', null)).id);
  const id = randomUUID();
  const day = nextDay();
  await db.insert(waitlistEntries).values({
    id,
    barbershopId: options.otherShop ? world.shopB.id : DEMO_BARBERSHOP_ID,
    clientId,
    barberId: null,
    day,
    fromMinute: 540,
    toMinute: 720,
    serviceIds: [options.otherShop ? world.shopB.serviceId : demoServices[0].id],
    durationMinutes: demoServices[0].durationMinutes,
    ...(offered
      ? {
          status: 'OFFERED' as const,
          offerBarberId: world.actors.BARBER.id,
          offerStartsAt: spInstant(day, '11:00'),
          offerExpiresAt: new Date(Date.now() + 3_600_000),
        }
      : {}),
  });
  return id;
}

/** The permission matrix's cases for the calendar addresses and the waitlist (route-table.test.ts). */
export const calendarRouteCases = {
  getBarberCalendarFeed: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/barber-area/calendar-feed' }),
  },
  regenerateBarberCalendarFeed: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/barber-area/calendar-feed' }),
  },
  getShopCalendarFeed: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/admin/calendar-feed' }),
  },
  regenerateShopCalendarFeed: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/admin/calendar-feed' }),
  },
  joinWaitlist: {
    owned: false,
    success: 201,
    build: async () => ({
      url: '/api/waitlist',
      payload: {
        date: nextDay(),
        fromTime: '09:00',
        toTime: '12:00',
        serviceIds: [demoServices[0].id],
      },
    }),
  },
  listMyWaitlist: { owned: false, success: 200, build: async () => ({ url: '/api/waitlist' }) },
  cancelWaitlistEntry: {
    owned: true,
    success: 200,
    build: async (_role, target) => ({ url: `/api/waitlist/${await waitingEntry(target)}` }),
  },
  listShopWaitlist: {
    owned: false,
    success: 200,
    build: async () => ({ url: `/api/admin/waitlist?date=${nextDay()}` }),
  },
  getWaitlistOffer: {
    owned: true,
    success: 200,
    build: async (_role, target) => ({
      url: `/api/waitlist/${await waitingEntry(target, true)}/offer`,
    }),
  },
  takeWaitlistOffer: {
    owned: true,
    success: 201,
    // A client of their own: the demo client's many unpaid bookings would refuse another.
    actor: async () => {
      const taker = await createUser(db, 'CLIENT', null);
      takers.set(world, taker);
      return taker;
    },
    build: async (_role, target) => ({
      url: `/api/waitlist/${await waitingEntry(target, true, target === 'own' ? { clientId: takers.get(world)?.id } : {})}/offer/take`,
      payload: {
        paymentMethod: 'CASH',
        totalPrice: fromCents(
          computeOrderTotals({ items: [demoServices[0]], method: 'CASH' }).total,
        ),
      },
    }),
  },
  declineWaitlistOffer: {
    owned: true,
    success: 200,
    build: async (_role, target) => ({
      url: `/api/waitlist/${await waitingEntry(target, true)}/offer/decline`,
    }),
  },
  offerWaitlistSlot: {
    owned: true,
    success: 201,
    // Someone else's: an entry of another shop's line.
    build: async (_role, target) => ({
      url: `/api/admin/waitlist/${await waitingEntry('other', false, { otherShop: target === 'other' })}/offer`,
      payload: { barberId: world.actors.BARBER.id, time: '11:00' },
    }),
  },
} satisfies Partial<Record<RouteName, RouteCase>>;
