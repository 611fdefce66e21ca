import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { walletTransactions } from '../db/schema/wallet-transactions.js';
import { wallets } from '../db/schema/wallets.js';
import type { WalletRow } from '../db/schema/wallets.js';

/*
 * A wallet as the database holds it, for tests of other modules: read from the tables, since
 * the wallet's repository is private to its module.
 */

/** The user's wallet row, or null when the user has none. */
export async function walletRowOf(db: Db, userId: string): Promise<WalletRow | null> {
  const [row] = await db.select().from(wallets).where(eq(wallets.userId, userId)).limit(1);
  return row ?? null;
}

/** The ledger's sum (credits minus debits) and row count of a wallet. */
export async function ledgerOf(db: Db, walletId: string): Promise<{ sum: number; rows: number }> {
  const [row] = await db
    .select({
      sum: sql<number>`coalesce(sum(case when ${walletTransactions.direction} = 'credit' then ${walletTransactions.amountCents} else -${walletTransactions.amountCents} end), 0)::bigint`.mapWith(
        Number,
      ),
      rows: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(walletTransactions)
    .where(eq(walletTransactions.walletId, walletId));
  return row ?? { sum: 0, rows: 0 };
}
