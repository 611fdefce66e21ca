import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { users } from '../../db/schema/users.js';
import { whatsappMessages } from '../../db/schema/whatsapp-messages.js';
import {
  FAKE_APP_SECRET,
  FAKE_PHONE_NUMBER_ID,
  FAKE_VERIFY_TOKEN,
  FAKE_WHATSAPP_TOKEN,
  FakeGraphApi,
} from '../../test/fake-graph-api.js';
import {
  demoActor,
  futureDate,
  insertAppointment,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

const HOUR = 3_600_000;
const PHONE = '(11) 98765-4321';
const WA_ID = '5511987654321';
const defaults = {
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
let client: Actor;
let bruno: Actor;
let admin: Actor;
let graph: FakeGraphApi;
let app: FastifyInstance;
/** A Tuesday, 15:00 in São Paulo: inside the 08:00–21:00 window. */
const now = new Date('2027-03-02T18:00:00Z');
/** A different Monday for each test, three weeks and more ahead. */
let week = 0;
let day = '';

beforeAll(async () => {
  graph = new FakeGraphApi();
  await graph.start();
  testApp = await createTestApp();
  db = testApp.database.db;
  client = await demoActor(db, 'cliente@navalha.dev');
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
  admin = await demoActor(db, 'admin@navalha.dev');
  await db.update(users).set({ phone: PHONE }).where(eq(users.id, client.id));
  app = await buildTestApp(
    testApp.database,
    {
      whatsapp: {
        token: FAKE_WHATSAPP_TOKEN,
        phoneNumberId: FAKE_PHONE_NUMBER_ID,
        appSecret: FAKE_APP_SECRET,
        verifyToken: FAKE_VERIFY_TOKEN,
        businessAccountId: '102290129340398',
      },
      whatsappApiUrl: graph.url,
    },
    () => now,
  );
});

afterAll(async () => {
  await app.close();
  await testApp.close();
  await graph.close();
});

beforeEach(async () => {
  week += 1;
  day = futureDate(1, 21 + 7 * week, now);
  graph.messages.length = 0;
  await db
    .update(users)
    .set({ whatsappOptIn: true, whatsappConsentAt: now })
    .where(eq(users.id, client.id));
  expect((await saveSettings(defaults)).statusCode).toBe(200);
});

function saveSettings(payload: object, actor: Actor = admin) {
  return app.inject({
    method: 'PUT',
    url: '/api/admin/whatsapp-settings',
    headers: actor.headers,
    payload,
  });
}

/** A booking of the client's with Bruno on this test's Monday, unpaid (freely movable). */
function booking(time: string) {
  return insertAppointment(db, {
    clientId: client.id,
    barberId: bruno.id,
    startsAt: spInstant(day, time),
    durationMinutes: 30,
  });
}

function clientMoves(id: string, time: string) {
  return app.inject({
    method: 'PATCH',
    url: `/api/appointments/${id}`,
    headers: client.headers,
    payload: { scheduledDate: day, scheduledTime: time },
  });
}

function deskMoves(id: string, time: string) {
  return app.inject({
    method: 'PATCH',
    url: `/api/admin/agenda/bookings/${id}`,
    headers: admin.headers,
    payload: { barberId: bruno.id, date: day, time },
  });
}

/** The reschedule templates the fake Graph API received for this booking. */
function noticesFor(id: string) {
  return graph.templatesTo(WA_ID).flatMap((message) => {
    const template = message.body.template as {
      name: string;
      components: { parameters: { text?: string; payload?: string }[] }[];
    };
    const forIt = JSON.stringify(template).includes(`:${id}"`);
    return forIt && template.name === 'navalha_agendamento_remarcado'
      ? [template.components[0]?.parameters.map((p) => p.text)]
      : [];
  });
}

describe('the WhatsApp reschedule notice', () => {
  it('tells the client once when they move their booking, with the new time', async () => {
    const id = await booking('10:00');
    await app.whatsapp.sweep(now);
    expect(noticesFor(id)).toHaveLength(0);

    const moved = await clientMoves(id, '14:00');
    expect(moved.statusCode, moved.body).toBe(200);
    for (let round = 0; round < 3; round += 1) await app.whatsapp.sweep(now);
    expect(noticesFor(id)).toEqual([
      [
        'Navalha Barbearia',
        expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/),
        '14:00',
        'Bruno Barbeiro',
      ],
    ]);
    const rows = await db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.appointmentId, id));
    expect(rows.map((row) => [row.kind, row.occasion])).toEqual([
      ['RESCHEDULE', spInstant(day, '14:00').toISOString()],
    ]);
  });

  it('tells the client when the desk moves the booking, and again after a second move', async () => {
    const id = await booking('10:00');
    expect((await deskMoves(id, '16:00')).statusCode).toBe(200);
    await app.whatsapp.sweep(now);
    expect(noticesFor(id).map((parameters) => parameters?.[2])).toEqual(['16:00']);

    expect((await deskMoves(id, '14:00')).statusCode).toBe(200);
    await app.whatsapp.sweep(now);
    await app.whatsapp.sweep(now);
    expect(noticesFor(id).map((parameters) => parameters?.[2])).toEqual(['16:00', '14:00']);
  });

  it('messages nobody who did not opt in', async () => {
    await db.update(users).set({ whatsappOptIn: false }).where(eq(users.id, client.id));
    const id = await booking('10:00');
    expect((await clientMoves(id, '14:00')).statusCode).toBe(200);
    await app.whatsapp.sweep(now);
    expect(graph.messages).toHaveLength(0);
  });
});

describe('the WhatsApp settings screen', () => {
  it('shows the defaults, the quiet hours and the Cloud API as connected', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/whatsapp-settings',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      messages: defaults,
      quietHours: { from: '08:00', until: '21:00' },
      channel: 'CLOUD_API',
    });
  });

  it('turning the reschedule notice off stops it, and the change is in the audit log', async () => {
    const saved = await saveSettings({ ...defaults, reschedule: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().messages.reschedule).toBe(false);
    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.whatsapp_update'))
      .orderBy(auditLog.createdAt);
    const entry = entries.at(-1);
    expect(entry).toMatchObject({
      actorId: admin.id,
      before: expect.objectContaining({ whatsappReschedule: true }),
      after: expect.objectContaining({ whatsappReschedule: false }),
    });

    const id = await booking('10:00');
    expect((await clientMoves(id, '14:00')).statusCode).toBe(200);
    await app.whatsapp.sweep(now);
    expect(noticesFor(id)).toHaveLength(0);
  });

  it('turning the first reminder off stops it; its time moves when changed', async () => {
    const soon = () =>
      insertAppointment(db, {
        clientId: client.id,
        barberId: bruno.id,
        startsAt: new Date(now.getTime() + 47 * HOUR),
        durationMinutes: 30,
        status: 'CONFIRMED',
      });
    expect((await saveSettings({ ...defaults, reminderFirst: false })).statusCode).toBe(200);
    const id = await soon();
    const sentFor = () =>
      graph
        .templatesTo(WA_ID)
        .filter((message) => JSON.stringify(message.body).includes(`:${id}"`))
        .map((message) => (message.body.template as { name: string }).name);
    await app.whatsapp.sweep(now);
    expect(sentFor()).toEqual([]);

    expect((await saveSettings({ ...defaults, reminderFirstHours: 48 })).statusCode).toBe(200);
    await app.whatsapp.sweep(now);
    expect(sentFor()).toEqual(['navalha_lembrete']);
  });

  it('refuses a bad save in Portuguese and changes nothing; a barber may not save', async () => {
    const bad = await saveSettings({ ...defaults, reminderFirstHours: 2, reminderSecondHours: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('O segundo lembrete deve vir depois do primeiro');
    expect((await saveSettings({ ...defaults, reminderFirstHours: 99 })).statusCode).toBe(400);
    expect((await saveSettings({ ...defaults, late: false }, bruno)).statusCode).toBe(403);
    const read = await app.inject({
      method: 'GET',
      url: '/api/admin/whatsapp-settings',
      headers: admin.headers,
    });
    expect(read.json().messages).toEqual(defaults);
  });
});

describe("'Quero receber lembretes pelo WhatsApp' at sign-up", () => {
  const registration = (extra: object) => ({
    name: 'Joana Silva',
    email: `joana.${Math.random().toString(36).slice(2, 10)}@example.com`,
    password: 'Senha@123',
    ...extra,
  });

  async function consentOf(email: string) {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    return { optIn: row?.whatsappOptIn, at: row?.whatsappConsentAt ?? null };
  }

  it('stores the consent and its time when checked, with a phone', async () => {
    const body = registration({ phone: '(11) 91234-5678', whatsappOptIn: true });
    const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(response.statusCode, response.body).toBe(201);
    const consent = await consentOf(body.email);
    expect(consent.optIn).toBe(true);
    expect(consent.at).toBeInstanceOf(Date);
  });

  it('is off unless checked', async () => {
    const body = registration({ phone: '(11) 91234-5678' });
    const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(response.statusCode).toBe(201);
    expect(await consentOf(body.email)).toEqual({ optIn: false, at: null });
  });

  it('asks for a phone, and creates nothing without one', async () => {
    const body = registration({ phone: null, whatsappOptIn: true });
    const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Informe seu celular para receber lembretes pelo WhatsApp');
    expect(await db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
  });

  it('Conta and the confirmation page refuse an opt-in without a phone, and change nothing', async () => {
    await db
      .update(users)
      .set({ phone: null, whatsappOptIn: false, whatsappConsentAt: null })
      .where(eq(users.id, client.id));
    try {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/users/me/whatsapp-consent',
        headers: client.headers,
        payload: { optIn: true },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Informe seu celular para receber lembretes pelo WhatsApp',
      );
      const [row] = await db.select().from(users).where(eq(users.id, client.id));
      expect(row).toMatchObject({ whatsappOptIn: false, whatsappConsentAt: null });
    } finally {
      await db.update(users).set({ phone: PHONE }).where(eq(users.id, client.id));
    }
  });
});
