import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { waitlistEntries } from '../../db/schema/waitlist-entries.js';
import { whatsappMessages } from '../../db/schema/whatsapp-messages.js';
import {
  FAKE_APP_SECRET,
  FAKE_PHONE_NUMBER_ID,
  FAKE_VERIFY_TOKEN,
  FAKE_WHATSAPP_TOKEN,
  FakeGraphApi,
} from '../../test/fake-graph-api.js';
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
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

const OFFER_TEMPLATE = 'navalha_vaga_lista_de_espera';
/** A Tuesday, 15:00 in São Paulo: inside the 08:00–21:00 window. */
const now = new Date('2027-03-02T18:00:00Z');
const messageDefaults = {
  confirmation: true,
  reminderFirst: true,
  reminderFirstHours: 24,
  reminderSecond: true,
  reminderSecondHours: 2,
  cancellation: true,
  reschedule: true,
  late: true,
  waitlistOffer: true,
};

let testApp: TestApp;
let db: Db;
let graph: FakeGraphApi;
let app: FastifyInstance;
let cloud: Partial<Config>;
let shopId: string;
let serviceId: string;
let barber: Actor;
let admin: Actor;
let weeks = 0;
let phones = 0;
let date = '';

beforeAll(async () => {
  graph = new FakeGraphApi();
  await graph.start();
  testApp = await createTestApp();
  db = testApp.database.db;
  cloud = {
    whatsapp: {
      token: FAKE_WHATSAPP_TOKEN,
      phoneNumberId: FAKE_PHONE_NUMBER_ID,
      appSecret: FAKE_APP_SECRET,
      verifyToken: FAKE_VERIFY_TOKEN,
      businessAccountId: '102290129340398',
    },
    whatsappApiUrl: graph.url,
  };
  app = await buildTestApp(testApp.database, cloud, () => now);
  shopId = await createShop(db, 'Barbearia do Zap');
  serviceId = await createService(db, shopId, { name: 'Corte do zap', priceCents: 5000 });
  barber = await createBarber(db, shopId, [serviceId], 'Bruno Zap');
  admin = await createUser(db, 'ADMIN', shopId, 'Admin Zap');
});

afterAll(async () => {
  await app.close();
  await testApp.close();
  await graph.close();
});

beforeEach(async () => {
  // A Monday of its own for each test, weeks ahead of `now`.
  date = futureDate(1, 21 + 7 * (weeks += 1), now);
  graph.messages.length = 0;
  expect((await saveSettings(messageDefaults)).statusCode).toBe(200);
});

function saveSettings(payload: object) {
  return app.inject({
    method: 'PUT',
    url: '/api/admin/whatsapp-settings',
    headers: admin.headers,
    payload,
  });
}

/** A client with a phone of their own, opted in or not, waiting for the 10:00 of `date`. */
async function waitingClient(name: string, optIn: boolean) {
  const client = await createUser(db, 'CLIENT', null, name);
  phones += 1;
  const digits = `9${String(70_000_000 + phones).padStart(8, '0')}`;
  await db
    .update(users)
    .set({
      phone: `(11) ${digits.slice(0, 5)}-${digits.slice(5)}`,
      whatsappOptIn: optIn,
      whatsappConsentAt: optIn ? now : null,
    })
    .where(eq(users.id, client.id));
  const joined = await app.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers: client.headers,
    payload: { date, fromTime: '10:00', toTime: '10:30', serviceIds: [serviceId] },
  });
  expect(joined.statusCode, joined.body).toBe(201);
  return { client, entryId: joined.json().id as string, waId: `5511${digits}` };
}

/** The barber's 10:00 on this test's day, booked by someone else. */
async function bookedTen() {
  const holder = await createUser(db, 'CLIENT', null);
  const id = await insertAppointment(db, {
    clientId: holder.id,
    barberId: barber.id,
    barbershopId: shopId,
    serviceId,
    startsAt: spInstant(date, '10:00'),
    durationMinutes: 30,
  });
  return async (target: FastifyInstance = app) => {
    const cancelled = await target.inject({
      method: 'DELETE',
      url: `/api/appointments/${id}`,
      headers: holder.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  };
}

const statusOf = async (entryId: string) => {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
  return row?.status;
};

/** The offer templates the fake Graph API received for this number: parameters and link. */
function offersTo(waId: string) {
  return graph.templatesTo(waId).flatMap((message) => {
    const template = message.body.template as {
      name: string;
      components: { type: string; sub_type?: string; parameters: { text?: string }[] }[];
    };
    if (template.name !== OFFER_TEMPLATE) return [];
    const [body, ...buttons] = template.components;
    return [
      {
        parameters: body?.parameters.map((p) => p.text),
        buttons: buttons.map((b) => [b.sub_type, b.parameters[0]?.text]),
      },
    ];
  });
}

const rowsFor = (entryId: string) =>
  db
    .select()
    .from(whatsappMessages)
    .where(
      and(
        eq(whatsappMessages.waitlistEntryId, entryId),
        eq(whatsappMessages.kind, 'WAITLIST_OFFER'),
      ),
    );

describe('the waitlist offer by WhatsApp', () => {
  it('messages an opted-in client exactly once per offer, with the time, hold and link', async () => {
    const cancel = await bookedTen();
    const waiting = await waitingClient('Ana Zap', true);
    await cancel();
    expect(await statusOf(waiting.entryId)).toBe('OFFERED');
    for (let round = 0; round < 3; round += 1) {
      await app.whatsapp.sweep(now);
      await app.waitlist.refill(shopId);
    }
    const day = date.split('-').reverse().join('/');
    expect(offersTo(waiting.waId)).toEqual([
      {
        parameters: ['Barbearia do Zap', day, '10:00', 'Bruno Zap', '15'],
        buttons: [['url', waiting.entryId]],
      },
    ]);
    const rows = await rowsFor(waiting.entryId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      barbershopId: shopId,
      appointmentId: null,
      recipientId: waiting.client.id,
      template: OFFER_TEMPLATE,
      sentAt: expect.any(Date),
    });
  });

  it('messages nobody who did not opt in; the in-app offer still stands', async () => {
    const cancel = await bookedTen();
    const waiting = await waitingClient('Beto Sem Zap', false);
    await cancel();
    expect(await statusOf(waiting.entryId)).toBe('OFFERED');
    await app.whatsapp.sweep(now);
    expect(offersTo(waiting.waId)).toEqual([]);
    expect(await rowsFor(waiting.entryId)).toEqual([]);
  });

  it("sends nothing when the shop turned 'Vaga da lista de espera' off", async () => {
    expect((await saveSettings({ ...messageDefaults, waitlistOffer: false })).statusCode).toBe(200);
    const cancel = await bookedTen();
    const waiting = await waitingClient('Caio Zap', true);
    await cancel();
    expect(await statusOf(waiting.entryId)).toBe('OFFERED');
    await app.whatsapp.sweep(now);
    expect(offersTo(waiting.waId)).toEqual([]);
    expect(await rowsFor(waiting.entryId)).toEqual([]);
  });

  it('messages the next in line when the offer passes to them, and not the first again', async () => {
    const cancel = await bookedTen();
    const first = await waitingClient('Dani Primeira', true);
    const second = await waitingClient('Edu Segundo', true);
    await cancel();
    await app.whatsapp.sweep(now);
    expect(offersTo(first.waId)).toHaveLength(1);
    expect(offersTo(second.waId)).toEqual([]);

    // Sixteen minutes later the hold has lapsed: the sweep passes it to the next in line.
    const later = await buildTestApp(
      testApp.database,
      cloud,
      () => new Date(now.getTime() + 16 * 60_000),
    );
    try {
      // (Earlier tests' offers lapse too.)
      expect((await later.waitlist.sweep()).lapsed).toBeGreaterThan(0);
      for (let round = 0; round < 2; round += 1) await later.whatsapp.sweep();
    } finally {
      await later.close();
    }
    expect(await statusOf(first.entryId)).toBe('WAITING');
    expect(await statusOf(second.entryId)).toBe('OFFERED');
    expect(offersTo(second.waId).map((offer) => offer.buttons)).toEqual([
      [['url', second.entryId]],
    ]);
    expect(offersTo(first.waId)).toHaveLength(1);
  });

  it('does not send an offer that ended before the sweep', async () => {
    const cancel = await bookedTen();
    const waiting = await waitingClient('Fabi Zap', true);
    await cancel();
    const declined = await app.inject({
      method: 'POST',
      url: `/api/waitlist/${waiting.entryId}/offer/decline`,
      headers: waiting.client.headers,
    });
    expect(declined.statusCode, declined.body).toBe(200);
    await app.whatsapp.sweep(now);
    expect(offersTo(waiting.waId)).toEqual([]);
    const [row] = await rowsFor(waiting.entryId);
    expect(row).toMatchObject({ sentAt: null, lastError: 'oferta encerrada' });
  });

  it('sends none at night: a time freed at 23:30 is offered in the app only', async () => {
    const night = await buildTestApp(
      testApp.database,
      cloud,
      () => new Date('2027-03-03T02:30:00Z'), // 23:30 in São Paulo
    );
    try {
      const cancel = await bookedTen();
      const waiting = await waitingClient('Gabi Noite', true);
      await cancel(night);
      await night.waitlist.refill(shopId);
      expect(await statusOf(waiting.entryId)).toBe('OFFERED');
      await night.whatsapp.sweep();
      expect(offersTo(waiting.waId)).toEqual([]);
      expect(await rowsFor(waiting.entryId)).toEqual([]);
    } finally {
      await night.close();
    }
  });
});
