import { getBookingCode } from '@navalha/core/domain/appointments/booking-code';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../test/api-stub';
import { appointmentIds, appointmentJson } from '../../test/appointment-fixtures';
import type { AppointmentJsonOptions } from '../../test/appointment-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const id = appointmentIds.pending;

/** Stubs what the confirmation and the home page behind it ask for. */
function stubBooking(options: AppointmentJsonOptions) {
  return stubApi({
    [`GET /api/appointments/${id}`]: () => json(200, appointmentJson(id, options)),
  });
}

function stubHome(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/appointments/my-appointments': () =>
      json(200, { data: [], page: 1, limit: 5, total: 0 }),
    'GET /api/services/for-selection': () => json(200, []),
    'GET /api/users/barbers/for-home': () => json(200, { data: [], page: 1, limit: 8, total: 0 }),
    ...extra,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
  storeSessionCookies(client);
});

describe('/booking-confirmation/{id}', () => {
  it.each<[string, AppointmentJsonOptions, string]>([
    ['an unpaid PIX booking', { paymentMethod: 'PIX' }, 'Aguardando Pagamento!'],
    [
      'a paid, pending booking',
      { paymentMethod: 'PIX', paymentStatus: 'COMPLETED' },
      'Agendamento Solicitado!',
    ],
    ['a cash booking awaiting the barber', { paymentMethod: 'CASH' }, 'Agendamento Solicitado!'],
    [
      'a confirmed cash booking',
      { paymentMethod: 'CASH', status: 'CONFIRMED' },
      'Agendamento Confirmado!',
    ],
  ])('heads %s with %j', async (_case, options, headline) => {
    stubBooking(options);
    await renderApp(`/booking-confirmation/${id}`);
    expect(await screen.findByRole('heading', { level: 2, name: headline })).toBeVisible();
  });

  it('shows the protocol, the details and cancel, and no rate button before the service', async () => {
    stubBooking({});
    await renderApp(`/booking-confirmation/${id}`);

    // The short code, not the raw id's first characters (issue 18 §4).
    expect(await screen.findByText(getBookingCode(id))).toBeVisible();
    expect(screen.queryByText(/11111111/)).not.toBeInTheDocument();
    expect(screen.getByText('Corte de cabelo + Barba completa')).toBeVisible();
    expect(screen.getByText('10/05/2030 às 09:00')).toBeVisible();
    expect(screen.getByText('Pagamento na barbearia')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancelar agendamento' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Avaliar serviço' })).not.toBeInTheDocument();
  });

  it('offers to rate a completed service', async () => {
    stubBooking({ status: 'COMPLETED', paymentStatus: 'COMPLETED' });
    await renderApp(`/booking-confirmation/${id}`);
    expect(await screen.findByRole('link', { name: 'Avaliar serviço' })).toHaveAttribute(
      'href',
      `/review/${id}`,
    );
    expect(screen.queryByRole('button', { name: 'Cancelar agendamento' })).not.toBeInTheDocument();
  });

  it(
    "goes home with 'Erro ao carregar detalhes do agendamento' when it cannot be loaded",
    {
      timeout: 10_000,
    },
    async () => {
      stubHome({
        [`GET /api/appointments/${id}`]: () => apiError(500, 'INTERNAL_ERROR', 'Falhou'),
      });
      const app = await renderApp(`/booking-confirmation/${id}`);
      // A server failure is retried twice first (1 s, then 2 s).
      expect(
        await screen.findByText('Erro ao carregar detalhes do agendamento', {}, { timeout: 6000 }),
      ).toBeVisible();
      await waitFor(() => expect(app.location()).toBe('/'));
    },
  );

  it("goes home with 'ID do agendamento não encontrado' for an id that is not one", async () => {
    const api = stubHome();
    const app = await renderApp('/booking-confirmation/nao-e-um-id');
    expect(await screen.findByText('ID do agendamento não encontrado')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(api.requests.filter((request) => request.path.includes('nao-e-um-id'))).toHaveLength(0);
  });
});

describe('/booking-confirmation/{id} of an unpaid PIX booking', () => {
  it("offers 'Pagar agora' for an unpaid PIX booking, which pays this same booking", async () => {
    stubBooking({ paymentMethod: 'PIX' });
    await renderApp(`/booking-confirmation/${id}`);
    expect(await screen.findByRole('link', { name: 'Pagar agora' })).toHaveAttribute(
      'href',
      `/payment/booking/${id}`,
    );
  });

  it.each<[string, AppointmentJsonOptions]>([
    ['paid', { paymentMethod: 'PIX', paymentStatus: 'COMPLETED', status: 'CONFIRMED' }],
    ['cancelled', { paymentMethod: 'PIX', status: 'CANCELLED' }],
    ['paid in cash', { paymentMethod: 'CASH' }],
  ])('offers no payment once %s', async (_case, options) => {
    stubBooking(options);
    await renderApp(`/booking-confirmation/${id}`);
    await screen.findByText(getBookingCode(id));
    expect(screen.queryByRole('link', { name: 'Pagar agora' })).not.toBeInTheDocument();
  });
});
