import type { MoneyHistoryEntry } from '@navalha/core/contracts/money-history';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema/payments.js';
import { walletDeposits } from '../../db/schema/wallet-deposits.js';
import { walletTransactions } from '../../db/schema/wallet-transactions.js';
import { wallets } from '../../db/schema/wallets.js';
import { insertBooking } from '../../test/payment-fixtures.js';
import { createBarber, createUser, DEMO_BARBERSHOP_ID } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
});

afterAll(async () => {
  await testApp.close();
});

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 12, minute));

/**
 * A client's money as the other modules leave it in the tables: a PIX deposit into the wallet,
 * a booking paid from it, one paid by PIX, one by credit card and refunded with R$ 10 kept, one
 * paid in cash at the shop and one whose card refund went into the wallet.
 */
async function clientWithMoney(): Promise<{ client: Actor; barberName: string }> {
  const client = await createUser(db, 'CLIENT', null);
  const barber = await createBarber(db, DEMO_BARBERSHOP_ID, [], 'Barbeiro Histórico');
  const booking = () =>
    insertBooking(db, { clientId: client.id, barberId: barber.id, method: 'PIX' });
  const [wallet] = await db
    .insert(wallets)
    .values({ userId: client.id, barbershopId: DEMO_BARBERSHOP_ID, balanceCents: 5000 })
    .returning();
  if (!wallet) throw new Error('no wallet');
  const pay = async (
    values: Partial<typeof payments.$inferInsert> & {
      method: 'PIX' | 'CREDIT_CARD' | 'CASH' | 'WALLET';
    },
  ) => {
    const { id: appointmentId } = await booking();
    const [row] = await db
      .insert(payments)
      .values({
        appointmentId,
        clientId: client.id,
        barbershopId: DEMO_BARBERSHOP_ID,
        flow: 'pix',
        status: 'COMPLETED',
        amountCents: 5000,
        gateway: 'sandbox',
        gatewayPaymentId: randomUUID(),
        ...values,
      })
      .returning();
    if (!row) throw new Error('no payment');
    return row;
  };
  const [deposit] = await db
    .insert(walletDeposits)
    .values({
      walletId: wallet.id,
      barbershopId: DEMO_BARBERSHOP_ID,
      userId: client.id,
      amountCents: 10000,
      status: 'COMPLETED',
      gateway: 'sandbox',
      gatewayPaymentId: randomUUID(),
      expiresAt: at(30),
      paidAt: at(1),
    })
    .returning();
  await db.insert(walletTransactions).values({
    walletId: wallet.id,
    barbershopId: DEMO_BARBERSHOP_ID,
    type: 'deposit',
    direction: 'credit',
    amountCents: 10000,
    balanceAfterCents: 10000,
    depositId: deposit?.id,
    createdAt: at(1),
  });
  const fromWallet = await pay({ method: 'WALLET', flow: 'wallet', paidAt: at(2) });
  await db.insert(walletTransactions).values({
    walletId: wallet.id,
    barbershopId: DEMO_BARBERSHOP_ID,
    type: 'payment',
    direction: 'debit',
    amountCents: 5000,
    balanceAfterCents: 5000,
    paymentId: fromWallet.id,
    appointmentId: fromWallet.appointmentId,
    createdAt: at(2),
  });
  await pay({ method: 'PIX', paidAt: at(3) });
  await pay({
    method: 'CREDIT_CARD',
    flow: 'card',
    status: 'REFUNDED',
    paidAt: at(4),
    refundedAmountCents: 4000,
    refundedAt: at(5),
  });
  await pay({ method: 'CASH', flow: 'cash', receivedWith: 'cash', receivedAt: at(6) });
  const toWallet = await pay({
    method: 'CREDIT_CARD',
    flow: 'card',
    status: 'REFUNDED',
    paidAt: at(7),
    refundedAmountCents: 5000,
    refundedAt: at(8),
  });
  await db.insert(walletTransactions).values({
    walletId: wallet.id,
    barbershopId: DEMO_BARBERSHOP_ID,
    type: 'refund',
    direction: 'credit',
    amountCents: 5000,
    balanceAfterCents: 10000,
    paymentId: toWallet.id,
    appointmentId: toWallet.appointmentId,
    createdAt: at(8),
  });
  // Not money that moved: a failed PIX and a pending card payment are left out.
  await pay({ method: 'PIX', status: 'FAILED' });
  await pay({ method: 'CREDIT_CARD', flow: 'card', status: 'PENDING' });
  return { client, barberName: 'Barbeiro Histórico' };
}

async function history(client: Actor, query: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/wallet/history${query}`,
    headers: client.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: MoneyHistoryEntry[]; nextCursor: string | null };
}

/** Every page, following the cursors. */
async function allPages(client: Actor, query: string): Promise<MoneyHistoryEntry[][]> {
  const pages: MoneyHistoryEntry[][] = [];
  let cursor: string | null = null;
  do {
    const page = await history(client, `${query}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(page.data);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

const line = (entry: MoneyHistoryEntry) =>
  `${entry.kind} ${entry.direction} ${entry.method} ${entry.amount}${entry.kept_fee === null ? '' : ` kept ${entry.kept_fee}`}`;

describe('GET /api/wallet/history', () => {
  it('is the wallet movements and the booking payments, newest first, refunds with the fee kept', async () => {
    const { client, barberName } = await clientWithMoney();
    const { data, nextCursor } = await history(client, '?limit=50');
    expect(data.map(line)).toEqual([
      'refund in WALLET 50 kept 0',
      'payment out CREDIT_CARD 50',
      'payment out CASH 50',
      'refund in CREDIT_CARD 40 kept 10',
      'payment out CREDIT_CARD 50',
      'payment out PIX 50',
      'payment out WALLET 50',
      'deposit in WALLET 100',
    ]);
    expect(nextCursor).toBeNull();
    // Each entry names the shop the money moved at (decision 042).
    expect(new Set(data.map((entry) => entry.shop))).toEqual(new Set(['Navalha Barbearia']));
    expect(data[2]).toMatchObject({ received_with: 'cash', barber: barberName });
    expect(data[5]?.service).toBe('Corte de cabelo');
    expect(data[0]?.date).toBe(at(8).toISOString());
  });

  it('pages by cursor without repeating or skipping, and filters entries and exits', async () => {
    const { client } = await clientWithMoney();
    const all = (await history(client, '?limit=50')).data.map((entry) => entry.id + entry.kind);
    const pages = await allPages(client, '?limit=3');
    expect(pages.map((page) => page.length)).toEqual([3, 3, 2]);
    expect(pages.flat().map((entry) => entry.id + entry.kind)).toEqual(all);

    const entries = (await allPages(client, '?limit=2&direction=in')).flat();
    expect(entries.map(line)).toEqual([
      'refund in WALLET 50 kept 0',
      'refund in CREDIT_CARD 40 kept 10',
      'deposit in WALLET 100',
    ]);
    const exits = (await allPages(client, '?limit=2&direction=out')).flat();
    expect(exits.every((entry) => entry.direction === 'out')).toBe(true);
    expect(exits).toHaveLength(5);
  });

  it("shows only the client's own money", async () => {
    await clientWithMoney();
    const stranger = await createUser(db, 'CLIENT', null);
    expect(await history(stranger, '')).toEqual({ data: [], nextCursor: null });
  });
});
