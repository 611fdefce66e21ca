import { describe, expect, it } from 'vitest';
import { DEMO_BARBERSHOP_ID } from '../../test/scheduling-fixtures.js';
import { useWalletConstraintDatabase } from '../../test/wallet-constraint-fixtures.js';
import { WalletRepository } from './wallet.repository.js';

/**
 * The ledger lists newest first in the order the balance moved, even for movements written in
 * one clock tick: one transaction's now() is the same for all its rows on both databases, as
 * two inserts in one millisecond are on PGlite.
 */

const { db, newWallet, newDeposit } = useWalletConstraintDatabase();

describe('the order of the wallet ledger', () => {
  it('lists movements of one transaction newest first, the newest with the balance', async () => {
    const wallet = await newWallet();
    const amounts = [100, 200, 300, 400, 500];
    const depositIds: string[] = [];
    for (const _amount of amounts) depositIds.push(await newDeposit(wallet));

    await db().transaction(async (tx) => {
      const repository = new WalletRepository(tx);
      for (const [index, amountCents] of amounts.entries()) {
        const row = await repository.move({
          walletId: wallet.walletId,
          type: 'deposit',
          amountCents,
          depositId: depositIds[index],
          description: 'Depósito via PIX',
        });
        expect(row).not.toBeNull();
      }
    });

    const repository = new WalletRepository(db());
    const listed = await repository.listTransactions(DEMO_BARBERSHOP_ID, wallet.userId, 10);
    expect(listed.map(({ transaction }) => transaction.amountCents)).toEqual([
      500, 400, 300, 200, 100,
    ]);
    expect(listed.map(({ transaction }) => transaction.balanceAfterCents)).toEqual([
      1500, 1000, 600, 300, 100,
    ]);
    const stored = await repository.findById(wallet.walletId);
    expect(stored?.balanceCents).toBe(listed[0]?.transaction.balanceAfterCents);
  });
});
