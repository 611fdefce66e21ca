import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { client, storeSessionCookies } from '../../../test/fixtures';
import { methodJson, walletIds, walletJson } from '../../../test/wallet-fixtures';
import { walletQueryOptions } from './get-wallet';
import { walletPaymentMethodsQueryOptions } from './get-wallet-payment-methods';
import { walletTransactionsQueryOptions } from './get-wallet-transactions';

const start = new Date('2030-05-08T12:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  storeSessionCookies(client);
});

describe('the wallet cache (spec §9: 30 s)', () => {
  // A cache that keeps nothing by default: the 30 s must come from the wallet's own queries.
  const cache = () => new QueryClient({ defaultOptions: { queries: { staleTime: 0 } } });

  type Fetch = (queries: QueryClient) => Promise<unknown>;
  it.each<[string, string, Fetch]>([
    ['the balance', 'GET /api/wallet', (queries) => queries.fetchQuery(walletQueryOptions())],
    [
      'the recent transactions',
      'GET /api/wallet/transactions',
      (queries) => queries.fetchQuery(walletTransactionsQueryOptions()),
    ],
    [
      'the payment methods',
      'GET /api/wallet/payment-methods',
      (queries) => queries.fetchQuery(walletPaymentMethodsQueryOptions()),
    ],
  ])('reuses %s for 30 s, then asks again', async (_what, endpoint, fetchOnce) => {
    const api = stubApi({
      'GET /api/wallet': () => json(200, walletJson(125)),
      'GET /api/wallet/transactions': () => json(200, { data: [] }),
      'GET /api/wallet/payment-methods': () => json(200, { data: [methodJson(walletIds.visa)] }),
    });
    const queries = cache();

    await fetchOnce(queries);
    vi.setSystemTime(start + 29_999);
    await fetchOnce(queries);
    expect(api.to(endpoint)).toHaveLength(1);

    vi.setSystemTime(start + 30_000);
    await fetchOnce(queries);
    expect(api.to(endpoint)).toHaveLength(2);
  });
});
