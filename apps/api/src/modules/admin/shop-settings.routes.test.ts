import { parseBrCode } from '@navalha/core/domain/payments/pix-br-code';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { waitForLockWaiters } from '../../test/concurrent-edit.js';
import { appointments } from '../../db/schema/appointments.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { insertBooking } from '../../test/payment-fixtures.js';
import {
  createBarber,
  createService,
  createShop,
  createUser,
  futureDate,
  insertAppointment,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp } from '../../test/test-app.js';
import { createTestDatabase } from '../../test/test-database.js';
import type { TestDatabase } from '../../test/test-database.js';

/**
 * The shop's settings as the admin and the owner save them: two saves at once both count, and
 * what is saved changes what clients meet (cancellation terms, the PIX code, the times offered).
 */

let testDatabase: TestDatabase;
let app: FastifyInstance;
let db: Db;
/** The app's clock: real time unless a test fixes it. */
let clock: Date | null = null;
let shop: string;
let admin: Actor;
let owner: Actor;
let barber: Actor;
let client: Actor;
let serviceId: string;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
  app = await buildTestApp(testDatabase.database, {}, () => clock ?? new Date());
  shop = await createShop(db, 'Barbearia dos Ajustes');
  admin = await createUser(db, 'ADMIN', shop, 'Gerente Ajustes');
  owner = await createUser(db, 'OWNER', shop, 'Dono Ajustes');
  serviceId = await createService(db, shop, { name: 'Corte', priceCents: 5000 });
  barber = await createBarber(db, shop, [serviceId], 'Barbeiro Ajustes');
  client = await createUser(db, 'CLIENT', null, 'Cliente Ajustes');
  // A first request compiles routes and schemas; warm, a save reaches the database at once.
  for (const actor of [admin, owner]) {
    expect((await call('GET', '/api/admin/settings', actor)).statusCode).toBe(200);
  }
});

afterAll(async () => {
  await app.close();
  await testDatabase.dispose();
});

beforeEach(() => {
  clock = null;
});

function call(
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  actor: Actor,
  payload?: object,
) {
  return app.inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });
}

const saveGeneral = (actor: Actor, payload: object) =>
  call('PATCH', '/api/admin/settings', actor, payload);
const saveFinancial = (payload: object) =>
  call('PATCH', '/api/admin/settings/financial', owner, payload);

async function shopRow() {
  const [row] = await db.select().from(barbershops).where(eq(barbershops.id, shop));
  if (!row) throw new Error('no shop');
  return row;
}

/** The shop's settings log, oldest first. */
function settingsLog() {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.barbershopId, shop), eq(auditLog.entity, 'settings')))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}

/**
 * Starts `saves` while the test holds the shop's row lock and lets go once all of them wait at
 * the database, so they meet the row at the same moment, as two people pressing "Salvar"
 * together. PostgreSQL shows the waiting sessions; PGlite runs one statement at a time, so
 * there the saves simply queue behind the test's transaction while it sleeps.
 */
async function saveTogether(
  saves: (() => Promise<LightMyRequestResponse>)[],
): Promise<LightMyRequestResponse[]> {
  let started: Promise<LightMyRequestResponse[]> = Promise.resolve([]);
  await db.transaction(async (tx) => {
    await tx
      .select({ id: barbershops.id })
      .from(barbershops)
      .where(eq(barbershops.id, shop))
      .for('update');
    started = Promise.all(saves.map((save) => save()));
    if (testDatabase.database.driver === 'pglite') {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return;
    }
    await waitForLockWaiters(tx, saves.length);
  });
  return started;
}

describe('two saves at the same moment', () => {
  it("keeps the admin's booking grid and the owner's fees and PIX key, each logged truly", async () => {
    const before = await shopRow();
    const logged = (await settingsLog()).length;
    const [grid, money] = await saveTogether([
      () => saveGeneral(admin, { slotStepMinutes: 15, minNoticeMinutes: 45 }),
      () =>
        saveFinancial({
          paymentFees: { creditCard: 5 },
          cancellationFeePercent: 20,
          pixKey: 'caixa@ajustes.dev',
        }),
    ]);
    expect(grid?.statusCode, grid?.body).toBe(200);
    expect(money?.statusCode, money?.body).toBe(200);

    const { settings } = await shopRow();
    expect(settings).toMatchObject({
      slotStepMinutes: 15,
      minNoticeMinutes: 45,
      cancellationFeePercent: 20,
      pixKey: 'caixa@ajustes.dev',
      paymentFeeBasisPoints: { ...before.settings.paymentFeeBasisPoints, credit_card: 500 },
    });
    const log = (await settingsLog()).slice(logged);
    expect(log.map((entry) => entry.action).sort()).toEqual([
      'settings.financial_update',
      'settings.update',
    ]);
    const general = log.find((entry) => entry.action === 'settings.update');
    const financial = log.find((entry) => entry.action === 'settings.financial_update');
    expect(general).toMatchObject({
      actorId: admin.id,
      before: { slotStepMinutes: before.settings.slotStepMinutes, minNoticeMinutes: 0 },
      after: { slotStepMinutes: 15, minNoticeMinutes: 45 },
    });
    expect(financial).toMatchObject({
      actorId: owner.id,
      before: { cancellationFeePercent: 50, pixKey: null },
      after: { cancellationFeePercent: 20, pixKey: 'caixa@ajustes.dev' },
    });
  });

  it('chains the log of two saves of the same form: the second starts where the first ended', async () => {
    const logged = (await settingsLog()).length;
    const responses = await saveTogether([
      () => saveGeneral(admin, { name: 'Barbearia dos Ajustes Centro' }),
      () => saveGeneral(owner, { minNoticeMinutes: 90 }),
      () => saveFinancial({ cancellationWindowHours: 6 }),
      () => saveFinancial({ paymentFees: { pix: 0.5 } }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);

    const row = await shopRow();
    expect(row.name).toBe('Barbearia dos Ajustes Centro');
    expect(row.settings).toMatchObject({
      minNoticeMinutes: 90,
      cancellationWindowHours: 6,
      paymentFeeBasisPoints: { pix: 50, credit_card: 500 },
    });
    const log = (await settingsLog()).slice(logged);
    expect(log).toHaveLength(4);
    for (const action of ['settings.update', 'settings.financial_update']) {
      const [first, second] = log.filter((entry) => entry.action === action);
      // Whichever won the lock, the other one's "before" is exactly its "after".
      expect(second?.before).toEqual(first?.after);
      expect(first?.before).not.toEqual(first?.after);
      expect(second?.before).not.toEqual(second?.after);
    }
    const general = log.filter((entry) => entry.action === 'settings.update');
    expect(general.at(-1)?.after).toMatchObject({
      name: 'Barbearia dos Ajustes Centro',
      minNoticeMinutes: 90,
    });
    const financial = log.filter((entry) => entry.action === 'settings.financial_update');
    expect(financial.at(-1)?.after).toMatchObject({
      cancellationWindowHours: 6,
      paymentFeeBasisPoints: { pix: 50, credit_card: 500 },
    });
  });
});

describe('what the settings change', () => {
  /** A CONFIRMED booking of the client starting `hours` after the app's clock. */
  async function bookingIn(hours: number): Promise<string> {
    return insertAppointment(db, {
      clientId: client.id,
      barberId: barber.id,
      barbershopId: shop,
      serviceId,
      startsAt: new Date((clock ?? new Date()).getTime() + hours * 3_600_000),
      status: 'CONFIRMED',
      totalCents: 5000,
    });
  }

  it("charges a client's cancellation by the window and fee the owner set", async () => {
    await saveFinancial({ cancellationWindowHours: 24, cancellationFeePercent: 50 });
    const early = await bookingIn(30);
    const free = await call('DELETE', `/api/appointments/${early}`, client);
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json()).toMatchObject({ cancellationFee: 0, canCancelFree: true });

    const changed = await saveFinancial({
      cancellationWindowHours: 48,
      cancellationFeePercent: 30,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const late = await bookingIn(31);
    const charged = await call('DELETE', `/api/appointments/${late}`, client);
    expect(charged.statusCode, charged.body).toBe(200);
    expect(charged.json()).toMatchObject({
      status: 'CANCELLED',
      cancellationFee: 15,
      canCancelFree: false,
    });
    const [row] = await db
      .select()
      .from(appointments)
      .where(inArray(appointments.id, [late]));
    expect(row?.cancellationFeeCents).toBe(1500);
  });

  it("puts the owner's PIX key, receiver name and city in the client's BR Code", async () => {
    const saved = await saveFinancial({
      pixKey: '529.982.247-25',
      pixMerchantName: 'Barbearia Ajustes',
      pixMerchantCity: 'Ribeirão Preto',
      // The fixture prices the booking with the default PIX fee.
      paymentFees: { pix: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const booking = await insertBooking(db, {
      clientId: client.id,
      barberId: barber.id,
      barbershopId: shop,
      serviceId,
      method: 'PIX',
    });
    const pix = await call('POST', '/api/payments/pix/create', client, {
      appointmentId: booking.id,
      amount: booking.amount,
    });
    expect(pix.statusCode, pix.body).toBe(201);
    const parsed = parseBrCode(pix.json().qrCode);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.brCode).toMatchObject({
      key: '52998224725',
      merchantName: 'Barbearia Ajustes',
      // Banks read ASCII: the accent goes.
      merchantCity: 'Ribeirao Preto',
      amountCents: booking.totals.total,
    });
  });

  describe('availability', () => {
    // A Monday four weeks ahead, at 09:10 in São Paulo (12:10 UTC); the barber works 09:00–12:00
    // and 13:00–19:00 shop-local, on a 30-minute grid.
    const date = futureDate(1, 28);
    const firstFreeTime = async () => {
      const response = await call(
        'GET',
        `/api/working-hours/barber/${barber.id}/available-times?date=${date}&serviceDuration=30`,
        client,
      );
      expect(response.statusCode, response.body).toBe(200);
      const times = response.json().times as { time: string; available: boolean }[];
      return times.find((slot) => slot.available)?.time ?? null;
    };

    beforeEach(async () => {
      clock = spInstant(date, '09:10');
      const reset = await saveGeneral(admin, {
        timeZone: 'America/Sao_Paulo',
        slotStepMinutes: 30,
        minNoticeMinutes: 0,
      });
      expect(reset.statusCode, reset.body).toBe(200);
    });

    it('offers the first time after the minimum notice', async () => {
      expect(await firstFreeTime()).toBe('09:30');
      expect((await saveGeneral(admin, { minNoticeMinutes: 120 })).statusCode).toBe(200);
      // 09:10 + 2 h = 11:10: the next time on the grid is 11:30.
      expect(await firstFreeTime()).toBe('11:30');
      expect((await saveGeneral(admin, { minNoticeMinutes: 180 })).statusCode).toBe(200);
      // 12:10 falls in the lunch break: the first time is the afternoon's first, 13:00.
      expect(await firstFreeTime()).toBe('13:00');
    });

    it("reads the working hours on the shop's new clock", async () => {
      // 12:10 UTC is 09:10 in São Paulo (UTC−3) and 10:10 in Fernando de Noronha (UTC−2).
      const moved = await saveGeneral(admin, { timeZone: 'America/Noronha' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await firstFreeTime()).toBe('10:30');
      // 08:10 in Manaus (UTC−4): the day has not started, so its first time is free.
      expect((await saveGeneral(admin, { timeZone: 'America/Manaus' })).statusCode).toBe(200);
      expect(await firstFreeTime()).toBe('09:00');
    });
  });
});

describe('abuse limits among the money rules (issue 16 §3)', () => {
  it('shows the defaults to a shop saved before they existed, and lets the owner alone change them', async () => {
    const row = await shopRow();
    const {
      maxUnpaidBookingsPerClient: _limit,
      unconfirmedCashExpiresHoursBefore: _expiry,
      ...older
    } = row.settings;
    // As stored before these settings existed: the column's type says every key is there.
    await db
      .update(barbershops)
      .set({ settings: older as typeof row.settings })
      .where(eq(barbershops.id, shop));

    const shown = await call('GET', '/api/admin/settings', admin);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      maxUnpaidBookingsPerClient: 3,
      unconfirmedCashExpiresHoursBefore: 2,
    });

    const byAdmin = await call('PATCH', '/api/admin/settings/financial', admin, {
      maxUnpaidBookingsPerClient: 10,
    });
    expect(byAdmin.statusCode).toBe(403);
    const wrong = await saveFinancial({ maxUnpaidBookingsPerClient: 0 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'O limite de agendamentos sem pagamento deve ser de 1 a 50',
      field: 'maxUnpaidBookingsPerClient',
    });
    expect((await shopRow()).settings).toEqual(older);

    const saved = await saveFinancial({
      maxUnpaidBookingsPerClient: 5,
      unconfirmedCashExpiresHoursBefore: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect((await shopRow()).settings).toMatchObject({
      maxUnpaidBookingsPerClient: 5,
      unconfirmedCashExpiresHoursBefore: 0,
    });
  });
});
