import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPasswordHasher } from '../test/test-app.js';
import { createTestDatabase } from '../test/test-database.js';
import type { TestDatabase } from '../test/test-database.js';
import { barbershops } from './schema/barbershops.js';
import { users } from './schema/users.js';
import { DEMO_BARBERSHOP_ID, demoAccounts, seedDatabase } from './seed.js';

let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  // The shared template is already seeded: start from empty tables to see the seed's own work.
  await testDatabase.database.db.execute(sql`truncate table users, barbershops cascade`);
});

afterAll(async () => {
  await testDatabase.dispose();
});

describe('seedDatabase', () => {
  it('creates the demo shop and the four demo accounts, and is idempotent', async () => {
    const { db } = testDatabase.database;

    const first = await seedDatabase(db, testPasswordHasher);
    const second = await seedDatabase(db, testPasswordHasher);

    expect(first.createdAccounts.sort()).toEqual(demoAccounts.map((a) => a.email).sort());
    expect(second.createdAccounts).toEqual([]);
    const shops = await db.select().from(barbershops);
    expect(shops).toHaveLength(1);
    expect(shops[0]).toMatchObject({
      id: DEMO_BARBERSHOP_ID,
      name: 'Navalha Barbearia',
      timeZone: 'America/Sao_Paulo',
      settings: {
        slotStepMinutes: 30,
        cancellationWindowHours: 24,
        cancellationFeePercent: 50,
        paymentFeeBasisPoints: { pix: 100, debit_card: 300, credit_card: 840, wallet: 0, cash: 0 },
      },
    });
    expect(await db.select().from(users)).toHaveLength(4);
  });

  it('attaches the staff to the shop and stores argon2id hashes of the demo passwords', async () => {
    const { db } = testDatabase.database;

    for (const account of demoAccounts) {
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

  it('never overwrites what a demo user changed', async () => {
    const { db } = testDatabase.database;
    await db
      .update(users)
      .set({ name: 'Carlos Alterado' })
      .where(eq(users.email, 'cliente@navalha.dev'));

    await seedDatabase(db, testPasswordHasher);

    const [row] = await db.select().from(users).where(eq(users.email, 'cliente@navalha.dev'));
    expect(row?.name).toBe('Carlos Alterado');
  });

  it('recreates only a demo account that was deleted', async () => {
    const { db } = testDatabase.database;
    await db.delete(users).where(eq(users.email, 'barbeiro@navalha.dev'));

    const result = await seedDatabase(db, testPasswordHasher);

    expect(result.createdAccounts).toEqual(['barbeiro@navalha.dev']);
    expect(await db.select().from(users)).toHaveLength(4);
  });
});
