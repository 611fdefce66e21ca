import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { client, storeSessionCookies } from '../../../test/fixtures';
import { renderWithQuery } from '../../../test/render-with-query';
import { NotificationsList } from './notifications-list';

const now = new Date('2030-05-08T12:00:00Z');

function notification(id: string, overrides: object = {}) {
  return {
    id,
    type: 'APPOINTMENT_CONFIRMED',
    title: 'Agendamento confirmado',
    body: 'Bruno confirmou seu horário de 10/05/2030 às 09:00.',
    link: `/appointment/${id}`,
    appointmentId: id,
    shop: null,
    readAt: null,
    createdAt: new Date(now.getTime() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

function Where() {
  return <p>Em {useLocation().pathname}</p>;
}

function renderList(onNavigate = vi.fn()) {
  renderWithQuery(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <NotificationsList empty={<p>Nenhuma notificação</p>} onNavigate={onNavigate} />
            <Where />
          </>
        }
      />
    </Routes>,
  );
  return onNavigate;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  storeSessionCookies(client);
});

describe('the notifications panel', () => {
  it('lists the newest, unread ones marked, with how long ago they came', async () => {
    stubApi({
      'GET /api/notifications': () =>
        json(200, {
          data: [
            notification('a', { title: 'Pagamento confirmado' }),
            notification('b', { readAt: now.toISOString(), createdAt: '2030-05-07T06:00:00Z' }),
          ],
          page: 1,
          limit: 20,
          total: 2,
          unreadCount: 1,
        }),
    });
    renderList();
    expect(await screen.findByText('Pagamento confirmado')).toBeInTheDocument();
    expect(screen.getByText('há 5 min')).toBeInTheDocument();
    expect(screen.getByText('ontem')).toBeInTheDocument();
    expect(screen.getAllByText('(não lida)')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Marcar todas como lidas' })).toBeInTheDocument();
  });

  it('opens a notification: marks it read and goes to its page', async () => {
    const api = stubApi({
      'GET /api/notifications': () =>
        json(200, { data: [notification('a')], page: 1, limit: 20, total: 1, unreadCount: 1 }),
      'PATCH /api/notifications/a/read': () => json(200, { unreadCount: 0 }),
    });
    const onNavigate = renderList();
    await userEvent.click(await screen.findByRole('button', { name: /Agendamento confirmado/ }));
    expect(await screen.findByText('Em /appointment/a')).toBeInTheDocument();
    expect(onNavigate).toHaveBeenCalled();
    await waitFor(() => expect(api.to('PATCH /api/notifications/a/read')).toHaveLength(1));
  });

  it('marks all read', async () => {
    const api = stubApi({
      'GET /api/notifications': () =>
        json(200, { data: [notification('a')], page: 1, limit: 20, total: 1, unreadCount: 1 }),
      'POST /api/notifications/read-all': () => json(200, { unreadCount: 0 }),
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(api.to('POST /api/notifications/read-all')).toHaveLength(1));
    // The list is fetched again after the change.
    await waitFor(() => expect(api.to('GET /api/notifications').length).toBeGreaterThan(1));
  });

  it("names each notice's shop for a client of several shops, and none for one shop's", async () => {
    const alfa = { id: 'shop-alfa', name: 'Barbearia Alfa' };
    const beta = { id: 'shop-beta', name: 'Barbearia Beta' };
    const page = (data: object[]) =>
      json(200, { data, page: 1, limit: 20, total: data.length, unreadCount: 0 });
    stubApi({
      'GET /api/notifications': () =>
        page([
          notification('a', { shop: alfa }),
          notification('b', { shop: beta }),
          notification('c', { type: 'PASSWORD_CHANGED', title: 'Senha alterada' }),
        ]),
    });
    renderList();
    await screen.findByText('Senha alterada');
    expect(screen.getAllByTestId('notification-shop').map((line) => line.textContent)).toEqual([
      'Barbearia: Barbearia Alfa',
      'Barbearia: Barbearia Beta',
    ]);
  });

  it('shows no shop line when every notice is at one shop', async () => {
    const alfa = { id: 'shop-alfa', name: 'Barbearia Alfa' };
    stubApi({
      'GET /api/notifications': () =>
        json(200, {
          data: [notification('a', { shop: alfa }), notification('b', { shop: alfa })],
          page: 1,
          limit: 20,
          total: 2,
          unreadCount: 0,
        }),
    });
    renderList();
    expect(await screen.findAllByText('Agendamento confirmado')).toHaveLength(2);
    expect(screen.queryByTestId('notification-shop')).toBeNull();
  });

  it("keeps the spec's empty text when there are none", async () => {
    stubApi({
      'GET /api/notifications': () =>
        json(200, { data: [], page: 1, limit: 20, total: 0, unreadCount: 0 }),
    });
    renderList();
    expect(await screen.findByText('Nenhuma notificação')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar todas como lidas' })).toBeNull();
  });
});
