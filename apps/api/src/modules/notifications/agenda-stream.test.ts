import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { markPaymentProcessing, recordPlannedBookings } from '../appointments/booking-lifecycle.js';
import { freshDay } from '../../test/payment-fixtures.js';
import {
  DEMO_BARBERSHOP_ID,
  createBarber,
  createShop,
  createUser,
  demoActor,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { eventually, openEventStream } from '../../test/event-stream.js';
import type { OpenStream } from '../../test/event-stream.js';

/**
 * The desk's live agenda (issue 17 §1): every change to a booking of a shop reaches the open
 * streams of those who run its desk as an `agenda` event, whoever made it and through whichever
 * instance; nobody else hears of it. The streams are open on one instance while the changes go
 * through another, or through the bookings' one writer as a second process would (decision 031).
 */

let testApp: TestApp;
let db: Db;
let listening: FastifyInstance;
let other: FastifyInstance;
let port: number;
let owner: Actor;
let admin: Actor;
let barber: Actor;
let client: Actor;
let rivalOwner: Actor;
let rivalBarber: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  listening = await buildTestApp(testApp.database);
  other = await buildTestApp(testApp.database);
  await listening.listen({ port: 0, host: '127.0.0.1' });
  await other.ready();
  port = (listening.server.address() as AddressInfo).port;
  owner = await demoActor(db, 'dono@navalha.dev');
  admin = await demoActor(db, 'admin@navalha.dev');
  barber = await demoActor(db, 'barbeiro@navalha.dev');
  client = await demoActor(db, 'cliente@navalha.dev');
  const rival = await createShop(db);
  rivalOwner = await createUser(db, 'OWNER', rival);
  rivalBarber = await createBarber(db, rival, [], 'Rita Rival');
});

afterAll(async () => {
  await other.close();
  await listening.close();
  await testApp.close();
});

async function connect(actor: Actor): Promise<OpenStream> {
  const stream = await openEventStream(port, { authorization: actor.headers.authorization });
  expect(stream.response.statusCode).toBe(200);
  // Subscribed once the first bytes are written.
  await eventually(() => stream.text().includes('retry:'));
  return stream;
}

/** A cash booking at 07:00 of a fresh day, written by the one writer of bookings. */
async function book(target: Db, barberId: string, barbershopId = DEMO_BARBERSHOP_ID) {
  const id = randomUUID();
  const startsAt = spInstant(freshDay(), '07:00');
  await recordPlannedBookings(
    target,
    [
      {
        id,
        clientId: client.id,
        barberId,
        barbershopId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 40 * 60_000),
        status: 'PENDING',
        paymentStatus: 'PENDING',
        paymentMethod: 'CASH',
        subtotalCents: 5000,
        discountCents: 0,
        paymentFeeCents: 0,
        totalCents: 5000,
      },
    ],
    [],
  );
  return { id };
}

const agendaEvents = (stream: OpenStream) =>
  stream.events.filter((event) => event.event === 'agenda').length;

describe('the agenda event of GET /api/notifications/stream', () => {
  it("reaches the shop's owner and admins when a booking is written, and nobody else", async () => {
    const streams = await Promise.all(
      [owner, admin, barber, client, rivalOwner].map((actor) => connect(actor)),
    );
    const [ownerStream, adminStream, barberStream, clientStream, rivalStream] = streams;
    try {
      await book(db, barber.id);
      const event = await ownerStream!.waitFor((item) => item.event === 'agenda');
      expect(JSON.parse(event.data)).toEqual({});
      await adminStream!.waitFor((item) => item.event === 'agenda');
      // Written to every stream of this instance at once: give the sockets a moment.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(agendaEvents(barberStream!)).toBe(0);
      expect(agendaEvents(clientStream!)).toBe(0);
      expect(agendaEvents(rivalStream!)).toBe(0);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('tells the desk of a confirmation, a cancellation and a payment made through another instance', async () => {
    const booking = await book(db, barber.id);
    const stream = await connect(owner);
    try {
      // Whatever the insert announced is behind us once this count settles.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const before = agendaEvents(stream);

      const confirmed = await other.inject({
        method: 'PATCH',
        url: `/api/appointments/${booking.id}/confirm`,
        headers: barber.headers,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      await eventually(() => agendaEvents(stream) === before + 1);

      const cancelled = await other.inject({
        method: 'DELETE',
        url: `/api/appointments/${booking.id}`,
        headers: client.headers,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await eventually(() => agendaEvents(stream) === before + 2);

      // A payment's state is the booking's: written anywhere, it is one more event.
      await markPaymentProcessing(db, booking.id);
      await eventually(() => agendaEvents(stream) === before + 3);
    } finally {
      stream.close();
    }
  });

  it("tells another shop's desk only of that shop's bookings", async () => {
    const ownerStream = await connect(owner);
    const rivalStream = await connect(rivalOwner);
    try {
      await book(db, rivalBarber.id, rivalOwner.barbershopId ?? undefined);
      await rivalStream.waitFor((item) => item.event === 'agenda');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(agendaEvents(ownerStream)).toBe(0);
    } finally {
      ownerStream.close();
      rivalStream.close();
    }
  });

  it('announces nothing when the change is rolled back', async () => {
    const stream = await connect(owner);
    try {
      await db
        .transaction(async (tx) => {
          await book(tx, barber.id);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      // A committed change afterwards is the first and only event.
      await book(db, barber.id);
      await stream.waitFor((item) => item.event === 'agenda');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(agendaEvents(stream)).toBe(1);
    } finally {
      stream.close();
    }
  });
});
