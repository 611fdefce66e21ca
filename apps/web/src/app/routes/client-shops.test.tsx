import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readCurrentShop,
  readCurrentShopName,
  saveCurrentShop,
} from '../../shared/current-shop/current-shop';
import { json, stubApi } from '../../test/api-stub';
import { barba, corte } from '../../test/booking-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/**
 * A signed-in client is in one shop (issue 20 §2, decision 046): the home's promotions and
 * barbers, and the services to choose from, are the current shop's; a client of more than one
 * shop sees 'Suas barbearias' and a line naming the current one; a one-shop client sees the home
 * as always; 'Agendar' on a shop's page makes that shop the current one.
 */

const ALFA = '0a0a0a0a-0000-4000-8000-00000000000a';
const BETA = '0b0b0b0b-0000-4000-8000-00000000000b';

const alfa = {
  id: ALFA,
  name: 'Barbearia Alfa',
  slug: 'barbearia-alfa',
  photoUrl: null,
  lastBookedAt: '2030-05-01T12:00:00.000Z',
};
const beta = {
  id: BETA,
  name: 'Barbearia Beta',
  slug: 'barbearia-beta',
  photoUrl: '/uploads/beta.jpg',
  lastBookedAt: '2030-05-07T12:00:00.000Z',
};

const betaPage = {
  id: BETA,
  slug: 'barbearia-beta',
  name: 'Barbearia Beta',
  address: 'Rua Augusta, 1200 - Consolação, São Paulo - SP',
  phone: null,
  whatsapp: null,
  timeZone: 'America/Sao_Paulo',
  coverUrl: null,
  averageRating: 0,
  totalReviews: 0,
  openingHours: [],
  services: [],
  barbers: [],
};

const emptyHome = {
  'GET /api/services/for-selection': () => json(200, [corte]),
  'GET /api/users/barbers/for-home': () => json(200, { data: [], page: 1, limit: 8, total: 0 }),
  'GET /api/appointments/my-appointments': () =>
    json(200, { data: [], page: 1, limit: 5, total: 0 }),
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
  storeSessionCookies(client);
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the home of a client of several shops', () => {
  it("lists 'Suas barbearias', the last booked first, each opening its page", async () => {
    stubApi({ ...emptyHome, 'GET /api/users/me/shops': () => json(200, { data: [beta, alfa] }) });
    await renderApp('/');

    // The first render loads the home's code: more than the default second on a busy machine.
    const row = await screen.findByRole('region', { name: 'Suas barbearias' }, { timeout: 10_000 });
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/b/barbearia-beta',
      '/b/barbearia-alfa',
    ]);
    expect(links[1]).toHaveTextContent('01/05/2030');
    // Never chosen: the server's shop, the last booked, is the current one.
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('current-shop-line')).toHaveTextContent(
      'Promoções e barbeiros de Barbearia Beta',
    );
  });

  it("asks the current shop's promotions and barbers, and names it", async () => {
    saveCurrentShop(ALFA);
    const api = stubApi({
      ...emptyHome,
      'GET /api/users/me/shops': () => json(200, { data: [beta, alfa] }),
    });
    await renderApp('/');

    expect(await screen.findByTestId('current-shop-line')).toHaveTextContent(
      'Promoções e barbeiros de Barbearia Alfa',
    );
    await waitFor(() =>
      expect(api.to('GET /api/users/barbers/for-home')[0]?.search).toBe(
        `?limit=8&barbershopId=${ALFA}`,
      ),
    );
    expect(api.to('GET /api/services/for-selection')[0]?.search).toBe(`?barbershopId=${ALFA}`);
    const row = screen.getByRole('region', { name: 'Suas barbearias' });
    expect(within(row).getByRole('link', { name: /Barbearia Alfa/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

describe('the home of a client of one shop', () => {
  it('is as it always was: no row of shops, no line, reads naming no shop', async () => {
    const api = stubApi({
      ...emptyHome,
      'GET /api/users/me/shops': () => json(200, { data: [alfa] }),
    });
    await renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Promoções da semana' })).toBeVisible();
    await waitFor(() => expect(api.to('GET /api/users/me/shops')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Suas barbearias' })).toBeNull();
    expect(screen.queryByTestId('current-shop-line')).toBeNull();
    expect(api.to('GET /api/services/for-selection')[0]?.search).toBe('');
    expect(api.to('GET /api/users/barbers/for-home')[0]?.search).toBe('?limit=8');
  });
});

describe("'Agendar' on a shop's page, signed in", () => {
  it("makes that shop current: /services?loja lists that shop's services", async () => {
    saveCurrentShop(ALFA, 'Barbearia Alfa');
    const api = stubApi({
      'GET /api/public/shops/barbearia-beta': () => json(200, betaPage),
      'GET /api/services/for-selection': () => json(200, [{ ...barba, barberShopId: BETA }]),
    });
    await renderApp('/services?loja=barbearia-beta');

    expect(await screen.findByRole('button', { name: /Barba completa/ })).toBeVisible();
    const reads = api.to('GET /api/services/for-selection');
    expect(reads.map((read) => read.search)).toEqual([`?barbershopId=${BETA}`]);
    expect(readCurrentShop()).toBe(BETA);
    expect(readCurrentShopName(BETA)).toBe('Barbearia Beta');
  });
});
