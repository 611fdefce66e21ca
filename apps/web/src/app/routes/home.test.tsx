import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../test/api-stub';
import { appointmentJson, appointmentPage } from '../../test/appointment-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const active = 'GET /api/appointments/my-appointments';

function uuid(index: number) {
  return `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
}

/** The home page's other sections, empty. */
const otherSections = {
  'GET /api/services/for-selection': () => json(200, []),
  'GET /api/users/barbers/for-home': () => json(200, { data: [], page: 1, limit: 8, total: 0 }),
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
  storeSessionCookies(client);
});

describe('home', () => {
  it('greets the client and shows every section and the floating Agendar', async () => {
    stubApi({ ...otherSections, [active]: () => json(200, appointmentPage([])) });
    await renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Ana' })).toBeVisible();
    for (const name of ['Promoções da semana', 'Seus agendamentos', 'Barbeiros']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    expect(screen.getByRole('link', { name: 'Agendar' })).toHaveAttribute('href', '/services');
  });

  it('lists at most 5 active bookings, each opening its page', async () => {
    const bookings = Array.from({ length: 6 }, (_, index) =>
      appointmentJson(uuid(index + 1), {
        status: index === 0 ? 'CONFIRMED' : 'PENDING',
        date: `2030-05-1${index}`,
        services: [{ name: `Serviço ${index + 1}`, price: 30, durationMinutes: 45 }],
      }),
    );
    const api = stubApi({ ...otherSections, [active]: () => json(200, appointmentPage(bookings)) });
    await renderApp('/');

    const section = await screen.findByRole('region', { name: 'Seus agendamentos' });
    const links = await within(section).findAllByRole('link', { name: /^Serviço/ });
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', `/appointment/${uuid(1)}`);
    expect(links[0]).toHaveTextContent('Bruno Barbeiro');
    expect(links[0]).toHaveTextContent('Navalha Barbearia');
    expect(links[0]).toHaveTextContent('45 min');
    expect(links[0]).toHaveTextContent('10/05/2030 às 09:00');
    expect(links[0]).toHaveTextContent('Confirmado');
    expect(within(section).getByRole('link', { name: 'Ver mais' })).toHaveAttribute(
      'href',
      '/mybookings',
    );
    expect(api.to(active)[0]?.search).toBe('?limit=5');
  });

  it("says 'Você não tem agendamentos ativos' with 'Fazer agendamento'", async () => {
    stubApi({ ...otherSections, [active]: () => json(200, appointmentPage([])) });
    await renderApp('/');

    const section = await screen.findByRole('region', { name: 'Seus agendamentos' });
    expect(await within(section).findByText('Você não tem agendamentos ativos')).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Fazer agendamento' })).toHaveAttribute(
      'href',
      '/services',
    );
  });

  it('only logs a failed load of the bookings: no toast', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({
      ...otherSections,
      [active]: () => apiError(403, 'FORBIDDEN', 'Acesso negado'),
    });
    await renderApp('/');

    const section = await screen.findByRole('region', { name: 'Seus agendamentos' });
    expect(
      await within(section).findByText('Não foi possível carregar seus agendamentos.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        '[navalha] Could not load the active appointments.',
        expect.anything(),
      ),
    );
    expect(screen.queryByText('Acesso negado')).not.toBeInTheDocument();
    expect(within(section).queryByText('Você não tem agendamentos ativos')).not.toBeInTheDocument();
  });
});
