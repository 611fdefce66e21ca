import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletDeposits } from '../../db/schema/wallet-deposits.js';
import { walletTransactions } from '../../db/schema/wallet-transactions.js';
import { createUser } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import {
  app,
  db,
  fake,
  notification,
  setupMercadoPagoApp,
} from './payments.mercadopago.test-helpers.js';

/**
 * A wallet deposit is credited only for what the gateway received: an approval of another
 * amount or currency (a forged or partial payment) credits nothing and is flagged, as a
 * booking's payment is (issue 16 §5). Through Mercado Pago's webhook, against the local fake.
 */

setupMercadoPagoApp();

async function deposit(payer: Actor, amount: number) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/wallet/deposits',
    headers: payer.headers,
    payload: { amount },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string; gatewayPaymentId: string };
}

/** The gateway says it approved the deposit, with `fields` changed from what was charged. */
function forgeApproval(gatewayPaymentId: string, fields: Record<string, unknown>) {
  fake.setStatus(gatewayPaymentId, 'approved', 'accredited');
  Object.assign(fake.payment(gatewayPaymentId) ?? {}, fields);
}

async function depositRow(id: string) {
  const [row] = await db.select().from(walletDeposits).where(eq(walletDeposits.id, id));
  return row;
}

async function credits(depositId: string) {
  return db.select().from(walletTransactions).where(eq(walletTransactions.depositId, depositId));
}

describe('a deposit approved with another amount or currency than charged', () => {
  it('credits nothing for an approved R$ 0,01 and flags the deposit, once', async () => {
    const payer = await createUser(db, 'CLIENT', null);
    const { id, gatewayPaymentId } = await deposit(payer, 100);
    forgeApproval(gatewayPaymentId, { transaction_amount: 0.01 });

    expect((await app.inject(notification(gatewayPaymentId))).statusCode).toBe(200);

    const row = await depositRow(id);
    expect(row).toMatchObject({
      status: 'PENDING',
      paidAt: null,
      reviewReason: 'Pagamento em revisão: valor recebido R$\u00a00,01, esperado R$\u00a0100,00.',
    });
    expect(row?.flaggedAt).toBeInstanceOf(Date);
    expect(await credits(id)).toEqual([]);
    const wallet = await app.inject({ method: 'GET', url: '/api/wallet', headers: payer.headers });
    expect(wallet.json()).toMatchObject({ balance: 0 });

    // Replayed, and asked again by the client: still flagged once, still nothing credited.
    await app.inject(notification(gatewayPaymentId));
    const synced = await app.inject({
      method: 'GET',
      url: `/api/wallet/deposits/${id}?sync=true`,
      headers: payer.headers,
    });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json()).toMatchObject({ status: 'PENDING' });
    expect(await depositRow(id)).toMatchObject({ flaggedAt: row?.flaggedAt });
    expect(await credits(id)).toEqual([]);
  });

  it('the right amount in another currency credits nothing either', async () => {
    const payer = await createUser(db, 'CLIENT', null);
    const { id, gatewayPaymentId } = await deposit(payer, 30);
    forgeApproval(gatewayPaymentId, { currency_id: 'USD' });

    await app.inject(notification(gatewayPaymentId));

    expect(await depositRow(id)).toMatchObject({
      status: 'PENDING',
      reviewReason: expect.stringContaining('moeda recebida USD'),
    });
    expect(await credits(id)).toEqual([]);
  });

  it('credits the exact amount approved in reais', async () => {
    const payer = await createUser(db, 'CLIENT', null);
    const { id, gatewayPaymentId } = await deposit(payer, 45.5);
    forgeApproval(gatewayPaymentId, {});

    await app.inject(notification(gatewayPaymentId));

    expect(await depositRow(id)).toMatchObject({ status: 'COMPLETED', reviewReason: null });
    expect(await credits(id)).toMatchObject([{ amountCents: 4_550 }]);
  });
});
