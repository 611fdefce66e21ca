import { describe, expect, it } from 'vitest';
import { createUser, insertAppointment, spInstant } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import {
  bruno,
  call,
  db,
  marina,
  rafael,
  setupAppointmentsApp,
  thiago,
} from './appointments.routes.test-helpers.js';

/** 'Minha Agenda' scrolls by keyset pages (issue 18 §3): `nextCursor`, then `?cursor=`. */

setupAppointmentsApp();

interface Page {
  data: { id: string; scheduledTo: string }[];
  nextCursor: string | null;
  total: number;
}

/**
 * A client with 9 bookings: four at the same instant (with four barbers), so the order's
 * tie-break on the id is what keeps pages apart, and five on other days.
 */
let future = 0;
async function clientWithBookings(): Promise<Actor> {
  future += 1;
  const owner = await createUser(db, 'CLIENT', null);
  const barbers = [marina, bruno, rafael, thiago];
  for (const barber of barbers) {
    await insertAppointment(db, {
      clientId: owner.id,
      barberId: barber.id,
      startsAt: spInstant('2025-03-10', '10:00'),
      status: 'COMPLETED',
    });
  }
  for (const [index, date] of ['2025-01-06', '2025-02-03', '2025-04-07', '2025-05-05'].entries()) {
    await insertAppointment(db, {
      clientId: owner.id,
      barberId: barbers[index % 4]?.id ?? marina.id,
      startsAt: spInstant(date, '15:00'),
      status: 'COMPLETED',
    });
  }
  await insertAppointment(db, {
    clientId: owner.id,
    barberId: marina.id,
    startsAt: spInstant(`${2080 + future}-06-01`, '09:00'),
    status: 'CONFIRMED',
  });
  return owner;
}

async function pages(owner: Actor, path: string, limit: number): Promise<Page[]> {
  const all: Page[] = [];
  let cursor: string | null = null;
  do {
    const response = await call(
      'GET',
      `${path}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      owner,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as Page;
    all.push(page);
    cursor = page.nextCursor;
  } while (cursor && all.length < 20);
  return all;
}

describe("the client's lists by cursor", () => {
  it('scrolls the whole history, newest first, each booking once, ties kept apart', async () => {
    const owner = await clientWithBookings();
    const whole = (
      await call('GET', '/api/appointments/my-history?limit=100', owner)
    ).json() as Page;
    expect(whole.data).toHaveLength(9);
    expect(whole.nextCursor).toBeNull();

    const scrolled = await pages(owner, '/api/appointments/my-history', 2);
    expect(scrolled.map((page) => page.data.length)).toEqual([2, 2, 2, 2, 1]);
    expect(scrolled.at(-1)?.nextCursor).toBeNull();
    expect(scrolled.flatMap((page) => page.data.map((a) => a.id))).toEqual(
      whole.data.map((a) => a.id),
    );
    expect(scrolled[3]?.total).toBe(9);
  });

  it('scrolls the active bookings soonest first', async () => {
    const owner = await clientWithBookings();
    const extra = await insertAppointment(db, {
      clientId: owner.id,
      barberId: bruno.id,
      startsAt: spInstant(`${2080 + future}-06-02`, '09:00'),
      status: 'PENDING',
    });
    const scrolled = await pages(owner, '/api/appointments/my-appointments', 1);
    const ids = scrolled.flatMap((page) => page.data.map((a) => a.id));
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(extra);
  });

  it("answers an empty last page for a cursor past the end, and nobody else's bookings", async () => {
    const owner = await clientWithBookings();
    const stranger = await createUser(db, 'CLIENT', null);
    const [first] = await pages(owner, '/api/appointments/my-history', 8);
    const cursor = first?.nextCursor;
    expect(cursor).toBeTruthy();
    const theirs = await call('GET', `/api/appointments/my-history?cursor=${cursor}`, stranger);
    expect(theirs.json()).toMatchObject({ data: [], nextCursor: null, total: 0 });
  });
});
