import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments.js';
import { promoCodes } from '../../db/schema/promo-codes.js';
import { DEMO_BARBERSHOP_ID } from '../../test/scheduling-fixtures.js';
import { returnPromoCodeUses } from './booking-lifecycle.js';
import {
  barba,
  book,
  bookingBody,
  call,
  client,
  corte,
  countAppointments,
  db,
  freshMonday,
  marina,
  setupAppointmentsApp,
  timesUsed,
  totalFor,
} from './appointments.routes.test-helpers.js';

/** A promo code's uses as the bookings that used it end, and its per-client limit. */

setupAppointmentsApp();

describe('promo code uses of bookings that end', () => {
  function promoBody(code: string) {
    return bookingBody(freshMonday(), '10:00', {
      promotionCode: code,
      totalPrice: totalFor([corte, barba], 'PIX', 20),
    });
  }

  it('two cancelled bookings no longer use up a two-use code', async () => {
    await db.insert(promoCodes).values({
      barbershopId: DEMO_BARBERSHOP_ID,
      code: 'DUPLO',
      discountPercent: 20,
      maxUses: 2,
    });
    for (let i = 0; i < 2; i += 1) {
      const booked = await book(promoBody('DUPLO'));
      expect(booked.statusCode, booked.body).toBe(201);
      const cancelled = await call('DELETE', `/api/appointments/${booked.json().id}`, client);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    }
    expect(await timesUsed('DUPLO')).toBe(0);

    const third = await book(promoBody('DUPLO'));
    expect(third.statusCode, third.body).toBe(201);
    expect(await timesUsed('DUPLO')).toBe(1);
  });

  it('an expired booking gives its use back once, and the counter never goes below 0', async () => {
    const [code] = await db
      .insert(promoCodes)
      .values({ barbershopId: DEMO_BARBERSHOP_ID, code: 'EXPIRA', discountPercent: 20, maxUses: 5 })
      .returning();
    const booked = await book(promoBody('EXPIRA'));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await timesUsed('EXPIRA')).toBe(1);
    await db
      .update(appointments)
      .set({ status: 'EXPIRED' })
      .where(eq(appointments.id, booked.json().id));

    // Two sweeps at once (two instances): the use comes back once.
    const returned = await Promise.all([
      returnPromoCodeUses(db, new Date()),
      returnPromoCodeUses(db, new Date()),
    ]);
    expect(returned.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    expect(await timesUsed('EXPIRA')).toBe(0);

    // A counter already at 0 (edited by hand) stays at 0.
    const again = await book(promoBody('EXPIRA'));
    await db
      .update(appointments)
      .set({ status: 'EXPIRED' })
      .where(eq(appointments.id, again.json().id));
    await db
      .update(promoCodes)
      .set({ timesUsed: 0 })
      .where(eq(promoCodes.id, code?.id ?? ''));
    await returnPromoCodeUses(db, new Date());
    expect(await timesUsed('EXPIRA')).toBe(0);
  });

  it("refuses a client's use beyond the code's per-client limit with a clear message", async () => {
    await db.insert(promoCodes).values({
      barbershopId: DEMO_BARBERSHOP_ID,
      code: 'UMAVEZ',
      discountPercent: 20,
      maxUsesPerClient: 1,
    });
    const first = await book(promoBody('UMAVEZ'));
    expect(first.statusCode, first.body).toBe(201);
    const before = await countAppointments();

    const second = await book(promoBody('UMAVEZ'));
    expect(second.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'INVALID_PROMO_CODE',
      message: 'Você já usou este código promocional o máximo de vezes permitido.',
      field: 'promotionCode',
    });
    expect(await countAppointments()).toBe(before);
    expect(await timesUsed('UMAVEZ')).toBe(1);

    // Another client may use it; and the first may again once their booking is cancelled.
    expect((await book(promoBody('UMAVEZ'), marina)).statusCode).toBe(201);
    await call('DELETE', `/api/appointments/${first.json().id}`, client);
    expect((await book(promoBody('UMAVEZ'))).statusCode).toBe(201);
  });
});
