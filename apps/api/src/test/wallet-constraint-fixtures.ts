import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../db/client.js';
import { getPgErrorCode } from '../db/pg-error.js';
import { payments } from '../db/schema/payments.js';
import { insertBooking } from './payment-fixtures.js';
import { createUser, DEMO_BARBERSHOP_ID, demoActor } from './scheduling-fixtures.js';
import { createTestDatabase } from './test-database.js';
import type { TestDatabase } from './test-database.js';

/**
 * The database's own guard of the wallet (migration 0007, decision 008), tested in
 * modules/wallet/wallet-*.constraints.test.ts: rows written straight to the tables, past every
 * service check, that break one CHECK or unique index each must be refused with its SQLSTATE and
 * constraint. Each refusal has a valid twin that is accepted, so a refusal for any other reason
 * (a foreign key, a typo) cannot pass for the one under test.
 */

export const CHECK_VIOLATION = '23514';
export const UNIQUE_VIOLATION = '23505';

export interface WalletRef {
  walletId: string;
  userId: string;
}

export function depositRow(
  wallet: WalletRef,
  values: {
    id?: string;
    amountCents?: number;
    gateway?: string;
    gatewayPaymentId?: string;
    key?: string;
  } = {},
): SQL {
  return sql`insert into wallet_deposits
    (id, wallet_id, barbershop_id, user_id, amount_cents, gateway, gateway_payment_id,
      idempotency_key, expires_at)
    values (${values.id ?? randomUUID()}, ${wallet.walletId},
      (select barbershop_id from wallets where id = ${wallet.walletId}), ${wallet.userId},
      ${values.amountCents ?? 1_000}, ${values.gateway ?? 'sandbox'},
      ${values.gatewayPaymentId ?? null}, ${values.key ?? null}, now() + interval '30 minutes')`;
}

export interface LedgerValues {
  type?: string;
  direction?: string;
  amountCents?: number;
  balanceAfterCents?: number;
  depositId?: string | null;
  paymentId?: string | null;
}

export function ledgerRow(walletId: string, values: LedgerValues): SQL {
  const type = values.type ?? 'deposit';
  const direction = values.direction ?? (type === 'payment' ? 'debit' : 'credit');
  return sql`insert into wallet_transactions
    (wallet_id, barbershop_id, type, direction, amount_cents, balance_after_cents, deposit_id,
      payment_id)
    values (${walletId}, (select barbershop_id from wallets where id = ${walletId}), ${type}, ${direction}, ${values.amountCents ?? 1_000},
      ${values.balanceAfterCents ?? 1_000}, ${values.depositId ?? null}, ${values.paymentId ?? null})`;
}

/**
 * Gives the test file a database of its own for its lifetime, and the helpers that write to it.
 * `db()` is only valid inside tests, once the database exists.
 */
export function useWalletConstraintDatabase() {
  let testDatabase: TestDatabase;
  let db: Db;
  let barberId: string;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    db = testDatabase.database.db;
    barberId = (await demoActor(db, 'barbeiro@navalha.dev')).id;
  });

  afterAll(async () => {
    await testDatabase.dispose();
  });

  /** Runs a statement that must be refused; answers its SQLSTATE and the constraint it names. */
  async function refusal(statement: SQL): Promise<{ code: string | undefined; message: string }> {
    try {
      await db.execute(statement);
    } catch (error) {
      const cause = (error as { cause?: { message?: string } }).cause;
      return { code: getPgErrorCode(error), message: cause?.message ?? String(error) };
    }
    throw new Error('the database accepted a row it should refuse');
  }

  async function expectRefused(statement: SQL, code: string, constraint: string): Promise<void> {
    const refused = await refusal(statement);
    expect(refused.code, refused.message).toBe(code);
    expect(refused.message).toContain(`"${constraint}"`);
  }

  async function newWallet(balanceCents = 0): Promise<WalletRef> {
    const user = await createUser(db, 'CLIENT', null);
    const walletId = randomUUID();
    await db.execute(
      sql`insert into wallets (id, barbershop_id, user_id, balance_cents)
        values (${walletId}, ${DEMO_BARBERSHOP_ID}, ${user.id}, ${balanceCents})`,
    );
    return { walletId, userId: user.id };
  }

  async function newDeposit(wallet: WalletRef): Promise<string> {
    const id = randomUUID();
    await db.execute(depositRow(wallet, { id }));
    return id;
  }

  /** A COMPLETED wallet payment of a fresh booking of the wallet's owner. */
  async function newPayment(wallet: { userId: string }): Promise<string> {
    const booking = await insertBooking(db, {
      clientId: wallet.userId,
      barberId,
      method: 'WALLET',
    });
    const [row] = await db
      .insert(payments)
      .values({
        appointmentId: booking.id,
        clientId: wallet.userId,
        barbershopId: DEMO_BARBERSHOP_ID,
        method: 'WALLET',
        flow: 'wallet',
        gateway: 'wallet',
        status: 'COMPLETED',
        amountCents: booking.totals.total,
      })
      .returning({ id: payments.id });
    if (!row) throw new Error('payment not inserted');
    return row.id;
  }

  return { db: () => db, expectRefused, newWallet, newDeposit, newPayment };
}
