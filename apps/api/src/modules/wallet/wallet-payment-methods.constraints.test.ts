import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { describe, it } from 'vitest';
import {
  CHECK_VIOLATION,
  UNIQUE_VIOLATION,
  useWalletConstraintDatabase,
} from '../../test/wallet-constraint-fixtures.js';

/** The database refuses a saved payment method with missing, malformed or repeated fields. */

const { db, expectRefused, newWallet } = useWalletConstraintDatabase();

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
      (user_id, method_type, is_default, card_token, card_brand, card_last_four, expiry_date)
      values ((select user_id from wallets where id = ${walletId}), ${values.methodType ?? 'apple_pay'}, ${values.isDefault ?? false},
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
    await db().execute(methodRow(walletId, card));
    await db().execute(methodRow(walletId, { methodType: 'google_pay' }));
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
      await db().execute(methodRow(walletId, { ...card, brand }));
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

  it('keeps one default per client (wallet_payment_methods_one_default)', async () => {
    const { walletId } = await newWallet();
    await db().execute(methodRow(walletId, { methodType: 'apple_pay', isDefault: true }));
    await expectRefused(
      methodRow(walletId, { ...card, isDefault: true }),
      UNIQUE_VIOLATION,
      'wallet_payment_methods_one_default',
    );
    await db().execute(methodRow(walletId, { ...card, isDefault: false }));
    await db().execute(methodRow((await newWallet()).walletId, { ...card, isDefault: true }));
  });

  it('keeps one row per card (wallet_payment_methods_card_unique)', async () => {
    const { walletId } = await newWallet();
    await db().execute(methodRow(walletId, card));
    await expectRefused(
      methodRow(walletId, { ...card, token: 'tok_2' }),
      UNIQUE_VIOLATION,
      'wallet_payment_methods_card_unique',
    );
    // The same card as debit, or with another expiry, is another method.
    await db().execute(methodRow(walletId, { ...card, methodType: 'debit_card' }));
    await db().execute(methodRow(walletId, { ...card, expiry: '2031-11-01' }));
  });

  it('keeps one row per phone wallet (wallet_payment_methods_device_unique)', async () => {
    const { walletId } = await newWallet();
    await db().execute(methodRow(walletId, { methodType: 'google_pay' }));
    await expectRefused(
      methodRow(walletId, { methodType: 'google_pay' }),
      UNIQUE_VIOLATION,
      'wallet_payment_methods_device_unique',
    );
    await db().execute(methodRow(walletId, { methodType: 'apple_pay' }));
  });
});
