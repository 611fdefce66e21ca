import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletRepository } from '../modules/wallet/wallet.repository.js';
import { createTestDatabase } from '../test/test-database.js';
import type { TestDatabase } from '../test/test-database.js';
import { seedDemoWallet } from './demo-wallet.js';
import { DEMO_BARBERSHOP_ID } from './seed.js';
import { users } from '../db/schema/users.js';
import { walletDeposits } from '../db/schema/wallet-deposits.js';

let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});

afterAll(async () => {
  await testDatabase.dispose();
});

describe('seedDemoWallet', () => {
  it('gives the demo client a R$ 100,00 PIX deposit through the ledger, once', async () => {
    const { db } = testDatabase.database;
    const [client] = await db.select().from(users).where(eq(users.email, 'cliente@navalha.dev'));
    const repository = new WalletRepository(db);
    // The shared template is seeded already.
    const wallet = await repository.findByShopAndUser(DEMO_BARBERSHOP_ID, client?.id ?? '');
    expect(wallet?.balanceCents).toBe(10_000);
    expect(await repository.sumLedger(wallet?.id ?? '')).toEqual({ sum: 10_000, rows: 1 });
    const deposits = await db
      .select()
      .from(walletDeposits)
      .where(eq(walletDeposits.walletId, wallet?.id ?? ''));
    expect(deposits).toEqual([
      expect.objectContaining({ status: 'COMPLETED', amountCents: 10_000, gateway: 'sandbox' }),
    ]);

    expect(await seedDemoWallet(db, new Date())).toBe(false);
    expect(await repository.sumLedger(wallet?.id ?? '')).toEqual({ sum: 10_000, rows: 1 });
  });
});
