import { barbershopSettingsSchema } from '@navalha/core/contracts/barbershop';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { timeOff } from '../../db/schema/time-off.js';
import { workingHours } from '../../db/schema/working-hours.js';
import { countQueries } from '../../test/query-counter.js';
import {
  createBarber,
  createService,
  createShop,
  createUser,
  DEMO_BARBERSHOP_ID,
  demoActor,
  demoServices,
  futureDate,
  insertAppointment,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let client: Actor;
let admin: Actor;
let bruno: Actor;
let rafael: Actor;
let thiago: Actor;
let lucas: Actor;
let otherShopId: string;
let otherAdmin: Actor;
let otherBarber: Actor;
let otherService: string;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  client = await demoActor(db, 'cliente@navalha.dev');
  admin = await demoActor(db, 'admin@navalha.dev');
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
  rafael = await demoActor(db, 'rafael@navalha.dev');
  thiago = await demoActor(db, 'thiago@navalha.dev');
  lucas = await demoActor(db, 'lucas@navalha.dev');
  otherShopId = await createShop(db);
  otherAdmin = await createUser(db, 'ADMIN', otherShopId);
  otherService = await createService(db, otherShopId);
  otherBarber = await createBarber(db, otherShopId, [otherService]);
});

afterAll(async () => {
  await testApp.close();
});

const [corte, barba, , , , , , , maquina] = demoServices;
const UNKNOWN_ID = '6e617661-6c68-4100-8000-00000000dead';

function request(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  actor: Actor,
  payload?: object,
) {
  return app.inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });
}

function slots(payload: object, actor: Actor = client, target = app) {
  return target.inject({
    method: 'POST',
    url: '/api/working-hours/available-slots',
    headers: actor.headers,
    payload,
  });
}

type Time = { time: string; available: boolean; availableBarbers?: number };
const availableTimes = (times: Time[]) => times.filter((t) => t.available).map((t) => t.time);

async function rowsOf(barberId: string) {
  return db
    .select({
      dayOfWeek: workingHours.dayOfWeek,
      startTime: workingHours.startTime,
      endTime: workingHours.endTime,
    })
    .from(workingHours)
    .where(eq(workingHours.barberId, barberId))
    .orderBy(workingHours.dayOfWeek, workingHours.startTime);
}

describe('POST /api/working-hours', () => {
  it("adds a period to a barber of the admin's shop; touching is fine, overlapping is not", async () => {
    const created = await request('POST', '/api/working-hours', admin, {
      barberId: bruno.id,
      dayOfWeek: 0,
      startTime: '10:00',
      endTime: '14:00',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      barberId: bruno.id,
      dayOfWeek: 0,
      startTime: '10:00',
      endTime: '14:00',
    });

    const overlapping = await request('POST', '/api/working-hours', admin, {
      barberId: bruno.id,
      dayOfWeek: 0,
      startTime: '13:00',
      endTime: '15:00',
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toMatchObject({
      code: 'WORKING_HOURS_OVERLAP',
      message: 'Este período se sobrepõe a outro horário do mesmo dia.',
    });

    const touching = await request('POST', '/api/working-hours', admin, {
      barberId: bruno.id,
      dayOfWeek: 0,
      startTime: '14:00',
      endTime: '16:00',
    });
    expect(touching.statusCode).toBe(201);
    const sunday = (await rowsOf(bruno.id)).filter((row) => row.dayOfWeek === 0);
    expect(sunday).toEqual([
      { dayOfWeek: 0, startTime: '10:00:00', endTime: '14:00:00' },
      { dayOfWeek: 0, startTime: '14:00:00', endTime: '16:00:00' },
    ]);
  });

  it('refuses bad times and days with the field, and writes nothing', async () => {
    const before = await rowsOf(rafael.id);
    for (const [payload, field, message] of [
      [{ startTime: '25:61' }, 'startTime', 'Horário inválido. Use o formato HH:MM (00:00–23:59).'],
      [{ endTime: '9:00' }, 'endTime', 'Horário inválido. Use o formato HH:MM (00:00–23:59).'],
      [
        { startTime: '12:00', endTime: '12:00' },
        'endTime',
        'O horário de início deve ser anterior ao de término',
      ],
      [{ dayOfWeek: 7 }, 'dayOfWeek', 'Dia da semana inválido (0 = domingo a 6 = sábado)'],
      [{ dayOfWeek: '1' }, 'dayOfWeek', 'Dia da semana inválido (0 = domingo a 6 = sábado)'],
      [{ barberId: 'rafael' }, 'barberId', 'Identificador inválido'],
    ] as const) {
      const valid = { barberId: rafael.id, dayOfWeek: 0, startTime: '08:00', endTime: '10:00' };
      const response = await request('POST', '/api/working-hours', admin, {
        ...valid,
        ...(payload as object),
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field, message });
    }
    expect(await rowsOf(rafael.id)).toEqual(before);
  });

  it("answers 404 for another shop's barber or someone who is not a barber", async () => {
    for (const barberId of [otherBarber.id, client.id, UNKNOWN_ID]) {
      const response = await request('POST', '/api/working-hours', admin, {
        barberId,
        dayOfWeek: 0,
        startTime: '08:00',
        endTime: '10:00',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Barbeiro não encontrado' });
    }
  });
});

describe('POST /api/working-hours/barber/{barberId}/multiple', () => {
  it("replaces a barber's whole week at once", async () => {
    const response = await request(
      'POST',
      `/api/working-hours/barber/${lucas.id}/multiple`,
      admin,
      {
        workingHours: [
          { dayOfWeek: 2, startTime: '13:00', endTime: '20:00' },
          { dayOfWeek: 2, startTime: '08:00', endTime: '12:00' },
        ],
      },
    );

    expect(response.statusCode).toBe(200);
    expect(response.json().map((row: { startTime: string }) => row.startTime)).toEqual([
      '08:00',
      '13:00',
    ]);
    expect(await rowsOf(lucas.id)).toEqual([
      { dayOfWeek: 2, startTime: '08:00:00', endTime: '12:00:00' },
      { dayOfWeek: 2, startTime: '13:00:00', endTime: '20:00:00' },
    ]);
  });

  it('refuses overlapping periods and keeps the stored week', async () => {
    const before = await rowsOf(lucas.id);
    const response = await request(
      'POST',
      `/api/working-hours/barber/${lucas.id}/multiple`,
      admin,
      {
        workingHours: [
          { dayOfWeek: 3, startTime: '09:00', endTime: '12:00' },
          { dayOfWeek: 3, startTime: '11:00', endTime: '13:00' },
        ],
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'workingHours.1',
      message: 'Os períodos de um mesmo dia não podem se sobrepor',
    });
    const tooMany = await request('POST', `/api/working-hours/barber/${lucas.id}/multiple`, admin, {
      workingHours: Array.from({ length: 43 }, () => ({
        dayOfWeek: 1,
        startTime: '09:00',
        endTime: '10:00',
      })),
    });
    expect(tooMany.json()).toMatchObject({
      statusCode: 400,
      message: 'Informe no máximo 42 períodos por semana',
    });
    expect(await rowsOf(lucas.id)).toEqual(before);
  });

  it("answers 404 for another shop's barber", async () => {
    const response = await request(
      'POST',
      `/api/working-hours/barber/${otherBarber.id}/multiple`,
      admin,
      { workingHours: [] },
    );
    expect(response.statusCode).toBe(404);
    expect(await rowsOf(otherBarber.id)).toHaveLength(12);
  });
});

describe('reading working hours', () => {
  it('shows a barber their own week and an admin the whole shop', async () => {
    const own = await request('GET', '/api/working-hours', thiago);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toHaveLength(12);
    expect(new Set(own.json().map((row: { barberId: string }) => row.barberId))).toEqual(
      new Set([thiago.id]),
    );

    const shop = await request('GET', '/api/working-hours', admin);
    const barberIds = new Set(shop.json().map((row: { barberId: string }) => row.barberId));
    expect(barberIds).toEqual(new Set([bruno.id, rafael.id, thiago.id, lucas.id]));
  });

  it("answers 404 for another barber's week, or another shop's", async () => {
    expect(
      (await request('GET', `/api/working-hours/barber/${thiago.id}`, thiago)).statusCode,
    ).toBe(200);
    expect(
      (await request('GET', `/api/working-hours/barber/${rafael.id}`, thiago)).statusCode,
    ).toBe(404);
    expect((await request('GET', `/api/working-hours/barber/${rafael.id}`, admin)).statusCode).toBe(
      200,
    );
    expect(
      (await request('GET', `/api/working-hours/barber/${otherBarber.id}`, admin)).statusCode,
    ).toBe(404);
  });
});

describe('GET, PATCH and DELETE /api/working-hours/{id}', () => {
  async function thiagosMonday() {
    const rows = (await request('GET', '/api/working-hours', thiago)).json() as {
      id: string;
      dayOfWeek: number;
      startTime: string;
    }[];
    const morning = rows.find((row) => row.dayOfWeek === 1 && row.startTime < '12:00');
    const afternoon = rows.find((row) => row.dayOfWeek === 1 && row.startTime === '13:00');
    if (!morning || !afternoon) throw new Error('Thiago has no Monday');
    return { morning, afternoon };
  }

  it('reads one period for the barber and the admin, 404 for anyone else', async () => {
    const { morning } = await thiagosMonday();
    expect((await request('GET', `/api/working-hours/${morning.id}`, thiago)).json()).toMatchObject(
      { id: morning.id, barberId: thiago.id, startTime: '09:00', endTime: '12:00' },
    );
    expect((await request('GET', `/api/working-hours/${morning.id}`, admin)).statusCode).toBe(200);
    expect((await request('GET', `/api/working-hours/${morning.id}`, rafael)).statusCode).toBe(404);
    expect((await request('GET', `/api/working-hours/${morning.id}`, otherAdmin)).statusCode).toBe(
      404,
    );
  });

  it('changes a period, refusing an overlap or an end before the start', async () => {
    const { morning } = await thiagosMonday();
    const overlapping = await request('PATCH', `/api/working-hours/${morning.id}`, admin, {
      endTime: '13:30',
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toMatchObject({ code: 'WORKING_HOURS_OVERLAP' });

    const backwards = await request('PATCH', `/api/working-hours/${morning.id}`, admin, {
      startTime: '12:30',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      field: 'endTime',
      message: 'O horário de início deve ser anterior ao de término',
    });

    const updated = await request('PATCH', `/api/working-hours/${morning.id}`, admin, {
      startTime: '08:00',
      endTime: '13:00',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ startTime: '08:00', endTime: '13:00' });
    const [row] = await db.select().from(workingHours).where(eq(workingHours.id, morning.id));
    expect(row).toMatchObject({ startTime: '08:00:00', endTime: '13:00:00' });

    const foreign = await request('PATCH', `/api/working-hours/${morning.id}`, otherAdmin, {
      startTime: '07:00',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('deletes a period', async () => {
    const { afternoon } = await thiagosMonday();
    expect(
      (await request('DELETE', `/api/working-hours/${afternoon.id}`, otherAdmin)).statusCode,
    ).toBe(404);
    const removed = await request('DELETE', `/api/working-hours/${afternoon.id}`, admin);
    expect(removed.statusCode).toBe(204);
    expect(await db.select().from(workingHours).where(eq(workingHours.id, afternoon.id))).toEqual(
      [],
    );
    expect((await request('GET', `/api/working-hours/${afternoon.id}`, admin)).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/working-hours/barber/{barberId}/available-times', () => {
  it("offers a barber's times for a duration around lunch and closing", async () => {
    const date = futureDate(2, 30);
    const response = await request(
      'GET',
      `/api/working-hours/barber/${rafael.id}/available-times?date=${date}&serviceDuration=45`,
      client,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ available: true, totalSlots: 18, availableSlots: 16 });
    expect(body.times[0]).toEqual({ time: '09:00', available: true });
    const byTime = new Map(body.times.map((slot: Time) => [slot.time, slot.available]));
    expect(byTime.get('11:00')).toBe(true);
    expect(byTime.get('11:30')).toBe(false);
    expect(byTime.has('12:00')).toBe(false);
    expect(byTime.get('18:00')).toBe(true);
    expect(byTime.get('18:30')).toBe(false);
  });

  it('refuses a bad date or duration and an unknown barber', async () => {
    const base = `/api/working-hours/barber/${rafael.id}/available-times`;
    for (const [query, field] of [
      ['date=2099-99-99', 'date'],
      ['date=2026-02-30', 'date'],
      ['', 'date'],
      [`date=${futureDate()}&serviceDuration=2`, 'serviceDuration'],
      [`date=${futureDate()}&serviceDuration=abc`, 'serviceDuration'],
    ]) {
      const response = await request('GET', `${base}?${query}`, client);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
    const unknown = await request(
      'GET',
      `/api/working-hours/barber/${UNKNOWN_ID}/available-times?date=${futureDate()}`,
      client,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/working-hours/available-slots', () => {
  const corteMaisBarba = [corte.id, barba.id];

  it('offers the times where the whole booking fits, with the barbers who can take it', async () => {
    const date = futureDate(1, 35);
    // Bruno holds 14:00–14:40; Rafael is free all day.
    await insertAppointment(db, {
      clientId: client.id,
      barberId: bruno.id,
      startsAt: spInstant(date, '14:00'),
    });

    const response = await slots({
      date,
      barberIds: [bruno.id, rafael.id],
      serviceIds: corteMaisBarba,
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    // 40 + 30 = 70 minutes: 10:30 ends 11:40; 11:00 would run into lunch; 17:30 ends 18:40.
    expect(availableTimes(body.times)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
    ]);
    const count = new Map(body.times.map((slot: Time) => [slot.time, slot.availableBarbers]));
    expect(count.get('12:30')).toBeUndefined();
    expect(count.get('13:00')).toBe(1);
    expect(count.get('14:30')).toBe(1);
    expect(count.get('15:00')).toBe(2);
    expect(count.get('11:00')).toBe(0);
    expect(body).toMatchObject({
      available: true,
      totalSlots: 18,
      availableSlots: 14,
      occupiedSlots: 4,
    });
  });

  it('leaves out barbers who do not offer every service, and time off', async () => {
    const date = futureDate(1, 42);
    await db.insert(timeOff).values({
      barbershopId: DEMO_BARBERSHOP_ID,
      barberId: bruno.id,
      startsAt: spInstant(date, '09:00'),
      endsAt: spInstant(date, '12:00'),
      reason: 'Consulta médica',
    });
    // Thiago does not cut with the clipper: only Bruno counts, and he is off in the morning.
    const response = await slots({
      date,
      barberIds: [bruno.id, thiago.id],
      serviceIds: [maquina.id],
    });
    const body = response.json();
    expect(availableTimes(body.times)[0]).toBe('13:00');
    expect(Math.max(...body.times.map((slot: Time) => slot.availableBarbers ?? 0))).toBe(1);

    const onlyThiago = await slots({ date, barberIds: [thiago.id], serviceIds: [maquina.id] });
    expect(onlyThiago.statusCode).toBe(400);
    expect(onlyThiago.json()).toMatchObject({
      code: 'SERVICE_NOT_OFFERED',
      message: 'O barbeiro escolhido não realiza todos os serviços selecionados.',
    });
  });

  it('offers nothing on a Sunday', async () => {
    const response = await slots({
      date: futureDate(0, 30),
      barberIds: [rafael.id],
      serviceIds: [corte.id],
    });
    expect(response.json()).toEqual({
      available: false,
      totalSlots: 0,
      availableSlots: 0,
      occupiedSlots: 0,
      times: [],
    });
  });

  it("hides today's past times and respects the shop's minimum notice", async () => {
    const date = futureDate(3, 30);
    const shopId = await createShop(db, 'Barbearia Antecedência');
    await db
      .update(barbershops)
      .set({ settings: barbershopSettingsSchema.parse({ minNoticeMinutes: 120 }) })
      .where(eq(barbershops.id, shopId));
    const serviceId = await createService(db, shopId);
    const barber = await createBarber(db, shopId, [serviceId]);
    const clockApp = await buildTestApp(testApp.database, {}, () => spInstant(date, '10:10'));
    try {
      const response = await slots(
        { date, barberIds: [barber.id], serviceIds: [serviceId] },
        client,
        clockApp,
      );
      const times = response.json().times as Time[];
      expect(times[0]).toEqual({ time: '10:30', available: false, availableBarbers: 0 });
      // 10:10 + 120 minutes of notice: 12:10, so 13:00 is the first bookable time.
      expect(availableTimes(times)[0]).toBe('13:00');
    } finally {
      await clockApp.close();
    }
  });

  it('refuses unknown ids, mixed shops, bad dates and lists', async () => {
    const date = futureDate();
    const cases: [object, number, string][] = [
      [{ date, barberIds: [UNKNOWN_ID], serviceIds: [corte.id] }, 404, 'Barbeiro não encontrado'],
      [{ date, barberIds: [bruno.id], serviceIds: [UNKNOWN_ID] }, 404, 'Serviço não encontrado'],
      [
        { date, barberIds: [bruno.id], serviceIds: [corte.id, otherService] },
        400,
        'Não foi possível identificar a barbearia. Por favor, tente novamente.',
      ],
      [
        { date, barberIds: [otherBarber.id], serviceIds: [corte.id] },
        400,
        'O barbeiro escolhido não realiza todos os serviços selecionados.',
      ],
      [
        { date: '2099-99-99', barberIds: [bruno.id], serviceIds: [corte.id] },
        400,
        'Data inválida. Use o formato AAAA-MM-DD.',
      ],
      [{ date, barberIds: [], serviceIds: [corte.id] }, 400, 'Selecione ao menos um barbeiro'],
      [{ date, barberIds: [bruno.id] }, 400, 'Selecione ao menos um serviço'],
      [
        { date, barberIds: Array.from({ length: 21 }, () => bruno.id), serviceIds: [corte.id] },
        400,
        'Escolha no máximo 20 itens.',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const response = await slots(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toMatchObject({ statusCode: status, message });
    }
  });

  it('costs one query when warm, two when cold, whatever the number of barbers', async () => {
    const date = futureDate();
    const team = [bruno.id, rafael.id, thiago.id, lucas.id];
    const shopId = await createShop(db, 'Barbearia Fria');
    const serviceId = await createService(db, shopId);
    const cold = await Promise.all([1, 2, 3].map(() => createBarber(db, shopId, [serviceId])));

    const coldQueries = await countQueries(db, () =>
      slots({ date, barberIds: cold.map((barber) => barber.id), serviceIds: [serviceId] }),
    );
    await slots({ date, barberIds: team, serviceIds: [corte.id] });
    const warmOne = await countQueries(db, () =>
      slots({ date, barberIds: [bruno.id], serviceIds: [corte.id] }),
    );
    const warmFour = await countQueries(db, () =>
      slots({ date, barberIds: team, serviceIds: [corte.id] }),
    );
    expect(coldQueries).toBe(2);
    expect(warmOne).toBe(1);
    expect(warmFour).toBe(1);
  });

  it('shows a working-hours edit at once', async () => {
    const date = futureDate(2, 49);
    const body = { date, barberIds: [lucas.id], serviceIds: [corte.id] };
    const before = (await slots(body)).json();
    const week = (await request('GET', `/api/working-hours/barber/${lucas.id}`, admin)).json() as {
      id: string;
    }[];
    for (const period of week) {
      await request('DELETE', `/api/working-hours/${period.id}`, admin);
    }
    const after = (await slots(body)).json();
    expect(after.totalSlots).toBe(0);
    expect(before).not.toEqual(after);
  });
});
