import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readBookingData } from '../../shared/booking-draft/booking-draft';
import { json, stubApi } from '../../test/api-stub';
import { appointmentPage } from '../../test/appointment-fixtures';
import { bruno, corte, page, rafael } from '../../test/booking-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
  storeSessionCookies(client);
});

afterEach(() => localStorage.clear());

describe("a barber's card on the home", () => {
  it("opens the barber's page, whose 'Agendar' starts a booking with them", async () => {
    stubApi({
      'GET /api/public/barbers/barber-rafael': () =>
        json(200, {
          shop: {
            slug: 'navalha-barbearia',
            name: 'Navalha Barbearia',
            timeZone: 'America/Sao_Paulo',
          },
          barber: {
            id: 'barber-rafael',
            name: 'Rafael Moreira',
            avatarUrl: null,
            averageRating: 4.8,
            totalReviews: 3,
            serviceIds: [],
          },
          services: [],
          reviews: [],
        }),
      // 'Agendar' names the barber's shop, which becomes the current one (decision 046).
      'GET /api/public/shops/navalha-barbearia': () =>
        json(200, {
          id: '0a0a0a0a-0000-4000-8000-00000000000a',
          slug: 'navalha-barbearia',
          name: 'Navalha Barbearia',
          address: 'Rua Augusta, 1200',
          phone: null,
          whatsapp: null,
          timeZone: 'America/Sao_Paulo',
          coverUrl: null,
          averageRating: 4.8,
          totalReviews: 3,
          openingHours: [],
          services: [],
          barbers: [],
        }),
      'GET /api/appointments/my-appointments': () => json(200, appointmentPage([])),
      'GET /api/services/for-selection': () => json(200, [corte]),
      'GET /api/users/barbers/for-home': () => json(200, page([bruno, rafael])),
      'POST /api/users/barbers/by-services': () => json(200, page([bruno, rafael])),
    });
    const app = await renderApp('/');

    await app.user.click(await screen.findByRole('link', { name: 'Ver perfil de Rafael Moreira' }));
    await waitFor(() => expect(app.location()).toBe('/barbeiro/barber-rafael'));
    expect(await screen.findByRole('heading', { name: 'Rafael Moreira', level: 1 })).toBeVisible();

    await app.user.click(screen.getByRole('link', { name: 'Agendar' }));
    await waitFor(() => expect(app.location()).toBe('/services'));
    expect(
      await screen.findByText('Escolha um ou mais serviços com Rafael Moreira.'),
    ).toBeVisible();

    await app.user.click(await screen.findByRole('button', { name: /Corte de cabelo/ }));
    await app.user.click(screen.getByRole('button', { name: 'Continuar' }));

    await waitFor(() => expect(app.location()).toBe('/barbers'));
    expect(readBookingData()?.selectedBarbers).toEqual(['barber-rafael']);
    expect(await screen.findByRole('radio', { name: 'Rafael Moreira' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  });
});
