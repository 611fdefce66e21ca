import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema/appointments.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { promoCodes } from '../../db/schema/promo-codes.js';
import { users } from '../../db/schema/users.js';
import { insertPromoCode } from '../../test/admin-fixtures.js';
import { buildConcurrentEditApp } from '../../test/concurrent-edit.js';
import type { ConcurrentEditApp } from '../../test/concurrent-edit.js';
import { countQueries } from '../../test/query-counter.js';
import {
  createBarber,
  createService,
  createShop,
  createUser,
  demoActor,
  insertAppointment,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
/** A shop of its own, so that the lists hold exactly what these tests put in them. */
let shop: string;
let admin: Actor;
let owner: Actor;
let barberA: Actor;
let barberB: Actor;
let ana: Actor;
let bruno: Actor;
let ids: Record<string, string>;
let corte: string;
let concurrent: ConcurrentEditApp;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  concurrent = await buildConcurrentEditApp(testApp.database);
  shop = await createShop(db, 'Barbearia da Lista');
  admin = await createUser(db, 'ADMIN', shop, 'Gerente Lista');
  owner = await createUser(db, 'OWNER', shop, 'Dona Lista');
  corte = await createService(db, shop, { name: 'Corte' });
  const barba = await createService(db, shop, { name: 'Barba' });
  barberA = await createBarber(db, shop, [corte, barba], 'Alberto');
  barberB = await createBarber(db, shop, [corte], 'Bernardo');
  ana = await createUser(db, 'CLIENT', null, 'Ana Souza');
  bruno = await createUser(db, 'CLIENT', null, 'Bruno; "Diretor"');
  const at = (date: string, time: string) => spInstant(date, time);
  ids = {
    first: await insertAppointment(db, {
      clientId: ana.id,
      barberId: barberA.id,
      barbershopId: shop,
      startsAt: at('2030-03-04', '10:00'),
      status: 'COMPLETED',
      paymentStatus: 'COMPLETED',
      serviceId: corte,
      totalCents: 4550,
    }),
    second: await insertAppointment(db, {
      clientId: bruno.id,
      barberId: barberB.id,
      barbershopId: shop,
      startsAt: at('2030-03-05', '14:30'),
      status: 'CANCELLED',
      serviceId: barba,
      totalCents: 3000,
    }),
    third: await insertAppointment(db, {
      clientId: ana.id,
      barberId: barberB.id,
      barbershopId: shop,
      startsAt: at('2030-03-20', '09:00'),
      status: 'CONFIRMED',
      serviceId: corte,
      totalCents: 5000,
    }),
  };
});

afterAll(async () => {
  await concurrent.close();
  await testApp.close();
});

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  actor: Actor,
  payload?: object,
) {
  return app.inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });
}

async function lastAudit(action: string) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return row;
}

describe('GET /api/admin/appointments', () => {
  it("lists the shop's bookings newest first, on the shop's clock", async () => {
    const response = await call('GET', '/api/admin/appointments', admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, limit: 20, total: 3 });
    expect(body.data.map((row: { id: string }) => row.id)).toEqual([
      ids.third,
      ids.second,
      ids.first,
    ]);
    expect(body.data[2]).toMatchObject({
      date: '2030-03-04',
      time: '10:00',
      durationMinutes: 40,
      client: { id: ana.id, name: 'Ana Souza' },
      barber: { id: barberA.id, name: 'Alberto' },
      services: ['Corte de cabelo'],
      total: 45.5,
      status: 'COMPLETED',
      paymentStatus: 'COMPLETED',
    });
  });

  it('filters by dates, barber, status and payment status, and pages', async () => {
    const list = async (query: string) =>
      (await call('GET', `/api/admin/appointments?${query}`, admin))
        .json()
        .data.map((row: { id: string }) => row.id);
    expect(await list('from=2030-03-05&to=2030-03-05')).toEqual([ids.second]);
    expect(await list(`barberId=${barberB.id}`)).toEqual([ids.third, ids.second]);
    expect(await list('status=CANCELLED')).toEqual([ids.second]);
    expect(await list('paymentStatus=COMPLETED')).toEqual([ids.first]);
    const page = (await call('GET', '/api/admin/appointments?limit=2&page=2', admin)).json();
    expect(page).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(page.data.map((row: { id: string }) => row.id)).toEqual([ids.first]);
  });

  it("never shows another shop's bookings, whatever the filter", async () => {
    const demoAdmin = await demoActor(db, 'admin@navalha.dev');
    const response = await call('GET', `/api/admin/appointments?barberId=${barberA.id}`, demoAdmin);
    expect(response.json()).toMatchObject({ total: 0, data: [] });
  });

  it('reads a page in a fixed number of statements', async () => {
    const queries = await countQueries(db, () => call('GET', '/api/admin/appointments', admin));
    expect(queries).toBeLessThanOrEqual(3);
  });
});

describe('GET /api/admin/appointments/export', () => {
  it('downloads a CSV for Excel-BR: BOM, ; separator, pt-BR headers and values', async () => {
    const response = await call(
      'GET',
      '/api/admin/appointments/export?from=2030-03-01&to=2030-03-31',
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="agendamentos-2030-03-01-a-2030-03-31.csv"',
    );
    const text = response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Data;Horário;Duração (min);Cliente;E-mail;Telefone;Barbeiro;Serviços;Status;Pagamento;' +
        'Forma de pagamento;Subtotal (R$);Desconto (R$);Taxa (R$);Total (R$);Motivo do cancelamento',
    );
    // Oldest first; the client's name with ; and quotes is quoted.
    expect(lines[1]).toMatch(
      /^04\/03\/2030;10:00;40;Ana Souza;.*;Alberto;Corte de cabelo;Concluído;Concluído;PIX;45,50;0,00;0,00;45,50;$/,
    );
    expect(lines[2]).toContain(';"Bruno; ""Diretor""";');
    expect(lines[2]).toContain(';Cancelado;');
    expect(lines).toHaveLength(5); // header, 3 rows, and the final CRLF's empty tail
  });
});

describe('GET /api/admin/services', () => {
  it("lists the shop's whole menu, inactive services last, with who offers each", async () => {
    const retired = await createService(db, shop, { name: 'Bigode' });
    expect((await call('DELETE', `/api/services/${retired}`, admin)).statusCode).toBe(204);

    const response = await call('GET', '/api/admin/services', admin);
    expect(response.statusCode, response.body).toBe(200);
    const menu = response.json() as {
      id: string;
      name: string;
      isActive: boolean;
      barberIds: string[];
    }[];
    expect(menu.map(({ name, isActive }) => ({ name, isActive }))).toEqual([
      { name: 'Barba', isActive: true },
      { name: 'Corte', isActive: true },
      { name: 'Bigode', isActive: false },
    ]);
    expect(menu.find((service) => service.id === corte)?.barberIds).toEqual(
      [barberA.id, barberB.id].sort(),
    );
    // Clients never see the inactive one.
    const clients = await call('GET', `/api/services/barber-shop/${shop}`, ana);
    expect(clients.json().map((service: { id: string }) => service.id)).not.toContain(retired);
  });
});

describe('promo codes', () => {
  it('creates a code in capitals with shop-local validity, and the booking honours it', async () => {
    const created = await call('POST', '/api/admin/promo-codes', admin, {
      code: ' verao-25 ',
      discountPercent: 25,
      validFrom: '2030-01-01',
      validUntil: '2030-01-31',
      maxUses: 10,
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      code: 'VERAO-25',
      discountPercent: 25,
      validFrom: '2030-01-01',
      validUntil: '2030-01-31',
      maxUses: 10,
      timesUsed: 0,
      isActive: true,
    });
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, body.id));
    // The last day counts to its end on the shop's clock: midnight after it, in São Paulo.
    expect(row?.validUntil).toEqual(spInstant('2030-02-01', '00:00'));
    expect(await lastAudit('promo_code.create')).toMatchObject({ entityId: body.id });

    // A client books with it at 23:00 on its last day (already February in UTC), on an app
    // whose clock is set then.
    let clock = spInstant('2030-01-31', '23:00');
    const january = await buildTestApp(testApp.database, {}, () => clock);
    try {
      const book = (time: string, totalPrice: number) =>
        january.inject({
          method: 'POST',
          url: '/api/appointments',
          headers: ana.headers,
          payload: {
            serviceIds: [corte],
            barberIds: [barberA.id],
            scheduledDate: '2030-02-05',
            scheduledTime: time,
            paymentMethod: 'CASH',
            promotionCode: 'verao-25',
            totalPrice,
          },
        });
      // R$ 50,00 less 25%, paid in cash (no fee).
      const booked = await book('10:00', 37.5);
      expect(booked.statusCode, booked.body).toBe(201);
      expect(booked.json()).toMatchObject({
        promotionCode: 'VERAO-25',
        discountAmount: 12.5,
        final_amount: 37.5,
      });
      const [appointment] = await db
        .select()
        .from(appointments)
        .where(eq(appointments.id, booked.json().id));
      expect(appointment).toMatchObject({
        promoCodeId: body.id,
        subtotalCents: 5000,
        discountCents: 1250,
        totalCents: 3750,
      });
      const [used] = await db.select().from(promoCodes).where(eq(promoCodes.id, body.id));
      expect(used?.timesUsed).toBe(1);

      // From midnight after its last day, the code no longer applies.
      clock = spInstant('2030-02-01', '00:00');
      const late = await book('11:00', 37.5);
      expect(late.statusCode, late.body).toBe(400);
      expect(late.json()).toMatchObject({ code: 'INVALID_PROMO_CODE', field: 'promotionCode' });
    } finally {
      await january.close();
    }
  });

  it('refuses a spelling of an existing code with 409', async () => {
    await call('POST', '/api/admin/promo-codes', admin, { code: 'INVERNO', discountPercent: 5 });
    const again = await call('POST', '/api/admin/promo-codes', admin, {
      code: 'inverno',
      discountPercent: 10,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_EXISTS',
      field: 'code',
      message: 'Já existe um código com este nome',
    });
  });

  it('updates and deletes a code, never below its uses, recording each change', async () => {
    const id = await insertPromoCode(db, shop);
    await db.update(promoCodes).set({ timesUsed: 3 }).where(eq(promoCodes.id, id));
    const tooLow = await call('PATCH', `/api/admin/promo-codes/${id}`, admin, { maxUses: 2 });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json()).toMatchObject({ field: 'maxUses' });
    const updated = await call('PATCH', `/api/admin/promo-codes/${id}`, admin, {
      isActive: false,
      maxUses: 3,
    });
    expect(updated.json()).toMatchObject({ isActive: false, maxUses: 3, timesUsed: 3 });
    expect(await lastAudit('promo_code.update')).toMatchObject({
      before: expect.objectContaining({ isActive: true, maxUses: null }),
      after: expect.objectContaining({ isActive: false, maxUses: 3 }),
    });
    expect((await call('DELETE', `/api/admin/promo-codes/${id}`, admin)).statusCode).toBe(204);
    expect(await db.select().from(promoCodes).where(eq(promoCodes.id, id))).toEqual([]);
  });
});

describe('a promo code edit meeting a booking or another save of the code', () => {
  const lockCode = (id: string) => (tx: Db) =>
    tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.id, id)).for('update');

  function codeLog(id: string, action: string) {
    return db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));
  }

  it('checks the use limit against the uses counted meanwhile, changing nothing', async () => {
    const id = await insertPromoCode(db, shop);
    await db.update(promoCodes).set({ timesUsed: 1 }).where(eq(promoCodes.id, id));

    // Two bookings use the code while the admin caps it at 2 uses.
    const response = await concurrent.editDuring(
      {
        lock: lockCode(id),
        write: (tx) => tx.update(promoCodes).set({ timesUsed: 3 }).where(eq(promoCodes.id, id)),
      },
      (racing) =>
        racing.inject({
          method: 'PATCH',
          url: `/api/admin/promo-codes/${id}`,
          headers: admin.headers,
          payload: { maxUses: 2 },
        }),
    );

    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'maxUses',
      message: 'O limite de usos não pode ser menor que os usos já feitos',
    });
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
    expect(row).toMatchObject({ maxUses: null, timesUsed: 3 });
    expect(await codeLog(id, 'promo_code.update')).toEqual([]);
  });

  it('logs as "before" of an edit and a deletion the code as the other save left it', async () => {
    const id = await insertPromoCode(db, shop);
    const raiseDiscount = (tx: Db) =>
      tx.update(promoCodes).set({ discountPercent: 30 }).where(eq(promoCodes.id, id));

    const updated = await concurrent.editDuring(
      { lock: lockCode(id), write: raiseDiscount },
      (racing) =>
        racing.inject({
          method: 'PATCH',
          url: `/api/admin/promo-codes/${id}`,
          headers: admin.headers,
          payload: { isActive: false },
        }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const [edit] = await codeLog(id, 'promo_code.update');
    expect(edit?.before).toMatchObject({ discountPercent: 30, isActive: true });
    expect(edit?.after).toMatchObject({ discountPercent: 30, isActive: false });

    const removed = await concurrent.editDuring(
      {
        lock: lockCode(id),
        write: (tx) => tx.update(promoCodes).set({ maxUses: 50 }).where(eq(promoCodes.id, id)),
      },
      (racing) =>
        racing.inject({
          method: 'DELETE',
          url: `/api/admin/promo-codes/${id}`,
          headers: admin.headers,
        }),
    );
    expect(removed.statusCode, removed.body).toBe(204);
    const [deletion] = await codeLog(id, 'promo_code.delete');
    expect(deletion?.before).toMatchObject({ discountPercent: 30, isActive: false, maxUses: 50 });
  });
});

describe('shop settings', () => {
  it('lets an admin change the shop data and booking grid, and availability follows', async () => {
    const before = (await call('GET', '/api/admin/settings', admin)).json();
    expect(before).toMatchObject({ slotStepMinutes: 30, canEditFinancial: false });
    const response = await call('PATCH', '/api/admin/settings', admin, {
      name: '  Barbearia da Lista Nova ',
      phone: '(11) 3456-7890',
      slotStepMinutes: 20,
      minNoticeMinutes: 60,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Barbearia da Lista Nova',
      phone: '(11) 3456-7890',
      slotStepMinutes: 20,
      minNoticeMinutes: 60,
    });
    const times = await call(
      'GET',
      `/api/working-hours/barber/${barberA.id}/available-times?date=2030-04-01&serviceDuration=20`,
      ana,
    );
    const labels = (times.json().times as { time: string }[]).map((slot) => slot.time);
    expect(labels.slice(0, 3)).toEqual(['09:00', '09:20', '09:40']);
    expect(await lastAudit('settings.update')).toMatchObject({
      before: expect.objectContaining({ slotStepMinutes: 30 }),
      after: expect.objectContaining({ slotStepMinutes: 20, name: 'Barbearia da Lista Nova' }),
    });
  });

  it('keeps the money rules for the owner, who sets fees, cancellation and PIX', async () => {
    const forbidden = await call('PATCH', '/api/admin/settings/financial', admin, {
      cancellationFeePercent: 10,
    });
    expect(forbidden.statusCode).toBe(403);
    const response = await call('PATCH', '/api/admin/settings/financial', owner, {
      cancellationWindowHours: 12,
      cancellationFeePercent: 30,
      paymentFees: { creditCard: 4.99, pix: 0 },
      pixKey: '529.982.247-25',
      pixMerchantName: 'LISTA BARBEARIA',
      pixMerchantCity: 'CAMPINAS',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      cancellationWindowHours: 12,
      cancellationFeePercent: 30,
      paymentFees: { pix: 0, creditCard: 4.99, debitCard: 3, wallet: 0, cash: 0 },
      pixKey: '52998224725',
      canEditFinancial: true,
    });
    const [row] = await db.select().from(barbershops).where(eq(barbershops.id, shop));
    expect(row?.settings.paymentFeeBasisPoints).toMatchObject({ credit_card: 499, pix: 0 });
    // The payment screen's fee table reads the stored fees.
    const methods = await call('GET', `/api/payments/methods?barberShopId=${shop}`, ana);
    expect(methods.statusCode, methods.body).toBe(200);
    expect(JSON.stringify(methods.json())).toContain('4.99');
    // And the client reads the new cancellation rules there, before booking (issue 18 §2).
    expect(methods.json().rules).toEqual({
      timeZone: expect.any(String),
      cancellationWindowHours: 12,
      cancellationFeePercent: 30,
      noShowFeePercent: 0,
      // The deposit rule is off in the demo shop (decision 029): nobody's past is read.
      deposit: expect.objectContaining({ mode: 'OFF' }),
      clientHistory: null,
    });
    expect(await lastAudit('settings.financial_update')).toMatchObject({
      actorRole: 'OWNER',
      before: expect.objectContaining({ cancellationFeePercent: 50 }),
      after: expect.objectContaining({ cancellationFeePercent: 30, pixKey: '52998224725' }),
    });
  });

  it('refuses a bad PIX key or fee and changes nothing', async () => {
    const [before] = await db.select().from(barbershops).where(eq(barbershops.id, shop));
    for (const payload of [
      { pixKey: '111.111.111-11' },
      { paymentFees: { pix: 1.234 } },
      { paymentFees: { debitCard: 101 } },
      { pixMerchantName: 'x'.repeat(26) },
      {},
    ]) {
      const response = await call('PATCH', '/api/admin/settings/financial', owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const [after] = await db.select().from(barbershops).where(eq(barbershops.id, shop));
    expect(after).toEqual(before);
  });
});

describe('the audit log', () => {
  it('shows the owner who changed what, newest first, by kind', async () => {
    const response = await call('GET', '/api/admin/audit-log?entity=settings', owner);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.data[0]).toMatchObject({
      action: 'settings.financial_update',
      entity: 'settings',
      actor: { id: owner.id, name: 'Dona Lista', role: 'OWNER' },
    });
    expect(body.data.every((entry: { entity: string }) => entry.entity === 'settings')).toBe(true);
    // Only this shop's changes.
    const demoOwner = await demoActor(db, 'dono@navalha.dev');
    const demo = (await call('GET', '/api/admin/audit-log', demoOwner)).json();
    expect(JSON.stringify(demo)).not.toContain('Dona Lista');
    const bad = await call('GET', '/api/admin/audit-log?entity=payments', owner);
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the row when the actor leaves: the name goes, the role stays', async () => {
    await db.update(users).set({ isActive: false }).where(eq(users.id, admin.id));
    const response = await call('GET', '/api/admin/audit-log?entity=promo_code', owner);
    expect(response.json().data[0].actor).toMatchObject({ role: 'ADMIN' });
  });
});
