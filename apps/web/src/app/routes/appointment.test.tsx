import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../test/api-stub';
import { appointmentIds, appointmentJson } from '../../test/appointment-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const id = appointmentIds.confirmed;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
  storeSessionCookies(client);
});

describe('/appointment/{id}', () => {
  it('shows the booking, its status and what can be done', async () => {
    stubApi({
      [`GET /api/appointments/${id}`]: () =>
        json(200, appointmentJson(id, { status: 'CONFIRMED' })),
    });
    await renderApp(`/appointment/${id}`);

    expect(await screen.findByText('Confirmado')).toBeVisible();
    expect(screen.getByText('Bruno Barbeiro')).toBeVisible();
    expect(screen.getByText('Rua Augusta, 1200')).toBeVisible();
    expect(screen.getByText('70 min')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver detalhes do pedido' })).toHaveAttribute(
      'href',
      `/detailsorder/${id}`,
    );
    expect(screen.getByRole('button', { name: 'Cancelar agendamento' })).toBeVisible();
    // Only a pending booking can move.
    expect(screen.queryByRole('button', { name: 'Alterar data' })).not.toBeInTheDocument();
  });

  it("goes home with the server's message when the booking cannot be read", async () => {
    stubApi({
      [`GET /api/appointments/${id}`]: () =>
        apiError(404, 'NOT_FOUND', 'Agendamento não encontrado'),
      'GET /api/appointments/my-appointments': () =>
        json(200, { data: [], page: 1, limit: 5, total: 0 }),
      'GET /api/services/for-selection': () => json(200, []),
      'GET /api/users/barbers/for-home': () => json(200, { data: [], page: 1, limit: 8, total: 0 }),
    });
    const app = await renderApp(`/appointment/${id}`);
    expect(await screen.findByText('Agendamento não encontrado')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});
