import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { walletTransactions } from '../db/schema/wallet-transactions.js';
import { wallets } from '../db/schema/wallets.js';
import type { WalletRow } from '../db/schema/wallets.js';
import { DEMO_BARBERSHOP_ID } from '../demo/seed.js';

/*
 * A wallet as the database holds it, for tests of other modules: read from the tables, since
 * the wallet's repository is private to its module.
 */

/**
 * The user's wallet row at a shop (the demo shop unless named), or null when the user has none
 * there: a balance is one shop's (decision 042).
 */
export async function walletRowOf(
  db: Db,
  userId: string,
  shopId: string = DEMO_BARBERSHOP_ID,
): Promise<WalletRow | null> {
  const [row] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.barbershopId, shopId)))
    .limit(1);
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
