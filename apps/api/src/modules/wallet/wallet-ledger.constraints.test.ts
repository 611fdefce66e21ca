import { describe, it } from 'vitest';
import {
  CHECK_VIOLATION,
  ledgerRow,
  UNIQUE_VIOLATION,
  useWalletConstraintDatabase,
} from '../../test/wallet-constraint-fixtures.js';
import type { LedgerValues } from '../../test/wallet-constraint-fixtures.js';

/** The database refuses a ledger movement of the wrong amount, direction, source or count. */

const { db, expectRefused, newWallet, newDeposit, newPayment } = useWalletConstraintDatabase();

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
      await db().execute(ledgerRow(wallet.walletId, { depositId, amountCents: 1 }));
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
    await db().execute(ledgerRow(wallet.walletId, { depositId, balanceAfterCents: 0 }));
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
    await db().execute(ledgerRow(wallet.walletId, { type, ...source }));
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
    await db().execute(ledgerRow(wallet.walletId, { depositId }));
    await expectRefused(
      ledgerRow(wallet.walletId, { depositId }),
      UNIQUE_VIOLATION,
      'wallet_transactions_deposit_unique',
    );
  });

  it('debits a payment once and refunds it once (wallet_transactions_payment_type_unique)', async () => {
    const wallet = await newWallet();
    const paymentId = await newPayment(wallet);
    await db().execute(ledgerRow(wallet.walletId, { type: 'payment', paymentId }));
    await expectRefused(
      ledgerRow(wallet.walletId, { type: 'payment', paymentId }),
      UNIQUE_VIOLATION,
      'wallet_transactions_payment_type_unique',
    );
    // A debit and its refund are two movements of one payment.
    await db().execute(ledgerRow(wallet.walletId, { type: 'refund', paymentId }));
    await expectRefused(
      ledgerRow(wallet.walletId, { type: 'refund', paymentId }),
      UNIQUE_VIOLATION,
      'wallet_transactions_payment_type_unique',
    );
  });
});
