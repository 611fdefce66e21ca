import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, it } from 'vitest';
import { createShop, createUser, DEMO_BARBERSHOP_ID } from '../../test/scheduling-fixtures.js';
import {
  CHECK_VIOLATION,
  depositRow,
  UNIQUE_VIOLATION,
  useWalletConstraintDatabase,
} from '../../test/wallet-constraint-fixtures.js';

const FOREIGN_KEY_VIOLATION = '23503';

/** The database refuses a wallet or a deposit that breaks its CHECKs or unique indexes. */

const { db, expectRefused, newWallet } = useWalletConstraintDatabase();

describe('wallets', () => {
  it('refuses a negative balance (wallets_balance_non_negative), by insert or by update', async () => {
    const { walletId } = await newWallet(0);
    await expectRefused(
      sql`update wallets set balance_cents = balance_cents - 1 where id = ${walletId}`,
      CHECK_VIOLATION,
      'wallets_balance_non_negative',
    );
    const user = await createUser(db(), 'CLIENT', null);
    await expectRefused(
      sql`insert into wallets (barbershop_id, user_id, balance_cents)
        values (${DEMO_BARBERSHOP_ID}, ${user.id}, -1)`,
      CHECK_VIOLATION,
      'wallets_balance_non_negative',
    );
    await db().execute(
      sql`insert into wallets (barbershop_id, user_id, balance_cents)
        values (${DEMO_BARBERSHOP_ID}, ${user.id}, 0)`,
    );
  });

  it('keeps one wallet per user and shop (wallets_shop_user_unique)', async () => {
    const { userId } = await newWallet();
    await expectRefused(
      sql`insert into wallets (barbershop_id, user_id) values (${DEMO_BARBERSHOP_ID}, ${userId})`,
      UNIQUE_VIOLATION,
      'wallets_shop_user_unique',
    );
  });

  it("keeps a ledger row and a deposit at their wallet's shop (the wallet and shop keys)", async () => {
    const { walletId, userId } = await newWallet(0);
    const other = await createShop(db(), 'Barbearia Outra');
    await expectRefused(
      sql`insert into wallet_deposits
        (wallet_id, barbershop_id, user_id, amount_cents, gateway, expires_at)
        values (${walletId}, ${other}, ${userId}, 1000, 'sandbox', now() + interval '30 minutes')`,
      FOREIGN_KEY_VIOLATION,
      'wallet_deposits_wallet_shop_fk',
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
    await db().execute(depositRow(wallet, { amountCents: 1 }));
    await db().execute(depositRow(wallet, { amountCents: 500_000 }));
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
      await db().execute(depositRow(wallet, { gateway: 'mercadopago' }));
    },
  );

  it('refuses a second deposit of one gateway payment (wallet_deposits_gateway_payment_unique)', async () => {
    const wallet = await newWallet();
    const gatewayPaymentId = randomUUID();
    await db().execute(depositRow(wallet, { gatewayPaymentId }));
    await expectRefused(
      depositRow(wallet, { gatewayPaymentId }),
      UNIQUE_VIOLATION,
      'wallet_deposits_gateway_payment_unique',
    );
    // The same id at another gateway is another payment.
    await db().execute(depositRow(wallet, { gatewayPaymentId, gateway: 'mercadopago' }));
  });

  it('refuses a repeated idempotency key of one user (wallet_deposits_user_idempotency_unique)', async () => {
    const wallet = await newWallet();
    await db().execute(depositRow(wallet, { key: 'dep-1' }));
    await expectRefused(
      depositRow(wallet, { key: 'dep-1' }),
      UNIQUE_VIOLATION,
      'wallet_deposits_user_idempotency_unique',
    );
    await db().execute(depositRow(await newWallet(), { key: 'dep-1' }));
  });
});
