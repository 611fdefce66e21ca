import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { json, stubApi } from './api-stub';
import type { RecordedRequest } from './api-stub';
import { client, storeSessionCookies } from './fixtures';
import { renderApp } from './render-app';
import { historyJson, methodJson, walletIds, walletJson } from './wallet-fixtures';

// The /wallet page's scene, shared by its test files (wallet.test.tsx, wallet-methods.test.tsx).

/** Five movements of the ledger, the newest first. */
export const fiveMovements = [
  historyJson('t-5', 'payment', 45.5, '2030-05-08T12:00:00.000Z', {
    service: 'Corte de cabelo',
    barber: 'Bruno Barbeiro',
  }),
  historyJson('t-4', 'refund', 40.5, '2030-05-07T13:15:00.000Z', {
    method: 'CREDIT_CARD',
    keptFee: 4.5,
    service: 'Barba completa',
    barber: 'Rafael Souza',
  }),
  historyJson('t-3', 'deposit', 100, '2030-05-06T12:00:00.000Z'),
  historyJson('t-2', 'payment', 20, '2030-05-05T12:00:00.000Z', {
    method: 'CASH',
    receivedWith: 'cash',
  }),
  historyJson('t-1', 'payment', 10, '2030-05-04T12:00:00.000Z', { method: 'PIX' }),
];

export interface WalletScene {
  wallet?: () => Response;
  methods?: () => Response;
  transactions?: () => Response;
  extra?: Record<string, (request: RecordedRequest) => Response | Promise<Response>>;
}

/** The wallet page's three reads answered (a balance of R$ 125, two cards, five movements). */
export function stubWallet({
  wallet = () => json(200, walletJson(125)),
  methods = () =>
    json(200, {
      data: [
        methodJson(walletIds.visa, { isDefault: true }),
        methodJson(walletIds.master, {
          type: 'debit_card',
          brand: 'Mastercard',
          lastFour: '0004',
          expiry: '2029-08-01',
        }),
      ],
    }),
  transactions = () => json(200, { data: fiveMovements, nextCursor: null }),
  extra = {},
}: WalletScene = {}) {
  return stubApi({
    'GET /api/wallet': wallet,
    'GET /api/wallet/payment-methods': methods,
    'GET /api/wallet/history': transactions,
    ...extra,
  });
}

/** /wallet rendered, once its heading is shown. */
export async function openWallet() {
  const app = await renderApp('/wallet');
  await screen.findByRole('heading', { name: 'Carteira', level: 1 });
  return app;
}

/** Every /wallet test: Wednesday 8 May 2030, 09:00 in São Paulo, the client signed in. */
export function setUpWalletPage(): void {
  beforeEach(() => {
    // Wednesday 8 May 2030, 09:00 in São Paulo.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
    storeSessionCookies(client);
  });

  afterEach(() => localStorage.clear());
}
