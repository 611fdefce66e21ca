import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  readBookingData,
  saveBookingData,
  saveSelectedServices,
} from '../../shared/booking-draft/booking-draft';
import type { DraftService } from '../../shared/booking-draft/booking-draft';
import { apiError, hangUntilAborted, json, stubApi } from '../../test/api-stub';
import { bruno, page, rafael } from '../../test/booking-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const corte: DraftService = {
  id: 'svc-corte',
  name: 'Corte de cabelo',
  durationMinutes: 40,
  price: 5000,
  pricing: { finalPrice: 5000 },
};
const barba: DraftService = {
  id: 'svc-barba',
  name: 'Barba completa',
  durationMinutes: 30,
  price: 4000,
  pricing: { finalPrice: 3500 },
};

function chooseServices(services: DraftService[]) {
  saveSelectedServices(services);
  saveBookingData({ selectedServices: services, selectedBarbers: [], totalPrice: 8500 });
}

afterEach(() => localStorage.clear());

describe('/barbers', () => {
  it('lists the barbers who offer every chosen service, asking for a page of 50', async () => {
    storeSessionCookies(client);
    chooseServices([corte, barba]);
    const api = stubApi({
      'POST /api/users/barbers/by-services': () => json(200, page([bruno, rafael])),
    });
    await renderApp('/barbers');

    expect(await screen.findByRole('radio', { name: 'Bruno Barbeiro' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Rafael Moreira' })).toBeInTheDocument();
    expect(screen.getByText('Experiente')).toBeVisible();
    expect(screen.getByText('4.8')).toBeVisible();
    expect(screen.getByText('127')).toBeVisible();
    const [request] = api.to('POST /api/users/barbers/by-services');
    // In a stable order: the same services in another order are the same question.
    expect(request?.body).toEqual({ serviceIds: ['svc-barba', 'svc-corte'] });
    expect(request?.search).toBe('?page=1&limit=50');
  });

  it('saves the chosen barber and goes on to /calendar', async () => {
    storeSessionCookies(client);
    chooseServices([corte, barba]);
    stubApi({
      'POST /api/users/barbers/by-services': () => json(200, page([bruno, rafael])),
      'POST /api/working-hours/available-slots': hangUntilAborted,
    });
    const app = await renderApp('/barbers');

    const continuar = await screen.findByRole('button', { name: 'Continuar' });
    await screen.findByRole('radio', { name: 'Rafael Moreira' });
    expect(continuar).toBeDisabled();
    expect(screen.getByText(/Selecione um barbeiro/)).toBeVisible();

    await app.user.click(screen.getByText('Rafael Moreira'));
    expect(screen.getByRole('radio', { name: 'Rafael Moreira' })).toBeChecked();
    expect(screen.getByText(/com Rafael Moreira/)).toBeVisible();
    await app.user.click(continuar);

    expect(await screen.findByRole('heading', { name: 'Data e horário' })).toBeVisible();
    expect(app.location()).toBe('/calendar');
    expect(readBookingData()).toMatchObject({
      selectedBarbers: ['barber-rafael'],
      barbers: [{ id: 'barber-rafael', name: 'Rafael Moreira' }],
      totalPrice: 8500,
    });
  });

  it('asks for the services first when none was chosen', async () => {
    storeSessionCookies(client);
    const api = stubApi({});
    await renderApp('/barbers');

    expect(await screen.findByText('Selecione os serviços primeiro')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Escolher serviços' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(api.requests).toEqual([]);
  });

  it('says when no barber offers all the chosen services, with a way back', async () => {
    storeSessionCookies(client);
    chooseServices([corte, barba]);
    stubApi({ 'POST /api/users/barbers/by-services': () => json(200, page([])) });
    await renderApp('/barbers');

    expect(
      await screen.findByText('Nenhum barbeiro realiza todos os serviços selecionados'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Alterar serviços' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });

  it("says 'Erro ao carregar barbeiros' and tries again", async () => {
    storeSessionCookies(client);
    chooseServices([corte]);
    let fail = true;
    const api = stubApi({
      'POST /api/users/barbers/by-services': () =>
        fail ? apiError(403, 'FORBIDDEN', 'Acesso negado') : json(200, page([bruno])),
    });
    const app = await renderApp('/barbers');

    await waitFor(() => expect(screen.getAllByText('Erro ao carregar barbeiros')).toHaveLength(2));
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByRole('radio', { name: 'Bruno Barbeiro' })).toBeVisible();
    expect(api.to('POST /api/users/barbers/by-services')).toHaveLength(2);
  });
});
