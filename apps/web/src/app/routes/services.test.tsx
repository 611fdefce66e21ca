import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  readBookingData,
  readSelectedServices,
  saveBookingData,
} from '../../shared/booking-draft/booking-draft';
import { apiError, json, stubApi } from '../../test/api-stub';
import { barba, corte, page, sobrancelha } from '../../test/booking-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

function footer() {
  return screen.getByRole('button', { name: 'Continuar' }).parentElement as HTMLElement;
}

afterEach(() => localStorage.clear());

describe('/services', () => {
  it('selects several services and sums them up in the footer', async () => {
    storeSessionCookies(client);
    stubApi({ 'GET /api/services/for-selection': () => json(200, [barba, corte, sobrancelha]) });
    const app = await renderApp('/services');

    const corteCard = await screen.findByRole('button', { name: /Corte de cabelo/ });
    const barbaCard = screen.getByRole('button', { name: /Barba completa/ });
    expect(within(barbaCard).getByText('R$ 35,00')).toBeVisible();
    expect(within(barbaCard).getByText('R$ 40,00').closest('s')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    expect(within(footer()).getByText('Selecione ao menos um serviço')).toBeVisible();

    await app.user.click(corteCard);
    await app.user.click(barbaCard);

    expect(corteCard).toHaveAttribute('aria-pressed', 'true');
    expect(barbaCard).toHaveAttribute('aria-pressed', 'true');
    expect(within(footer()).getByText('2 serviços · 1h 10min')).toBeVisible();
    // 50,00 + 35,00 (the promotional price).
    expect(within(footer()).getByText('R$ 85,00')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();

    await app.user.click(corteCard);
    expect(corteCard).toHaveAttribute('aria-pressed', 'false');
    expect(within(footer()).getByText('1 serviço · 30 min')).toBeVisible();
    expect(within(footer()).getByText('R$ 35,00')).toBeVisible();
  });

  it('saves the choice and goes on to /barbers', async () => {
    storeSessionCookies(client);
    stubApi({
      'GET /api/services/for-selection': () => json(200, [barba, corte, sobrancelha]),
      'POST /api/users/barbers/by-services': () => json(200, page([])),
    });
    const app = await renderApp('/services');

    await app.user.click(await screen.findByRole('button', { name: /Sobrancelha/ }));
    await app.user.click(screen.getByRole('button', { name: /Corte de cabelo/ }));
    await app.user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByRole('heading', { name: 'Barbeiros' })).toBeVisible();
    expect(app.location()).toBe('/barbers');
    // In the catalog's order, money in centavos.
    expect(readSelectedServices()?.map((service) => service.id)).toEqual([
      'svc-corte',
      'svc-sobrancelha',
    ]);
    expect(readBookingData()).toMatchObject({
      selectedBarbers: [],
      totalPrice: 7000,
      selectedServices: [
        { id: 'svc-corte', durationMinutes: 40, price: 5000, pricing: { finalPrice: 5000 } },
        { id: 'svc-sobrancelha', durationMinutes: 15, price: 2000, pricing: { finalPrice: 2000 } },
      ],
    });
  });

  it('comes back with the earlier choice still selected', async () => {
    storeSessionCookies(client);
    localStorage.setItem(
      'selectedServices',
      JSON.stringify([
        {
          id: 'svc-barba',
          name: 'Barba completa',
          durationMinutes: 30,
          price: 4000,
          pricing: { finalPrice: 3500 },
        },
      ]),
    );
    stubApi({ 'GET /api/services/for-selection': () => json(200, [barba, corte]) });
    await renderApp('/services');

    expect(await screen.findByRole('button', { name: /Barba completa/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(footer()).getByText('R$ 35,00')).toBeVisible();
  });

  it('keeps the chosen barber when the services stay the same', async () => {
    storeSessionCookies(client);
    saveBookingData({
      selectedServices: [
        {
          id: 'svc-corte',
          name: 'Corte de cabelo',
          durationMinutes: 40,
          price: 5000,
          pricing: { finalPrice: 5000 },
        },
      ],
      selectedBarbers: ['barber-bruno'],
      totalPrice: 5000,
    });
    localStorage.setItem('selectedServices', JSON.stringify(readBookingData()?.selectedServices));
    stubApi({
      'GET /api/services/for-selection': () => json(200, [corte, barba]),
      'POST /api/users/barbers/by-services': () => json(200, page([])),
    });
    const app = await renderApp('/services');

    await screen.findByRole('button', { name: /Corte de cabelo/ });
    await app.user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { name: 'Barbeiros' });
    expect(readBookingData()?.selectedBarbers).toEqual(['barber-bruno']);
  });

  it('opens with a promotion of the home page already chosen', async () => {
    storeSessionCookies(client);
    stubApi({
      'GET /api/services/for-selection': () => json(200, [barba, corte]),
      'GET /api/appointments/my-appointments': () => json(200, page([])),
      'GET /api/users/barbers/for-home': () => json(200, page([])),
    });
    const app = await renderApp('/');

    const promotions = await screen.findByRole('region', { name: 'Promoções da semana' });
    await app.user.click(await within(promotions).findByRole('link', { name: /Barba completa/ }));

    expect(await screen.findByRole('button', { name: /Barba completa/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(app.location()).toBe('/services');
    expect(screen.getByRole('button', { name: /Corte de cabelo/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it("says when there is no service: 'Nenhum serviço disponível'", async () => {
    storeSessionCookies(client);
    stubApi({ 'GET /api/services/for-selection': () => json(200, []) });
    await renderApp('/services');

    expect(await screen.findByText('Nenhum serviço disponível')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });

  it("says 'Erro ao carregar serviços' and tries again", async () => {
    storeSessionCookies(client);
    let fail = true;
    stubApi({
      'GET /api/services/for-selection': () =>
        fail ? apiError(404, 'NOT_FOUND', 'Recurso não encontrado') : json(200, [corte]),
    });
    const app = await renderApp('/services');

    // On the page, and as the toast of spec §8.
    await waitFor(() => expect(screen.getAllByText('Erro ao carregar serviços')).toHaveLength(2));
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByRole('button', { name: /Corte de cabelo/ })).toBeVisible();
  });
});
