import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/api-stub';
import { client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { historyJson, walletJson } from '../../test/wallet-fixtures';

/** 'Transações' (issue 18 §2): the whole money history, filtered, a page at a time. */

const cursor = '1904558400000000.6e617661-6c68-4100-8000-000000000001';
const firstPage = [
  historyJson('p-2', 'payment', 50, '2030-05-08T12:00:00.000Z', { method: 'PIX' }),
  historyJson('p-1', 'refund', 25, '2030-05-07T12:00:00.000Z', { method: 'CREDIT_CARD' }),
];
const secondPage = [historyJson('d-1', 'deposit', 100, '2030-05-01T12:00:00.000Z')];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
  storeSessionCookies(client);
});

afterEach(() => localStorage.clear());

describe("/wallet 'Transações'", () => {
  it("loads older entries by cursor with 'Carregar mais', and filters entries and exits", async () => {
    const api = stubApi({
      'GET /api/wallet': () => json(200, walletJson(100)),
      'GET /api/wallet/payment-methods': () => json(200, { data: [] }),
      'GET /api/wallet/history': (request) => {
        const query = new URLSearchParams(request.search);
        if (query.get('direction') === 'out') {
          return json(200, { data: [firstPage[0]], nextCursor: null });
        }
        if (query.get('direction') === 'in') return json(200, { data: [], nextCursor: null });
        return query.get('cursor') === cursor
          ? json(200, { data: secondPage, nextCursor: null })
          : json(200, { data: firstPage, nextCursor: cursor });
      },
    });
    const app = await renderApp('/wallet');
    const movements = await screen.findByRole('region', { name: 'Transações' });
    expect(await within(movements).findAllByRole('listitem')).toHaveLength(2);

    await app.user.click(within(movements).getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(movements).getAllByRole('listitem')).toHaveLength(3));
    expect(within(movements).getAllByRole('listitem')[2]).toHaveTextContent('Depósito via PIX');
    expect(
      within(movements).queryByRole('button', { name: 'Carregar mais' }),
    ).not.toBeInTheDocument();

    await app.user.click(within(movements).getByRole('button', { name: 'Saídas' }));
    expect(within(movements).getByRole('button', { name: 'Saídas' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(within(movements).getAllByRole('listitem')).toHaveLength(1));
    expect(within(movements).getByRole('listitem')).toHaveTextContent('Pagamento via PIX');

    await app.user.click(within(movements).getByRole('button', { name: 'Entradas' }));
    expect(await within(movements).findByText('Nenhuma entrada')).toBeVisible();
    expect(api.to('GET /api/wallet/history').map((request) => request.search)).toEqual([
      '?limit=20&direction=all',
      `?limit=20&direction=all&cursor=${encodeURIComponent(cursor)}`,
      '?limit=20&direction=out',
      '?limit=20&direction=in',
    ]);
  });
});
