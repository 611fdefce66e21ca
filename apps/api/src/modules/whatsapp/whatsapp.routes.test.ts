import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema/appointments.js';
import { notifications } from '../../db/schema/notifications.js';
import { users } from '../../db/schema/users.js';
import { whatsappInbound, whatsappMessages } from '../../db/schema/whatsapp-messages.js';
import {
  FAKE_APP_SECRET,
  FAKE_PHONE_NUMBER_ID,
  FAKE_VERIFY_TOKEN,
  FAKE_WHATSAPP_TOKEN,
  FakeGraphApi,
  inboundPayload,
  signatureOf,
} from '../../test/fake-graph-api.js';
import { demoActor, insertAppointment } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

const HOUR = 3_600_000;
const PHONE = '(11) 98765-4321';
const WA_ID = '5511987654321';

let testApp: TestApp;
let db: Db;
let client: Actor;
let bruno: Actor;
let graph: FakeGraphApi;
/** 15:00 in São Paulo, inside the 08:00–21:00 window; a day later for each test. */
let base = Date.parse('2027-06-15T18:00:00Z');

beforeAll(async () => {
  graph = new FakeGraphApi();
  await graph.start();
  testApp = await createTestApp();
  db = testApp.database.db;
  client = await demoActor(db, 'cliente@navalha.dev');
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
  await db.update(users).set({ phone: PHONE }).where(eq(users.id, client.id));
});

afterAll(async () => {
  await testApp.close();
  await graph.close();
});

beforeEach(async () => {
  base += 4 * 24 * HOUR;
  graph.messages.length = 0;
  await db.update(users).set({ whatsappOptIn: false }).where(eq(users.id, client.id));
});

/** An app with the Cloud API pointed at the fake, its clock at `now`. */
function cloudApp(now: () => Date): Promise<FastifyInstance> {
  return buildTestApp(
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
      publicUrl: 'https://navalha.example.com',
    },
    now,
  );
}

function booking(startsInHours: number) {
  return insertAppointment(db, {
    clientId: client.id,
    barberId: bruno.id,
    startsAt: new Date(base + startsInHours * HOUR),
    durationMinutes: 30,
    status: 'CONFIRMED',
  });
}

async function optIn(app: FastifyInstance, value = true) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/users/me/whatsapp-consent',
    headers: client.headers,
    payload: { optIn: value },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { optIn: boolean; changedAt: string | null };
}

function postWebhook(app: FastifyInstance, body: string, signature = signatureOf(body)) {
  return app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    payload: body,
  });
}

function remindersFor(id: string) {
  return graph
    .templatesTo(WA_ID)
    .filter((m) => JSON.stringify(m.body).includes(`"payload":"CANCELAR:${id}"`));
}

describe('WhatsApp reminders', () => {
  it('messages nobody who did not opt in, then the client who did, with the template', async () => {
    const now = new Date(base);
    const app = await cloudApp(() => now);
    try {
      const id = await booking(23);
      expect((await app.whatsapp.sweep(now)).sent).toBe(0);
      expect(graph.templatesTo(WA_ID)).toHaveLength(0);
      expect(
        await db.select().from(whatsappMessages).where(eq(whatsappMessages.appointmentId, id)),
      ).toHaveLength(0);

      const consent = await optIn(app);
      expect(consent.optIn).toBe(true);
      expect(consent.changedAt).not.toBeNull();
      await app.whatsapp.sweep(now);
      const [sent] = remindersFor(id);
      expect(sent?.path).toBe(`/v21.0/${FAKE_PHONE_NUMBER_ID}/messages`);
      const template = sent?.body.template as {
        name: string;
        language: { code: string };
        components: { type: string; parameters: { text?: string; payload?: string }[] }[];
      };
      expect(template.name).toBe('navalha_lembrete');
      expect(template.language.code).toBe('pt_BR');
      expect(template.components[0]?.parameters.map((p) => p.text)).toEqual([
        'Navalha Barbearia',
        expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/),
        '14:00',
        'Bruno Barbeiro',
      ]);
      expect(template.components.slice(1).map((c) => c.parameters[0]?.payload)).toEqual([
        `CONFIRMAR:${id}`,
        `REMARCAR:${id}`,
        `CANCELAR:${id}`,
      ]);
    } finally {
      await app.close();
    }
  });

  it('sends a 24 h reminder once with three API processes sweeping at once', async () => {
    const now = new Date(base);
    const apps = await Promise.all([1, 2, 3].map(() => cloudApp(() => now)));
    try {
      await optIn(apps[0]!);
      const id = await booking(23);
      for (let round = 0; round < 3; round += 1) {
        await Promise.all(apps.map((app) => app.whatsapp.sweep(now)));
      }
      expect(remindersFor(id)).toHaveLength(1);
      const rows = await db
        .select()
        .from(whatsappMessages)
        .where(eq(whatsappMessages.appointmentId, id));
      expect(rows.map((row) => [row.kind, row.attempts, row.sentAt !== null])).toEqual([
        ['REMINDER_FIRST', 1, true],
      ]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});

describe('the WhatsApp webhook', () => {
  it("answers Meta's handshake with the challenge, and only with the verify token", async () => {
    const app = await cloudApp(() => new Date(base));
    try {
      const ok = await app.inject({
        method: 'GET',
        url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${FAKE_VERIFY_TOKEN}&hub.challenge=1158201444`,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toBe('1158201444');
      const wrong = await app.inject({
        method: 'GET',
        url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=outro&hub.challenge=1',
      });
      expect(wrong.statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });

  it("'Cancelar' cancels with the shop's fee rule, once however often Meta delivers it", async () => {
    const now = new Date(base);
    const app = await cloudApp(() => now);
    try {
      await optIn(app);
      // 10 h ahead: inside the 24 h window, so the 50% fee applies, as in the app.
      const id = await booking(10);
      const body = inboundPayload({
        from: WA_ID,
        id: `wamid.cancel-${id}`,
        type: 'button',
        button: { payload: `CANCELAR:${id}`, text: 'Cancelar' },
      });
      expect((await postWebhook(app, body)).statusCode).toBe(200);
      const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
      expect(row).toMatchObject({ status: 'CANCELLED', cancellationFeeCents: 2500 });
      const answers = graph.textsTo(WA_ID).map((m) => (m.body.text as { body: string }).body);
      expect(answers).toHaveLength(1);
      expect(answers[0]).toMatch(
        /^Pronto, seu horário foi cancelado\. Taxa de cancelamento: R\$\s25,00\.$/,
      );

      expect((await postWebhook(app, body)).statusCode).toBe(200);
      expect(graph.textsTo(WA_ID)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('a forged delivery (bad signature) changes nothing', async () => {
    const now = new Date(base);
    const app = await cloudApp(() => now);
    try {
      await optIn(app);
      const id = await booking(10);
      const body = inboundPayload({
        from: WA_ID,
        id: `wamid.forged-${id}`,
        type: 'button',
        button: { payload: `CANCELAR:${id}`, text: 'Cancelar' },
      });
      const forged = await postWebhook(app, body, signatureOf(body, 'outro-segredo'));
      expect(forged.statusCode).toBe(401);
      expect((await postWebhook(app, body, 'sha256=00')).statusCode).toBe(401);
      expect((await postWebhook(app, body, '')).statusCode).toBe(401);
      const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
      expect(row?.status).toBe('CONFIRMED');
      expect(
        await db
          .select()
          .from(whatsappInbound)
          .where(eq(whatsappInbound.messageId, `wamid.forged-${id}`)),
      ).toHaveLength(0);
      expect(graph.messages).toHaveLength(0);
    } finally {
      await app.close();
    }
  });

  it("'SAIR' opts the client out: no message leaves after it", async () => {
    const now = new Date(base);
    const app = await cloudApp(() => now);
    try {
      await optIn(app);
      const first = await booking(23);
      await app.whatsapp.sweep(now);
      expect(remindersFor(first)).toHaveLength(1);

      const body = inboundPayload({
        from: WA_ID,
        id: `wamid.sair-${first}`,
        type: 'text',
        text: { body: 'SAIR' },
      });
      expect((await postWebhook(app, body)).statusCode).toBe(200);
      const [user] = await db.select().from(users).where(eq(users.id, client.id));
      expect(user?.whatsappOptIn).toBe(false);

      const second = await booking(22);
      const later = new Date(base + HOUR);
      await app.whatsapp.sweep(later);
      expect(remindersFor(second)).toHaveLength(0);
      expect(graph.messages).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it("free text goes to the shop's inbox as a notification", async () => {
    const now = new Date(base);
    const app = await cloudApp(() => now);
    try {
      await optIn(app);
      const id = await booking(23);
      await app.whatsapp.sweep(now);
      const words = `Posso levar meu filho? ${id}`;
      const body = inboundPayload({
        from: WA_ID,
        id: `wamid.text-${id}`,
        type: 'text',
        text: { body: words },
      });
      expect((await postWebhook(app, body)).statusCode).toBe(200);
      const owner = await demoActor(db, 'dono@navalha.dev');
      const notices = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, owner.id));
      expect(notices.filter((n) => n.body.includes(words))).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describe('click-to-chat from the agenda', () => {
  it('opens wa.me with the message written, once, and only for a client who opted in', async () => {
    const app = await buildTestApp(testApp.database, {}, () => new Date(base));
    try {
      const id = await booking(30);
      const send = () =>
        app.inject({
          method: 'POST',
          url: `/api/whatsapp/appointments/${id}/messages`,
          headers: bruno.headers,
          payload: { kind: 'REMINDER_FIRST' },
        });
      const refused = await send();
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('O cliente não aceitou receber mensagens pelo WhatsApp.');

      await optIn(app);
      const first = await send();
      expect(first.statusCode).toBe(200);
      const result = first.json() as { channel: string; url: string; alreadySent: boolean };
      expect(result.channel).toBe('CLICK_TO_CHAT');
      expect(result.alreadySent).toBe(false);
      expect(result.url.startsWith(`https://wa.me/${WA_ID}?text=`)).toBe(true);
      expect(decodeURIComponent(result.url.split('text=')[1]!)).toMatch(
        /^Lembrete da Navalha Barbearia: seu horário é \d\d\/\d\d\/\d{4} às \d\d:\d\d com Bruno Barbeiro\.$/,
      );
      const [row] = await db
        .select()
        .from(whatsappMessages)
        .where(eq(whatsappMessages.appointmentId, id));
      expect(row).toMatchObject({ channel: 'CLICK_TO_CHAT', sentBy: bruno.id });
      expect(row?.sentAt).not.toBeNull();
      expect((await send()).json()).toMatchObject({ alreadySent: true });
      expect(graph.messages).toHaveLength(0);
    } finally {
      await app.close();
    }
  });
});
