import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from './execute-rows.js';
import {
  PARTITION_COUNT,
  PARTITIONED_TABLES,
  partitionOf,
  readBookingConstraints,
  readTableShapes,
} from '../test/booking-partitions.js';
import {
  createBarber,
  createService,
  createShop,
  createUser,
  DEMO_BARBERSHOP_ID,
  demoServices,
  insertAppointment,
  spInstant,
  futureDate,
} from '../test/scheduling-fixtures.js';
import type { Actor } from '../test/scheduling-fixtures.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

/**
 * Bookings, their services and payments are hash-partitioned by shop on PostgreSQL (decision
 * 049), the embedded database keeps them whole; either way one barber cannot be booked twice at
 * once, and two shops' bookings at the same time, in different partitions, both hold.
 */
const EXCLUSION =
  'EXCLUDE USING gist (barbershop_id WITH =, barber_id WITH =, tstzrange(starts_at, ends_at) ' +
  "WITH &&) WHERE ((status = ANY (ARRAY['PENDING'::appointment_status, " +
  "'CONFIRMED'::appointment_status])))";

let testApp: TestApp;
let driver: string;

beforeAll(async () => {
  testApp = await createTestApp();
  driver = testApp.database.driver;
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

/** A new shop whose bookings sit in another partition than the demo shop's (on PostgreSQL). */
async function shopInAnotherPartition(): Promise<string> {
  const { db } = testApp.database;
  let shop = await createShop(db, 'Barbearia Vizinha');
  if (driver === 'postgres') {
    const demoPartition = await partitionOf(db, DEMO_BARBERSHOP_ID);
    while ((await partitionOf(db, shop)) === demoPartition) {
      shop = await createShop(db, 'Barbearia Vizinha');
    }
  }
  return shop;
}

/** A barber of `shop` with a R$ 40 half-hour service of its own. */
async function chairAt(shop: string): Promise<{ barber: Actor; serviceId: string }> {
  const { db } = testApp.database;
  const serviceId = await createService(db, shop, { priceCents: 4000, durationMinutes: 30 });
  return { barber: await createBarber(db, shop, [serviceId]), serviceId };
}

function bookCash(client: Actor, chair: { barber: Actor; serviceId: string }, date: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: client.headers,
    payload: {
      serviceIds: [chair.serviceId],
      barberIds: [chair.barber.id],
      scheduledDate: date,
      scheduledTime: '10:00',
      paymentMethod: 'CASH',
      totalPrice: 40,
    },
  });
}

function failureOf(work: Promise<unknown>): Promise<string | null> {
  return work.then(
    () => null,
    (error: unknown) => {
      const cause = (error as { cause?: { code?: string }; code?: string }).cause ?? error;
      return (cause as { code?: string }).code ?? String(error);
    },
  );
}

describe('bookings partitioned by shop', () => {
  it('are partitioned by hash of barbershop_id on PostgreSQL, whole on the embedded database', async () => {
    const shapes = await readTableShapes(testApp.database.db);
    expect(shapes.map((shape) => shape.table).sort()).toEqual([...PARTITIONED_TABLES].sort());
    for (const shape of shapes) {
      if (driver === 'postgres') {
        expect(shape).toMatchObject({
          kind: 'p',
          strategy: 'h',
          partitionColumns: ['barbershop_id'],
        });
        expect(shape.partitions).toEqual(
          Array.from(
            { length: PARTITION_COUNT },
            (_, r) => `${shape.table}_p${String(r).padStart(2, '0')}`,
          ),
        );
      } else {
        expect(shape).toMatchObject({ kind: 'r', strategy: null, partitions: [] });
      }
    }
  });

  it('keeps the no-double-booking exclusion on every partition', async () => {
    const { db } = testApp.database;
    const exclusions = await executeRows<{ table: string; name: string; body: string }>(
      db,
      sql`select con.conrelid::regclass::text as "table", con.conname as name,
          pg_get_constraintdef(con.oid) as body
        from pg_constraint con where con.contype = 'x'
          and (con.conrelid = 'public.appointments'::regclass or con.conrelid in
            (select inhrelid from pg_inherits where inhparent = 'public.appointments'::regclass))
        order by 1`,
    );
    const [shape] = (await readTableShapes(db)).filter((s) => s.table === 'appointments');
    const holders = shape?.partitions.length ? shape.partitions : ['appointments'];
    // Every partition (or the whole table) holds it, and nothing else holds another.
    expect(exclusions).toEqual(
      holders.map((table) => ({ table, name: `${table}_no_double_booking`, body: EXCLUSION })),
    );
    const lines = await readBookingConstraints(db);
    expect(lines.get(`appointments | appointments_no_double_booking | ${EXCLUSION}`)).toBe(
      holders.length,
    );
  });

  it('refuses a second overlapping booking of a barber, and takes another shop’s at that time', async () => {
    const { db } = testApp.database;
    const client = await createUser(db, 'CLIENT', null);
    const barber = await createBarber(db, DEMO_BARBERSHOP_ID, [demoServices[0].id]);
    const startsAt = spInstant(futureDate(2, 30), '10:00');
    const first = await insertAppointment(db, {
      clientId: client.id,
      barberId: barber.id,
      startsAt,
    });
    const overlapping = new Date(startsAt.getTime() + 20 * 60_000);
    expect(
      await failureOf(
        insertAppointment(db, { clientId: client.id, barberId: barber.id, startsAt: overlapping }),
      ),
    ).toBe('23P01');

    // A shop whose bookings sit in another partition (on PostgreSQL): the same client at the
    // same time with its barber is a booking of its own.
    const otherShop = await shopInAnotherPartition();
    const otherBarber = await createBarber(db, otherShop, []);
    const second = await insertAppointment(db, {
      clientId: client.id,
      barberId: otherBarber.id,
      barbershopId: otherShop,
      startsAt,
    });
    // …and that barber, too, cannot be booked twice at once in its partition.
    expect(
      await failureOf(
        insertAppointment(db, {
          clientId: client.id,
          barberId: otherBarber.id,
          barbershopId: otherShop,
          startsAt: overlapping,
        }),
      ),
    ).toBe('23P01');

    const rows = await executeRows<{ id: string; holder: string; services: string }>(
      db,
      sql`select a.id, a.tableoid::regclass::text as holder,
          (select string_agg(s.tableoid::regclass::text, ',') from appointment_services s
            where s.barbershop_id = a.barbershop_id and s.appointment_id = a.id) as services
        from appointments a where a.id in (${first}, ${second}) order by a.starts_at, a.id`,
    );
    expect(rows.map((row) => row.id).sort()).toEqual([first, second].sort());
    const holders = rows.map((row) => row.holder);
    if (driver === 'postgres') {
      expect(new Set(holders).size).toBe(2);
      // A booking's services sit in the partition of the same remainder as the booking.
      for (const row of rows)
        expect(row.services).toBe(row.holder.replace('appointments', 'appointment_services'));
    } else {
      expect(holders).toEqual(['appointments', 'appointments']);
    }
  });

  it('still keeps one client in one chair across shops in different partitions', async () => {
    const { db } = testApp.database;
    const here = await chairAt(DEMO_BARBERSHOP_ID);
    const there = await chairAt(await shopInAnotherPartition());
    const date = futureDate(3, 30);

    // Booked at the demo shop, the same client cannot take the same time at the other shop.
    const client = await createUser(db, 'CLIENT', null);
    expect((await bookCash(client, here, date)).statusCode).toBe(201);
    const refused = await bookCash(client, there, date);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CLIENT_DOUBLE_BOOKED' });

    // Asking both shops at once, exactly one booking is made: the client's lock serializes
    // them, whichever partitions they go to.
    for (const day of [futureDate(4, 30), futureDate(5, 30)]) {
      const racer = await createUser(db, 'CLIENT', null);
      const answers = await Promise.all([bookCash(racer, here, day), bookCash(racer, there, day)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const [held] = await executeRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from appointments where client_id = ${racer.id}`,
      );
      expect(held?.count).toBe(1);
    }
  });
});
