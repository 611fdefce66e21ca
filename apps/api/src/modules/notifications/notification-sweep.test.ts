import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema/appointments.js';
import { emailOutbox } from '../../db/schema/email-outbox.js';
import { notifications } from '../../db/schema/notifications.js';
import { users } from '../../db/schema/users.js';
import { startLocalSmtp, readableEmail } from '../../test/local-smtp.js';
import type { LocalSmtp } from '../../test/local-smtp.js';
import { outboxOf } from '../../test/notification-fixtures.js';
import { createUser, demoActor, insertAppointment } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { startNotificationSweep } from './notification-sweep.js';
import { notifyAppointment } from './notify.js';

const HOUR = 60 * 60_000;

let testApp: TestApp;
let db: Db;
let client: Actor;
let bruno: Actor;

let smtp: LocalSmtp;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  client = await demoActor(db, 'cliente@navalha.dev');
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
  smtp = await startLocalSmtp();
});

afterAll(async () => {
  await smtp.close();
  await testApp.close();
});

/** An app whose clock is `clock.now` and, unless told, mailing through the local SMTP server. */
async function appWith(clock: { now: Date }, withSmtp = true): Promise<FastifyInstance> {
  return buildTestApp(
    testApp.database,
    withSmtp
      ? { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, publicUrl: 'https://navalha.example.com' }
      : {},
    () => clock.now,
  );
}

describe('the 24 h reminder', () => {
  // Far from the seeded bookings, which sit around today.
  const base = Date.now() + 400 * 24 * HOUR;

  async function booking(
    startsInHours: number,
    status: 'PENDING' | 'CONFIRMED' | 'CANCELLED' = 'CONFIRMED',
  ) {
    return insertAppointment(db, {
      clientId: client.id,
      barberId: bruno.id,
      startsAt: new Date(base + startsInHours * HOUR),
      durationMinutes: 15,
      status,
    });
  }

  async function remindersOf(appointmentId: string) {
    return db
      .select()
      .from(notifications)
      .where(
        sql`${notifications.appointmentId} = ${appointmentId} and ${notifications.type} = 'APPOINTMENT_REMINDER'`,
      );
  }

  it('reminds the client once of an active booking starting within 24 h', async () => {
    const app = await appWith({ now: new Date(base) });
    try {
      const soon = await booking(23);
      const pending = await booking(2, 'PENDING');
      const later = await booking(25);
      const cancelled = await booking(20, 'CANCELLED');

      expect(await app.notifications.createReminders(new Date(base))).toEqual({ created: 2 });
      const [reminder] = await remindersOf(soon);
      expect(reminder).toMatchObject({
        userId: client.id,
        title: 'Seu horário está chegando',
        link: `/appointment/${soon}`,
      });
      expect(reminder?.body).toMatch(
        /^Lembrete: Corte de cabelo com Bruno em \d\d\/\d\d\/\d{4} às \d\d:\d\d\.$/,
      );
      expect(await remindersOf(pending)).toHaveLength(1);
      expect(await outboxOf(db, reminder!.id)).toHaveLength(1);
      expect(await remindersOf(later)).toHaveLength(0);
      expect(await remindersOf(cancelled)).toHaveLength(0);

      expect(await app.notifications.createReminders(new Date(base + 60_000))).toEqual({
        created: 0,
      });
      // Two hours on, the later one is within 24 h.
      expect(await app.notifications.createReminders(new Date(base + 2 * HOUR))).toEqual({
        created: 1,
      });
      expect(await remindersOf(later)).toHaveLength(1);
      expect(await remindersOf(soon)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('does not remind of a booking made less than 24 h before it starts', async () => {
    const app = await appWith({ now: new Date(base) });
    try {
      const id = await booking(100);
      // Booked 10 h before it starts.
      await db
        .update(appointments)
        .set({ createdAt: new Date(base + 90 * HOUR) })
        .where(eq(appointments.id, id));
      await app.notifications.createReminders(new Date(base + 95 * HOUR));
      expect(await remindersOf(id)).toHaveLength(0);
    } finally {
      await app.close();
    }
  });

  it('writes each reminder once when several instances sweep at the same time', async () => {
    const clock = { now: new Date(base + 200 * HOUR) };
    const ids = [await booking(210), await booking(215), await booking(220)];
    const instances = [await appWith(clock), await appWith(clock), await appWith(clock)];
    try {
      const runs = await Promise.all(
        instances.map((instance) => instance.notifications.createReminders(clock.now)),
      );
      expect(runs.reduce((sum, run) => sum + run.created, 0)).toBe(3);
      for (const id of ids) {
        const [reminder, ...others] = await remindersOf(id);
        expect(others).toEqual([]);
        expect(await outboxOf(db, reminder!.id)).toHaveLength(1);
      }
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});

describe('the e-mail outbox', () => {
  // Each notice's booking gets an hour of its own, so two never overlap.
  let noticeHour = 0;

  async function confirmNotice(): Promise<{ appointmentId: string; notificationId: string }> {
    const appointmentId = await insertAppointment(db, {
      clientId: client.id,
      barberId: bruno.id,
      startsAt: new Date(Date.now() + 500 * 24 * HOUR + noticeHour++ * HOUR),
      durationMinutes: 15,
      status: 'CONFIRMED',
    });
    await notifyAppointment(db, appointmentId, 'confirm');
    const [row] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.appointmentId, appointmentId));
    return { appointmentId, notificationId: row!.id };
  }

  async function outboxRow(notificationId: string) {
    const [row] = await outboxOf(db, notificationId);
    return row!;
  }

  it('sends the pt-BR e-mail through SMTP, outside any transaction, and marks it sent', async () => {
    const clock = { now: new Date() };
    const app = await appWith(clock);
    try {
      await app.notifications.deliverEmails(clock.now);
      smtp.received.length = 0;
      const { appointmentId, notificationId } = await confirmNotice();
      clock.now = new Date(Date.now() + 1_000);

      expect(await app.notifications.deliverEmails(clock.now)).toEqual({
        sent: 1,
        retried: 0,
        failed: 0,
        dropped: 0,
      });
      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message?.to).toEqual(['cliente@navalha.dev']);
      const text = readableEmail(message!.raw);
      expect(text).toContain('Subject: Agendamento confirmado · Navalha');
      expect(text).toContain('From: Navalha <nao-responda@navalha.test>');
      expect(text).toContain('Olá, Carlos!');
      expect(text).toMatch(/Bruno confirmou seu horário de \d\d\/\d\d\/\d{4} às \d\d:\d\d\./);
      expect(text).toContain(
        `Abrir no app: https://navalha.example.com/appointment/${appointmentId}`,
      );
      expect(text).toContain('Content-Type: text/html');
      expect(await outboxRow(notificationId)).toMatchObject({ attempts: 1, failedAt: null });
      expect((await outboxRow(notificationId)).sentAt).toBeInstanceOf(Date);

      // Nothing is sent twice.
      expect(await app.notifications.deliverEmails(clock.now)).toMatchObject({ sent: 0 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('sends a queued message as written and then erases its words, keeping the record', async () => {
    const app = await appWith({ now: new Date() });
    try {
      await app.notifications.deliverEmails(new Date());
      smtp.received.length = 0;
      await app.notifications.queueEmail({
        to: 'convidado@example.com',
        subject: 'Convite · Barbearia do Zé',
        text: 'Olá!\n\nAceitar convite: https://navalha.example.com/convite?token=segredo',
        html: '<p>Olá!</p><a href="https://navalha.example.com/convite?token=segredo">Aceitar</a>',
      });
      await app.notifications.queueEmail({
        to: 'removido-1@navalha.invalid',
        subject: 'Convite',
        text: 'token=outro',
        html: '<p>token=outro</p>',
      });

      expect(await app.notifications.deliverEmails(new Date(Date.now() + 1_000))).toEqual({
        sent: 1,
        retried: 0,
        failed: 1,
        dropped: 0,
      });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(['convidado@example.com']);
      const text = readableEmail(smtp.received[0]!.raw);
      expect(text).toContain('Subject: Convite · Barbearia do Zé');
      expect(text).toContain('Aceitar convite: https://navalha.example.com/convite?token=segredo');
      expect(text).toContain('Content-Type: text/html');

      const rows = await db
        .select()
        .from(emailOutbox)
        .where(sql`${emailOutbox.notificationId} is null`);
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row).toMatchObject({ textBody: null, htmlBody: null });
        expect(row.sentAt ?? row.failedAt).toBeInstanceOf(Date);
      }
      expect(rows.map((row) => row.toAddress).sort()).toEqual([
        'convidado@example.com',
        'removido-1@navalha.invalid',
      ]);
    } finally {
      await app.close();
    }
  });

  it('tries a refused e-mail again later, waiting longer each time, then gives up', async () => {
    const app = await appWith({ now: new Date() });
    try {
      await app.notifications.deliverEmails(new Date());
      smtp.received.length = 0;
      const { notificationId } = await confirmNotice();
      const start = Date.now() + 1_000;
      smtp.refuse = true;

      expect(await app.notifications.deliverEmails(new Date(start))).toMatchObject({ retried: 1 });
      const first = await outboxRow(notificationId);
      expect(first).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
      expect(first.lastError).toContain('Caixa postal cheia');
      expect(first.nextAttemptAt.getTime()).toBe(start + 60_000);

      // Not due yet: nothing is tried.
      expect(await app.notifications.deliverEmails(new Date(start + 30_000))).toMatchObject({
        sent: 0,
        retried: 0,
      });

      // Then 5 min, 15 min, 1 h, 3 h later, and the 6th failure gives up.
      let at = start + 60_000;
      for (const waitMinutes of [5, 15, 60, 180]) {
        await app.notifications.deliverEmails(new Date(at));
        const row = await outboxRow(notificationId);
        expect(row.nextAttemptAt.getTime()).toBe(at + waitMinutes * 60_000);
        at += waitMinutes * 60_000;
      }
      expect(await app.notifications.deliverEmails(new Date(at))).toMatchObject({ failed: 1 });
      const last = await outboxRow(notificationId);
      expect(last).toMatchObject({ attempts: 6, sentAt: null });
      expect(last.failedAt).toBeInstanceOf(Date);
      expect(smtp.received).toHaveLength(0);
    } finally {
      smtp.refuse = false;
      await app.close();
    }
  });

  it('delivers a refused e-mail once the server takes it again', async () => {
    const app = await appWith({ now: new Date() });
    try {
      await app.notifications.deliverEmails(new Date());
      smtp.received.length = 0;
      const { notificationId } = await confirmNotice();
      const start = Date.now() + 1_000;
      smtp.refuse = true;
      await app.notifications.deliverEmails(new Date(start));
      smtp.refuse = false;
      expect(await app.notifications.deliverEmails(new Date(start + 61_000))).toMatchObject({
        sent: 1,
      });
      expect(await outboxRow(notificationId)).toMatchObject({ attempts: 2, lastError: null });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('sends each e-mail once when several instances deliver at the same time', async () => {
    const clock = { now: new Date() };
    const instances = [await appWith(clock), await appWith(clock)];
    try {
      await instances[0]!.notifications.deliverEmails(clock.now);
      smtp.received.length = 0;
      const ids = [await confirmNotice(), await confirmNotice(), await confirmNotice()];
      clock.now = new Date(Date.now() + 1_000);
      const runs = await Promise.all(
        instances.map((instance) => instance.notifications.deliverEmails(clock.now)),
      );
      expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(3);
      expect(smtp.received).toHaveLength(3);
      for (const { notificationId } of ids) {
        expect(await outboxRow(notificationId)).toMatchObject({ attempts: 1 });
      }
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });

  it('never mails an anonymised account', async () => {
    const clock = { now: new Date() };
    const app = await appWith(clock);
    try {
      await app.notifications.deliverEmails(clock.now);
      smtp.received.length = 0;
      const gone = await createUser(db, 'CLIENT', null, 'Usuário removido');
      await db
        .update(users)
        .set({ email: `removido-${gone.id}@navalha.invalid` })
        .where(eq(users.id, gone.id));
      const appointmentId = await insertAppointment(db, {
        clientId: gone.id,
        barberId: bruno.id,
        startsAt: new Date(Date.now() + 700 * 24 * HOUR),
        status: 'CONFIRMED',
      });
      await notifyAppointment(db, appointmentId, 'confirm');
      clock.now = new Date(Date.now() + 1_000);
      expect(await app.notifications.deliverEmails(clock.now)).toMatchObject({
        sent: 0,
        failed: 1,
      });
      expect(smtp.received).toHaveLength(0);
    } finally {
      await app.close();
    }
  });

  it('without SMTP_URL sends nothing and drops what waited more than a day', async () => {
    const clock = { now: new Date() };
    const app = await appWith(clock, false);
    try {
      const { notificationId } = await confirmNotice();
      expect(await app.notifications.deliverEmails(clock.now)).toMatchObject({ sent: 0 });
      expect(await outboxRow(notificationId)).toMatchObject({ attempts: 0, failedAt: null });
      const run = await app.notifications.deliverEmails(new Date(Date.now() + 25 * HOUR));
      expect(run.dropped).toBeGreaterThanOrEqual(1);
      expect(await outboxRow(notificationId)).toMatchObject({
        lastError: 'SMTP_URL não configurado',
      });
      const [pending] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(emailOutbox)
        .where(sql`${emailOutbox.sentAt} is null and ${emailOutbox.failedAt} is null`);
      expect(Number(pending?.count)).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('runs at once when started, and stops', async () => {
    const clock = { now: new Date() };
    const app = await appWith(clock);
    try {
      smtp.received.length = 0;
      await confirmNotice();
      clock.now = new Date(Date.now() + 1_000);
      const stop = startNotificationSweep(app.notifications, app.log, 60_000);
      await stop();
      expect(smtp.received.length).toBeGreaterThanOrEqual(1);
    } finally {
      await app.close();
    }
  });
});
