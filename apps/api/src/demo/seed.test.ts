import { getServiceIconKey } from '@navalha/core/domain/catalog/service-icon';
import {
  getLocalDayOfWeek,
  localDateInZone,
  localTimeInZone,
} from '@navalha/core/domain/format/date-time';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPasswordHasher } from '../test/test-app.js';
import { createTestDatabase } from '../test/test-database.js';
import type { TestDatabase } from '../test/test-database.js';
import { demoServices } from './demo-catalog.js';
import { appointmentServices } from '../db/schema/appointment-services.js';
import { appointments } from '../db/schema/appointments.js';
import { barberServices } from '../db/schema/barber-services.js';
import { barbershops } from '../db/schema/barbershops.js';
import { promoCodes } from '../db/schema/promo-codes.js';
import { seedRuns } from '../db/schema/seed-runs.js';
import { services } from '../db/schema/services.js';
import { users } from '../db/schema/users.js';
import { workingHours } from '../db/schema/working-hours.js';
import { DEMO_BARBERSHOP_ID, demoAccounts, demoExtraAccounts, seedDatabase } from './seed.js';

let testDatabase: TestDatabase;
const SAO_PAULO = 'America/Sao_Paulo';
/** A Wednesday afternoon in São Paulo. */
const now = new Date('2026-05-06T18:00:00Z');
const allEmails = [...demoAccounts, ...demoExtraAccounts].map((account) => account.email).sort();

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  // The shared template is already seeded: start from empty tables to see the seed's own work.
  await testDatabase.database.db.execute(sql`truncate table users, barbershops, seed_runs cascade`);
});

afterAll(async () => {
  await testDatabase.dispose();
});

describe('seedDatabase', () => {
  it('creates the demo shop, its people and agenda once, and records that it ran', async () => {
    const { db } = testDatabase.database;

    const first = await seedDatabase(db, testPasswordHasher, { now });
    // A restart hashes no password: the record of the run is read before any work.
    let hashed = 0;
    const countingHasher = {
      ...testPasswordHasher,
      hash: (password: string) => {
        hashed += 1;
        return testPasswordHasher.hash(password);
      },
    };
    const second = await seedDatabase(db, countingHasher, { now });

    expect(first.seeded).toBe(true);
    expect(first.createdAccounts.sort()).toEqual(allEmails);
    expect(first.createdAppointments).toBeGreaterThan(150);
    expect(second).toEqual({ seeded: false, createdAccounts: [], createdAppointments: 0 });
    expect(await db.select({ name: seedRuns.name }).from(seedRuns)).toEqual([{ name: 'demo' }]);
    expect(hashed).toBe(0);
    const shops = await db.select().from(barbershops);
    expect(shops).toHaveLength(1);
    expect(shops[0]).toMatchObject({
      id: DEMO_BARBERSHOP_ID,
      name: 'Navalha Barbearia',
      timeZone: SAO_PAULO,
      settings: {
        slotStepMinutes: 30,
        cancellationWindowHours: 24,
        cancellationFeePercent: 50,
        paymentFeeBasisPoints: { pix: 100, debit_card: 300, credit_card: 840, wallet: 0, cash: 0 },
      },
    });
    expect(await db.select().from(users)).toHaveLength(allEmails.length);
    expect(await db.select().from(appointments)).toHaveLength(first.createdAppointments);
  });

  it('attaches the staff to the shop and stores argon2id hashes of the demo passwords', async () => {
    const { db } = testDatabase.database;

    for (const account of [...demoAccounts, demoExtraAccounts[0]]) {
      if (!account) continue;
      const [row] = await db.select().from(users).where(eq(users.email, account.email));
      expect(row).toMatchObject({
        name: account.name,
        role: account.role,
        provider: 'LOCAL',
        isVerified: true,
        barbershopId: account.role === 'CLIENT' ? null : DEMO_BARBERSHOP_ID,
      });
      expect(await testPasswordHasher.verify(row?.passwordHash ?? null, account.password)).toBe(
        true,
      );
    }
  });

  it('seeds a menu hitting every icon keyword, some services on promotion', async () => {
    const { db } = testDatabase.database;
    const menu = await db.select().from(services);

    expect(menu.length).toBeGreaterThanOrEqual(8);
    const icons = new Set(menu.map((service) => getServiceIconKey(service.name)));
    for (const icon of [
      'haircut',
      'beard',
      'eyebrow',
      'kids',
      'reflex',
      'pigmentation',
      'scissors',
      'clipper',
    ]) {
      expect(icons).toContain(icon);
    }
    const onPromotion = menu.filter(
      (service) =>
        service.promotionalPriceCents !== null &&
        service.promotionalPriceCents < service.priceCents,
    );
    expect(onPromotion.length).toBeGreaterThanOrEqual(2);
    const [promo] = await db.select().from(promoCodes);
    expect(promo).toMatchObject({ code: 'NAVALHA10', discountPercent: 10, isActive: true });
  });

  it('gives four barbers a subset of the menu, one all of it, and the demo week', async () => {
    const { db } = testDatabase.database;
    const barbers = await db.select().from(users).where(eq(users.role, 'BARBER'));
    expect(barbers).toHaveLength(4);

    const offered = await db
      .select({ barberId: barberServices.barberId, count: sql<number>`count(*)::int` })
      .from(barberServices)
      .groupBy(barberServices.barberId);
    const counts = offered.map((row) => row.count).sort((a, b) => a - b);
    expect(counts).toHaveLength(4);
    expect(counts.at(-1)).toBe(demoServices.length);
    expect(counts[0]).toBeLessThan(demoServices.length);

    for (const barber of barbers) {
      const week = await db
        .select({
          dayOfWeek: workingHours.dayOfWeek,
          startTime: workingHours.startTime,
          endTime: workingHours.endTime,
        })
        .from(workingHours)
        .where(eq(workingHours.barberId, barber.id))
        .orderBy(workingHours.dayOfWeek, workingHours.startTime);
      expect(week).toHaveLength(12);
      expect(week.some((period) => period.dayOfWeek === 0)).toBe(false);
      expect(week.slice(0, 2)).toEqual([
        { dayOfWeek: 1, startTime: '09:00:00', endTime: '12:00:00' },
        { dayOfWeek: 1, startTime: '13:00:00', endTime: '19:00:00' },
      ]);
    }
  });

  it('lays out past and upcoming bookings around now, inside working hours', async () => {
    const { db } = testDatabase.database;
    const rows = await db.select().from(appointments);
    const [client] = await db.select().from(users).where(eq(users.email, 'cliente@navalha.dev'));

    const past = rows.filter((row) => row.startsAt < now);
    const future = rows.filter((row) => row.startsAt > now);
    expect(new Set(past.map((row) => row.status))).toEqual(
      new Set(['COMPLETED', 'CANCELLED', 'CONFIRMED']),
    );
    // Two of the demo barber's appointments of the past week are served but not closed yet.
    const [barber] = await db.select().from(users).where(eq(users.email, 'barbeiro@navalha.dev'));
    const unclosed = past.filter((row) => row.status === 'CONFIRMED');
    expect(unclosed).toHaveLength(2);
    for (const row of unclosed) {
      expect(row.barberId).toBe(barber?.id);
      expect(now.getTime() - row.startsAt.getTime()).toBeLessThan(8 * 86_400_000);
    }
    expect(new Set(future.map((row) => row.status))).toEqual(new Set(['PENDING', 'CONFIRMED']));
    const clientFuture = future.filter((row) => row.clientId === client?.id);
    expect(clientFuture.map((row) => row.status)).toEqual(
      expect.arrayContaining(['PENDING', 'CONFIRMED']),
    );
    expect(past.some((row) => row.clientId === client?.id && row.status === 'COMPLETED')).toBe(
      true,
    );
    // Nothing today: no booking is half past when the demo opens.
    const today = localDateInZone(now, SAO_PAULO);
    expect(rows.some((row) => localDateInZone(row.startsAt, SAO_PAULO) === today)).toBe(false);

    for (const row of rows) {
      const date = localDateInZone(row.startsAt, SAO_PAULO);
      const start = localTimeInZone(row.startsAt, SAO_PAULO);
      const end = localTimeInZone(row.endsAt, SAO_PAULO);
      expect(getLocalDayOfWeek(date)).not.toBe(0);
      const inMorning = start >= '09:00' && end <= '12:00';
      const inAfternoon = start >= '13:00' && end <= '19:00';
      expect(inMorning || inAfternoon, `${date} ${start}–${end}`).toBe(true);
      expect(row.totalCents).toBe(row.subtotalCents - row.discountCents + row.paymentFeeCents);
    }

    // No barber holds two bookings at once, cancelled ones included.
    const overlapping = await db.execute(sql`
      select count(*)::int as count from ${appointments} a join ${appointments} b
        on a.barber_id = b.barber_id and a.id < b.id
       and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`);
    expect((overlapping as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(0);

    const snapshots = await db.select().from(appointmentServices);
    expect(new Set(snapshots.map((row) => row.appointmentId)).size).toBe(rows.length);
  });

  it('never overwrites what a demo user changed', async () => {
    const { db } = testDatabase.database;
    await db
      .update(users)
      .set({ name: 'Carlos Alterado' })
      .where(eq(users.email, 'cliente@navalha.dev'));

    await seedDatabase(db, testPasswordHasher, { now });

    const [row] = await db.select().from(users).where(eq(users.email, 'cliente@navalha.dev'));
    expect(row?.name).toBe('Carlos Alterado');
  });

  it('never recreates a demo account or shop that was renamed or deleted', async () => {
    const { db } = testDatabase.database;
    await db.execute(sql`truncate table ${appointments} cascade`);
    await db
      .update(users)
      .set({ email: 'diego@barbeariadodiego.com.br' })
      .where(eq(users.email, 'dono@navalha.dev'));
    await db.delete(users).where(eq(users.email, 'barbeiro@navalha.dev'));
    await db
      .update(barbershops)
      .set({ name: 'Barbearia do Diego' })
      .where(eq(barbershops.id, DEMO_BARBERSHOP_ID));
    await db.delete(promoCodes);

    const result = await seedDatabase(db, testPasswordHasher, { now });

    expect(result).toEqual({ seeded: false, createdAccounts: [], createdAppointments: 0 });
    const emails = (await db.select({ email: users.email }).from(users)).map((row) => row.email);
    expect(emails).not.toContain('dono@navalha.dev');
    expect(emails).not.toContain('barbeiro@navalha.dev');
    expect(emails).toContain('diego@barbeariadodiego.com.br');
    expect(emails).toHaveLength(allEmails.length - 1);
    const owners = await db.select().from(users).where(eq(users.role, 'OWNER'));
    expect(owners).toHaveLength(1);
    expect(await db.select().from(barbershops)).toMatchObject([{ name: 'Barbearia do Diego' }]);
    expect(await db.select().from(appointments)).toHaveLength(0);
    expect(await db.select().from(promoCodes)).toHaveLength(0);
  });

  it('does not even recreate a deleted demo shop', async () => {
    const { db } = testDatabase.database;
    await db.execute(sql`truncate table users, barbershops cascade`);

    const result = await seedDatabase(db, testPasswordHasher, { now });

    expect(result.seeded).toBe(false);
    expect(await db.select().from(barbershops)).toHaveLength(0);
    expect(await db.select().from(users)).toHaveLength(0);
  });

  it('seeds once when several instances start at the same time', async () => {
    const { db } = testDatabase.database;
    await db.execute(sql`truncate table users, barbershops, seed_runs cascade`);

    const results = await Promise.all(
      [1, 2, 3].map(() => seedDatabase(db, testPasswordHasher, { now })),
    );

    expect(results.filter((result) => result.seeded)).toHaveLength(1);
    expect(await db.select().from(barbershops)).toHaveLength(1);
    expect(await db.select().from(users)).toHaveLength(allEmails.length);
    const seededAppointments = results.reduce((sum, result) => sum + result.createdAppointments, 0);
    expect(await db.select().from(appointments)).toHaveLength(seededAppointments);
    expect(await db.select().from(seedRuns)).toHaveLength(1);
  });

  it("leaves alone an account that already had a demo address: it joins nobody's demo", async () => {
    const { db } = testDatabase.database;
    await db.execute(sql`truncate table users, barbershops, seed_runs cascade`);
    const [rafael] = await db
      .insert(users)
      .values({
        name: 'Rafael de Verdade',
        email: 'rafael@navalha.dev',
        passwordHash: await testPasswordHasher.hash('Senha@Dele1'),
        role: 'CLIENT',
        provider: 'LOCAL',
      })
      .returning();

    const result = await seedDatabase(db, testPasswordHasher, { now });

    expect(result.seeded).toBe(true);
    expect(result.createdAccounts).not.toContain('rafael@navalha.dev');
    const [row] = await db.select().from(users).where(eq(users.email, 'rafael@navalha.dev'));
    expect(row).toMatchObject({ name: 'Rafael de Verdade', role: 'CLIENT', barbershopId: null });
    const id = rafael?.id ?? '';
    expect(await db.select().from(workingHours).where(eq(workingHours.barberId, id))).toEqual([]);
    expect(await db.select().from(barberServices).where(eq(barberServices.barberId, id))).toEqual(
      [],
    );
    expect(await db.select().from(appointments).where(eq(appointments.barberId, id))).toEqual([]);
    expect(await db.select().from(appointments).where(eq(appointments.clientId, id))).toEqual([]);
  });
});
