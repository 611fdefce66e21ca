import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/api-stub';
import { admin, reception, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const ana = {
  id: '6e617661-6c68-4100-8000-00000000c001',
  name: 'Ana Souza',
  email: 'ana@cliente.dev',
  phone: '(11) 98765-4321',
  bookings: 3,
  completed: 1,
  cancelled: 1,
  spent: 45.5,
  lastVisit: '2030-03-04T13:00:00.000Z',
  nextBooking: null,
};

const bruno = {
  ...ana,
  id: '6e617661-6c68-4100-8000-00000000c002',
  name: 'Bruno Lima',
  email: 'bruno@cliente.dev',
  phone: null,
  bookings: 1,
  completed: 0,
  cancelled: 0,
  spent: 0,
  lastVisit: null,
};

function visit(id: string, overrides: Record<string, unknown>) {
  return {
    id,
    startsAt: '2030-03-04T13:00:00.000Z',
    date: '2030-03-04',
    time: '10:00',
    durationMinutes: 30,
    client: { id: ana.id, name: ana.name, email: ana.email, phone: ana.phone },
    barber: { id: '6e617661-6c68-4100-8000-000000000b01', name: 'Alberto' },
    services: ['Corte de cabelo'],
    subtotal: 45.5,
    discount: 0,
    paymentFee: 0,
    total: 45.5,
    status: 'COMPLETED',
    paymentStatus: 'COMPLETED',
    paymentMethod: 'PIX',
    cancellationReason: null,
    createdAt: '2030-03-01T12:00:00.000Z',
    ...overrides,
  };
}

const page = (data: unknown[]) => ({ data, page: 1, limit: 20, total: data.length });

beforeEach(() => {
  storeSessionCookies(admin);
});

describe('/admin/clients', () => {
  it("lists who booked with their figures, searches, and opens a client's history", async () => {
    const api = stubApi({
      'GET /api/admin/clients': (request) =>
        json(200, page(request.search.includes('search=bruno') ? [bruno] : [ana, bruno])),
      [`GET /api/admin/clients/${ana.id}`]: () =>
        json(200, {
          client: ana,
          history: [
            visit('6e617661-6c68-4100-8000-00000000a003', {
              date: '2030-03-20',
              time: '09:00',
              startsAt: '2030-03-20T12:00:00.000Z',
              services: ['Corte de cabelo', 'Barba'],
              barber: { id: '6e617661-6c68-4100-8000-000000000b02', name: 'Bernardo' },
              total: 80,
              status: 'CANCELLED',
              paymentStatus: 'CANCELLED',
            }),
            visit('6e617661-6c68-4100-8000-00000000a001', {}),
          ],
        }),
    });
    const { user, location } = await renderApp('/admin/clients');

    const list = await screen.findByRole('list', { name: 'Clientes' });
    const rows = within(list).getAllByRole('listitem');
    // Money reads with a no-break space after R$.
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'Ana Souza3 agendamentos · 1 atendimento · R$ 45,50',
      'Bruno Lima1 agendamento · 0 atendimentos · R$ 0,00',
    ]);
    expect(api.to('GET /api/admin/clients')[0]?.search).toBe('?page=1&limit=20');

    await user.type(screen.getByLabelText('Buscar cliente'), 'bruno');
    expect(await screen.findByText('Bruno Lima')).toBeVisible();
    await within(list).findByText('Bruno Lima');
    expect(screen.queryByText('Ana Souza')).toBeNull();
    expect(api.to('GET /api/admin/clients').at(-1)?.search).toBe('?search=bruno&page=1&limit=20');

    await user.clear(screen.getByLabelText('Buscar cliente'));
    await user.click(await screen.findByRole('link', { name: /Ana Souza/ }));
    await vi.waitFor(() => expect(location()).toBe(`/admin/clients/${ana.id}`));
    expect(await screen.findByText('ana@cliente.dev')).toBeVisible();
    expect(screen.getByRole('link', { name: '(11) 98765-4321' })).toHaveAttribute(
      'href',
      'tel:11987654321',
    );
    const history = screen.getByRole('list', { name: 'Histórico' });
    const visits = within(history).getAllByRole('listitem');
    expect(visits).toHaveLength(2);
    const [cancelled, completed] = visits;
    if (!cancelled || !completed) throw new Error('two visits expected');
    expect(within(cancelled).getByText('Corte de cabelo + Barba · Bernardo')).toBeVisible();
    expect(within(cancelled).getByText('R$ 80,00')).toBeVisible();
    expect(within(cancelled).getByText('Cancelado')).toBeVisible();
    expect(within(completed).getByText('Corte de cabelo · Alberto')).toBeVisible();
    expect(within(completed).getByText('Concluído')).toBeVisible();
    expect(api.to(`GET /api/admin/clients/${ana.id}`)).toHaveLength(1);
    expect(api.unexpected).toEqual([]);
  }, 20_000);

  it('says so when the client is not one of the shop', async () => {
    stubApi({
      [`GET /api/admin/clients/${ana.id}`]: () =>
        json(404, {
          statusCode: 404,
          error: 'Not Found',
          code: 'NOT_FOUND',
          message: 'Cliente não encontrado',
        }),
    });
    await renderApp(`/admin/clients/${ana.id}`);
    expect(await screen.findByText('Cliente não encontrado')).toBeVisible();
  });

  it('gives a client a reset link to copy or send by WhatsApp', async () => {
    const url = 'https://navalha.example.com/redefinir-senha?token=xyz789';
    const api = stubApi({
      [`GET /api/admin/clients/${ana.id}`]: () => json(200, { client: ana, history: [] }),
      [`POST /api/admin/clients/${ana.id}/reset-link`]: () =>
        json(200, {
          url,
          expiresAt: '2030-03-04T14:00:00.000Z',
          name: ana.name,
          phone: ana.phone,
        }),
    });
    const { user } = await renderApp(`/admin/clients/${ana.id}`);
    await user.click(await screen.findByRole('button', { name: 'Gerar link de redefinição' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link de redefinição de senha' });
    expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveValue(url);
    const whatsapp = within(dialog).getByRole('link', { name: 'Enviar pelo WhatsApp' });
    const href = decodeURIComponent(whatsapp.getAttribute('href') ?? '');
    expect(href).toContain('wa.me/5511987654321');
    expect(href).toContain('Olá, Ana! Use este link para criar uma nova senha');
    expect(href).toContain(url);
    expect(api.to(`POST /api/admin/clients/${ana.id}/reset-link`)).toHaveLength(1);
  });

  it("shows the reception a client's page without the managers' reset link", async () => {
    storeSessionCookies(reception);
    stubApi({
      [`GET /api/admin/clients/${ana.id}`]: () => json(200, { client: ana, history: [] }),
    });
    await renderApp(`/admin/clients/${ana.id}`);
    expect(await screen.findByText('Ana Souza')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Gerar link de redefinição' })).toBeNull();
  });
});
