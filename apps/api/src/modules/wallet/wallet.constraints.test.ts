import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { getPgErrorCode } from '../../db/pg-error.js';
import { payments } from '../../db/schema/payments.js';
import { insertBooking } from '../../test/payment-fixtures.js';
import { createUser, DEMO_BARBERSHOP_ID, demoActor } from '../../test/scheduling-fixtures.js';
import { createTestDatabase } from '../../test/test-database.js';
import type { TestDatabase } from '../../test/test-database.js';

/**
 * The database's own guard of the wallet (migration 0007, decision 008): rows written straight
 * to the tables, past every service check, that break one CHECK or unique index each must be
 * refused with its SQLSTATE and constraint. Each refusal has a valid twin that is accepted, so
 * a refusal for any other reason (a foreign key, a typo) cannot pass for the one under test.
 */

const CHECK_VIOLATION = '23514';
const UNIQUE_VIOLATION = '23505';

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

async function newWallet(balanceCents = 0): Promise<{ walletId: string; userId: string }> {
  const user = await createUser(db, 'CLIENT', null);
  const walletId = randomUUID();
  await db.execute(
    sql`insert into wallets (id, user_id, balance_cents) values (${walletId}, ${user.id}, ${balanceCents})`,
  );
  return { walletId, userId: user.id };
}

function depositRow(
  wallet: { walletId: string; userId: string },
  values: {
    id?: string;
    amountCents?: number;
    gateway?: string;
    gatewayPaymentId?: string;
    key?: string;
  } = {},
): SQL {
  return sql`insert into wallet_deposits
    (id, wallet_id, user_id, amount_cents, gateway, gateway_payment_id, idempotency_key, expires_at)
    values (${values.id ?? randomUUID()}, ${wallet.walletId}, ${wallet.userId},
      ${values.amountCents ?? 1_000}, ${values.gateway ?? 'sandbox'},
      ${values.gatewayPaymentId ?? null}, ${values.key ?? null}, now() + interval '30 minutes')`;
}

async function newDeposit(wallet: { walletId: string; userId: string }): Promise<string> {
  const id = randomUUID();
  await db.execute(depositRow(wallet, { id }));
  return id;
}

/** A COMPLETED wallet payment of a fresh booking of the wallet's owner. */
async function newPayment(wallet: { userId: string }): Promise<string> {
  const booking = await insertBooking(db, { clientId: wallet.userId, barberId, method: 'WALLET' });
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

interface LedgerValues {
  type?: string;
  direction?: string;
  amountCents?: number;
  balanceAfterCents?: number;
  depositId?: string | null;
  paymentId?: string | null;
}

function ledgerRow(walletId: string, values: LedgerValues): SQL {
  const type = values.type ?? 'deposit';
  const direction = values.direction ?? (type === 'payment' ? 'debit' : 'credit');
  return sql`insert into wallet_transactions
    (wallet_id, type, direction, amount_cents, balance_after_cents, deposit_id, payment_id)
    values (${walletId}, ${type}, ${direction}, ${values.amountCents ?? 1_000},
      ${values.balanceAfterCents ?? 1_000}, ${values.depositId ?? null}, ${values.paymentId ?? null})`;
}

describe('wallets', () => {
  it('refuses a negative balance (wallets_balance_non_negative), by insert or by update', async () => {
    const { walletId } = await newWallet(0);
    await expectRefused(
      sql`update wallets set balance_cents = balance_cents - 1 where id = ${walletId}`,
      CHECK_VIOLATION,
      'wallets_balance_non_negative',
    );
    const user = await createUser(db, 'CLIENT', null);
    await expectRefused(
      sql`insert into wallets (user_id, balance_cents) values (${user.id}, -1)`,
      CHECK_VIOLATION,
      'wallets_balance_non_negative',
    );
    await db.execute(sql`insert into wallets (user_id, balance_cents) values (${user.id}, 0)`);
  });

  it('keeps one wallet per user (wallets_user_unique)', async () => {
    const { userId } = await newWallet();
    await expectRefused(
      sql`insert into wallets (user_id) values (${userId})`,
      UNIQUE_VIOLATION,
      'wallets_user_unique',
    );
  });
});

describe('wallet_deposits', () => {
  it.each([0, -100, 500_001])(
    'refuses a deposit of %i centavos (wallet_deposits_amount_range)',
    async (amountCents) => {
      const wallet = await newWallet();
      await expectRefused(
        depositRow(wallet, { amountCents }),
        CHECK_VIOLATION,
        'wallet_deposits_amount_range',
      );
    },
  );

  it('takes a centavo and R$ 5.000,00, the ends of the range', async () => {
    const wallet = await newWallet();
    await db.execute(depositRow(wallet, { amountCents: 1 }));
    await db.execute(depositRow(wallet, { amountCents: 500_000 }));
  });

  it.each(['wallet', 'shop'])(
    "refuses a deposit through the '%s' gateway (wallet_deposits_online_gateway)",
    async (gateway) => {
      const wallet = await newWallet();
      await expectRefused(
        depositRow(wallet, { gateway }),
        CHECK_VIOLATION,
        'wallet_deposits_online_gateway',
      );
      await db.execute(depositRow(wallet, { gateway: 'mercadopago' }));
    },
  );

  it('refuses a second deposit of one gateway payment (wallet_deposits_gateway_payment_unique)', async () => {
    const wallet = await newWallet();
    const gatewayPaymentId = randomUUID();
    await db.execute(depositRow(wallet, { gatewayPaymentId }));
    await expectRefused(
      depositRow(wallet, { gatewayPaymentId }),
      UNIQUE_VIOLATION,
      'wallet_deposits_gateway_payment_unique',
    );
    // The same id at another gateway is another payment.
    await db.execute(depositRow(wallet, { gatewayPaymentId, gateway: 'mercadopago' }));
  });

  it('refuses a repeated idempotency key of one user (wallet_deposits_user_idempotency_unique)', async () => {
    const wallet = await newWallet();
    await db.execute(depositRow(wallet, { key: 'dep-1' }));
    await expectRefused(
      depositRow(wallet, { key: 'dep-1' }),
      UNIQUE_VIOLATION,
      'wallet_deposits_user_idempotency_unique',
    );
    await db.execute(depositRow(await newWallet(), { key: 'dep-1' }));
  });
});

describe('wallet_transactions', () => {
  it.each([0, -500])(
    'refuses a movement of %i centavos (wallet_transactions_amount_positive)',
    async (amountCents) => {
      const wallet = await newWallet();
      const depositId = await newDeposit(wallet);
      await expectRefused(
        ledgerRow(wallet.walletId, { depositId, amountCents }),
        CHECK_VIOLATION,
        'wallet_transactions_amount_positive',
      );
      await db.execute(ledgerRow(wallet.walletId, { depositId, amountCents: 1 }));
    },
  );

  it('refuses a negative balance after a movement (wallet_transactions_balance_after)', async () => {
    const wallet = await newWallet();
    const depositId = await newDeposit(wallet);
    await expectRefused(
      ledgerRow(wallet.walletId, { depositId, balanceAfterCents: -1 }),
      CHECK_VIOLATION,
      'wallet_transactions_balance_after',
    );
    await db.execute(ledgerRow(wallet.walletId, { depositId, balanceAfterCents: 0 }));
  });

  it.each([
    ['deposit', 'debit'],
    ['refund', 'debit'],
    ['payment', 'credit'],
    ['deposit', 'sideways'],
  ])('refuses a %s as a %s (wallet_transactions_direction)', async (type, direction) => {
    const wallet = await newWallet();
    const source =
      type === 'deposit'
        ? { depositId: await newDeposit(wallet) }
        : { paymentId: await newPayment(wallet) };
    await expectRefused(
      ledgerRow(wallet.walletId, { type, direction, ...source }),
      CHECK_VIOLATION,
      'wallet_transactions_direction',
    );
    await db.execute(ledgerRow(wallet.walletId, { type, ...source }));
  });

  it('ties a deposit to its deposit only, and a payment or refund to its payment only (wallet_transactions_source)', async () => {
    const wallet = await newWallet();
    const depositId = await newDeposit(wallet);
    const paymentId = await newPayment(wallet);
    const broken: LedgerValues[] = [
      { type: 'deposit' },
      { type: 'deposit', paymentId },
      { type: 'deposit', depositId, paymentId },
      { type: 'payment' },
      { type: 'payment', depositId },
      { type: 'payment', depositId, paymentId },
      { type: 'refund' },
      { type: 'refund', depositId, paymentId },
    ];
    for (const values of broken) {
      await expectRefused(
        ledgerRow(wallet.walletId, values),
        CHECK_VIOLATION,
        'wallet_transactions_source',
      );
    }
  });

  it('credits a deposit once (wallet_transactions_deposit_unique)', async () => {
    const wallet = await newWallet();
    const depositId = await newDeposit(wallet);
    await db.execute(ledgerRow(wallet.walletId, { depositId }));
    await expectRefused(
      ledgerRow(wallet.walletId, { depositId }),
      UNIQUE_VIOLATION,
      'wallet_transactions_deposit_unique',
    );
  });

  it('debits a payment once and refunds it once (wallet_transactions_payment_type_unique)', async () => {
    const wallet = await newWallet();
    const paymentId = await newPayment(wallet);
    await db.execute(ledgerRow(wallet.walletId, { type: 'payment', paymentId }));
    await expectRefused(
      ledgerRow(wallet.walletId, { type: 'payment', paymentId }),
      UNIQUE_VIOLATION,
      'wallet_transactions_payment_type_unique',
    );
    // A debit and its refund are two movements of one payment.
    await db.execute(ledgerRow(wallet.walletId, { type: 'refund', paymentId }));
    await expectRefused(
      ledgerRow(wallet.walletId, { type: 'refund', paymentId }),
      UNIQUE_VIOLATION,
      'wallet_transactions_payment_type_unique',
    );
  });
});

describe('wallet_payment_methods', () => {
  interface MethodValues {
    methodType?: string;
    isDefault?: boolean;
    token?: string | null;
    brand?: string | null;
    lastFour?: string | null;
    expiry?: string | null;
  }

  const card: MethodValues = {
    methodType: 'credit_card',
    token: 'tok_1',
    brand: 'Visa',
    lastFour: '4242',
    expiry: '2030-11-01',
  };

  function methodRow(walletId: string, values: MethodValues): SQL {
    const pick = <K extends keyof MethodValues>(key: K) => (key in values ? values[key] : null);
    return sql`insert into wallet_payment_methods
      (wallet_id, method_type, is_default, card_token, card_brand, card_last_four, expiry_date)
      values (${walletId}, ${values.methodType ?? 'apple_pay'}, ${values.isDefault ?? false},
        ${pick('token')}, ${pick('brand')}, ${pick('lastFour')}, ${pick('expiry')})`;
  }

  it('asks a card for token, brand, last four and expiry, and a phone wallet for none (wallet_payment_methods_card_fields)', async () => {
    const { walletId } = await newWallet();
    const broken: MethodValues[] = [
      { ...card, token: null },
      { ...card, brand: null },
      { ...card, lastFour: null },
      { ...card, expiry: null },
      { methodType: 'debit_card' },
      { ...card, methodType: 'google_pay' },
      { ...card, methodType: 'pix' },
    ];
    for (const values of broken) {
      await expectRefused(
        methodRow(walletId, values),
        CHECK_VIOLATION,
        'wallet_payment_methods_card_fields',
      );
    }
    await db.execute(methodRow(walletId, card));
    await db.execute(methodRow(walletId, { methodType: 'google_pay' }));
  });

  it.each(['424', '42424', 'abcd', '42 4'])(
    "refuses '%s' as the last four digits (wallet_payment_methods_last_four)",
    async (lastFour) => {
      const { walletId } = await newWallet();
      await expectRefused(
        methodRow(walletId, { ...card, lastFour }),
        CHECK_VIOLATION,
        'wallet_payment_methods_last_four',
      );
    },
  );

  it('refuses a brand outside spec §3 (wallet_payment_methods_brand)', async () => {
    const { walletId } = await newWallet();
    await expectRefused(
      methodRow(walletId, { ...card, brand: 'Elo' }),
      CHECK_VIOLATION,
      'wallet_payment_methods_brand',
    );
    for (const brand of ['Mastercard', 'American Express', 'Other']) {
      await db.execute(methodRow(walletId, { ...card, brand }));
    }
  });

  it('keeps the expiry as the first day of its month (wallet_payment_methods_expiry_first_day)', async () => {
    const { walletId } = await newWallet();
    await expectRefused(
      methodRow(walletId, { ...card, expiry: '2030-11-15' }),
      CHECK_VIOLATION,
      'wallet_payment_methods_expiry_first_day',
    );
  });

  it('keeps one default per wallet (wallet_payment_methods_one_default)', async () => {
    const { walletId } = await newWallet();
    await db.execute(methodRow(walletId, { methodType: 'apple_pay', isDefault: true }));
    await expectRefused(
      methodRow(walletId, { ...card, isDefault: true }),
      UNIQUE_VIOLATION,
      'wallet_payment_methods_one_default',
    );
    await db.execute(methodRow(walletId, { ...card, isDefault: false }));
    await db.execute(methodRow((await newWallet()).walletId, { ...card, isDefault: true }));
  });

  it('keeps one row per card (wallet_payment_methods_card_unique)', async () => {
    const { walletId } = await newWallet();
    await db.execute(methodRow(walletId, card));
    await expectRefused(
      methodRow(walletId, { ...card, token: 'tok_2' }),
      UNIQUE_VIOLATION,
      'wallet_payment_methods_card_unique',
    );
    // The same card as debit, or with another expiry, is another method.
    await db.execute(methodRow(walletId, { ...card, methodType: 'debit_card' }));
    await db.execute(methodRow(walletId, { ...card, expiry: '2031-11-01' }));
  });

  it('keeps one row per phone wallet (wallet_payment_methods_device_unique)', async () => {
    const { walletId } = await newWallet();
    await db.execute(methodRow(walletId, { methodType: 'google_pay' }));
    await expectRefused(
      methodRow(walletId, { methodType: 'google_pay' }),
      UNIQUE_VIOLATION,
      'wallet_payment_methods_device_unique',
    );
    await db.execute(methodRow(walletId, { methodType: 'apple_pay' }));
  });
});
