import { addDaysToLocalDate, localDateInZone } from '@navalha/core/domain/format/date-time';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { countQueries } from '../../test/query-counter.js';
import {
  createBarber,
  createService,
  createShop,
  DEMO_BARBERSHOP_ID,
  demoActor,
  demoServices,
  futureDate,
  insertAppointment,
  SAO_PAULO,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let client: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  client = await demoActor(db, 'cliente@navalha.dev');
});

afterAll(async () => {
  await testApp.close();
});

const [corte] = demoServices;

type Day = { date: string; status: string };

function month(payload: object, actor: Actor = client) {
  return app.inject({
    method: 'POST',
    url: '/api/working-hours/month-availability',
    headers: actor.headers,
    payload,
  });
}

function statusOf(days: Day[], date: string) {
  return days.find((day) => day.date === date)?.status;
}

describe('POST /api/working-hours/month-availability', () => {
  it('marks closed days, a fully booked day and the free ones of a month', async () => {
    // A barber of the demo week (Sunday closed) whose one Monday is taken from open to close.
    const barber = await createBarber(db, DEMO_BARBERSHOP_ID, [corte.id]);
    const monday = futureDate(1, 35);
    await insertAppointment(db, {
      clientId: client.id,
      barberId: barber.id,
      startsAt: spInstant(monday, '00:00'),
      durationMinutes: 24 * 60 - 1,
    });
    const sunday = addDaysToLocalDate(monday, -1);
    const tuesday = addDaysToLocalDate(monday, 1);

    const response = await month({
      month: monday.slice(0, 7),
      barberIds: [barber.id],
      serviceIds: [corte.id],
    });

    expect(response.statusCode, response.body).toBe(200);
    const { days } = response.json<{ days: Day[] }>();
    expect(days[0]?.date).toBe(`${monday.slice(0, 7)}-01`);
    expect(days.every((day) => day.date.startsWith(monday.slice(0, 7)))).toBe(true);
    expect(statusOf(days, monday)).toBe('FULL');
    expect(statusOf(days, tuesday)).toBe('AVAILABLE');
    if (sunday.startsWith(monday.slice(0, 7))) expect(statusOf(days, sunday)).toBe('CLOSED');
    expect(days.filter((day) => day.status === 'CLOSED').length).toBeGreaterThanOrEqual(4);
  });

  it('counts a day free when any of the barbers has time', async () => {
    const busy = await createBarber(db, DEMO_BARBERSHOP_ID, [corte.id]);
    const free = await createBarber(db, DEMO_BARBERSHOP_ID, [corte.id]);
    const monday = futureDate(1, 42);
    await insertAppointment(db, {
      clientId: client.id,
      barberId: busy.id,
      startsAt: spInstant(monday, '00:00'),
      durationMinutes: 24 * 60 - 1,
    });
    const response = await month({
      month: monday.slice(0, 7),
      barberIds: [busy.id, free.id],
      serviceIds: [corte.id],
    });
    expect(statusOf(response.json<{ days: Day[] }>().days, monday)).toBe('AVAILABLE');
  });

  it('leaves the days before today in the past', async () => {
    const today = localDateInZone(new Date(), SAO_PAULO);
    const barber = await createBarber(db, DEMO_BARBERSHOP_ID, [corte.id]);
    const response = await month({
      month: today.slice(0, 7),
      barberIds: [barber.id],
      serviceIds: [corte.id],
    });
    const { days } = response.json<{ days: Day[] }>();
    for (const day of days) {
      if (day.date < today) expect(day.status, day.date).toBe('PAST');
      else expect(day.status, day.date).not.toBe('PAST');
    }
  });

  it('reads the whole month in one query once the barbers are known', async () => {
    const team = await Promise.all(
      [1, 2, 3].map(() => createBarber(db, DEMO_BARBERSHOP_ID, [corte.id])),
    );
    const body = {
      month: futureDate(1, 35).slice(0, 7),
      barberIds: team.map((barber) => barber.id),
      serviceIds: [corte.id],
    };
    await month(body);
    expect(await countQueries(db, () => month(body))).toBe(1);
  });

  it("offers nothing with another shop's barber, as the day's times do, and refuses a bad month", async () => {
    const shopId = await createShop(db);
    const serviceId = await createService(db, shopId);
    const stranger = await createBarber(db, shopId, [serviceId]);
    const mixed = await month({
      month: futureDate().slice(0, 7),
      barberIds: [stranger.id],
      serviceIds: [corte.id],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ code: 'SERVICE_NOT_OFFERED' });
    const unknown = await month({
      month: futureDate().slice(0, 7),
      barberIds: ['6e617661-6c68-4100-8000-00000000dead'],
      serviceIds: [corte.id],
    });
    expect(unknown.statusCode).toBe(404);

    const bad = await month({
      month: '2026-13',
      barberIds: [stranger.id],
      serviceIds: [serviceId],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Informe o mês no formato AAAA-MM' });
  });
});

describe('POST /api/working-hours/barbers-next-free', () => {
  function nextFree(payload: object) {
    return app.inject({
      method: 'POST',
      url: '/api/working-hours/barbers-next-free',
      headers: client.headers,
      payload,
    });
  }

  it('says which barber is fully booked over the next two weeks, and when the others are free', async () => {
    const full = await createBarber(db, DEMO_BARBERSHOP_ID, [corte.id]);
    const open = await createBarber(db, DEMO_BARBERSHOP_ID, [corte.id]);
    const today = localDateInZone(new Date(), SAO_PAULO);
    // The whole look-ahead taken by one long booking.
    await insertAppointment(db, {
      clientId: client.id,
      barberId: full.id,
      startsAt: spInstant(today, '00:00'),
      durationMinutes: 15 * 24 * 60,
    });

    const response = await nextFree({ barberIds: [full.id, open.id], serviceIds: [corte.id] });

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      days: number;
      barbers: { barberId: string; nextFreeDate: string | null }[];
    }>();
    expect(body.days).toBe(14);
    expect(body.barbers.find((row) => row.barberId === full.id)?.nextFreeDate).toBeNull();
    const openDate = body.barbers.find((row) => row.barberId === open.id)?.nextFreeDate;
    expect(openDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((openDate ?? '') >= today).toBe(true);
  });

  it('reads the busy time of every barber in one query once they are known', async () => {
    const team = await Promise.all(
      [1, 2, 3].map(() => createBarber(db, DEMO_BARBERSHOP_ID, [corte.id])),
    );
    const body = { barberIds: team.map((barber) => barber.id), serviceIds: [corte.id] };
    await nextFree(body);
    expect(await countQueries(db, () => nextFree(body))).toBe(1);
  });
});
