import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../test/api-stub';
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
  noShows: 2,
  lateCancellations: 1,
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
  nextBooking: '2030-03-05T02:00:00.000Z',
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

function detail(note: unknown = null, contactEditable = false) {
  return { client: ana, note, walletBalance: 12, contactEditable };
}

beforeEach(() => {
  storeSessionCookies(admin);
});

describe('/admin/clients', () => {
  it("lists who booked with their figures, searches, and opens a client's history", async () => {
    const api = stubApi({
      'GET /api/admin/clients': (request) =>
        json(200, page(request.search.includes('search=bruno') ? [bruno] : [ana, bruno])),
      [`GET /api/admin/clients/${ana.id}`]: () => json(200, detail()),
      [`GET /api/admin/clients/${ana.id}/appointments`]: (request) =>
        json(
          200,
          page(
            request.search.includes('when=past')
              ? [visit('6e617661-6c68-4100-8000-00000000a001', {})]
              : [
                  visit('6e617661-6c68-4100-8000-00000000a003', {
                    date: '2030-03-20',
                    time: '09:00',
                    startsAt: '2030-03-20T12:00:00.000Z',
                    services: ['Corte de cabelo', 'Barba'],
                    barber: { id: '6e617661-6c68-4100-8000-000000000b02', name: 'Bernardo' },
                    total: 80,
                    status: 'CONFIRMED',
                    paymentStatus: 'PENDING',
                  }),
                ],
          ),
        ),
    });
    const { user, location } = await renderApp('/admin/clients');

    // The first test of the file loads the route's code: slow on a busy machine.
    const list = await screen.findByRole('list', { name: 'Clientes' }, { timeout: 10_000 });
    const rows = within(list).getAllByRole('listitem');
    // Money reads with a no-break space after R$.
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'Ana Souza3 agendamentos · 1 atendimento · R$ 45,50',
      'Bruno Lima1 agendamento · 0 atendimentos · R$ 0,00Próximo: 04/03/2030',
    ]);
    expect(api.to('GET /api/admin/clients')[0]?.search).toBe('?page=1&limit=20');
    // 02:00 UTC on 5 March is 23:00 on 4 March on the shop's clock, whatever the device's.
    expect(within(list).getByText('Próximo: 04/03/2030')).toBeVisible();

    await user.type(screen.getByLabelText('Buscar cliente'), 'bruno');
    await vi.waitFor(() => expect(screen.queryByText('Ana Souza')).toBeNull());
    expect(within(list).getByText('Bruno Lima')).toBeVisible();
    // Once the typing pauses: one search for the five letters, not one per letter.
    expect(api.to('GET /api/admin/clients').map((request) => request.search)).toEqual([
      '?page=1&limit=20',
      '?search=bruno&page=1&limit=20',
    ]);

    await user.clear(screen.getByLabelText('Buscar cliente'));
    await user.click(await screen.findByRole('link', { name: /Ana Souza/ }));
    await vi.waitFor(() => expect(location()).toBe(`/admin/clients/${ana.id}`));
    expect(await screen.findByText('ana@cliente.dev')).toBeVisible();
    expect(api.to(`GET /api/admin/clients/${ana.id}`)).toHaveLength(1);
    expect(api.unexpected).toEqual([]);
  }, 20_000);
});

describe("/admin/clients/:id: the client's page", () => {
  it('calls, opens WhatsApp, shows the figures and books a new appointment', async () => {
    stubApi({
      [`GET /api/admin/clients/${ana.id}`]: () => json(200, detail()),
      [`GET /api/admin/clients/${ana.id}/appointments`]: () => json(200, page([])),
    });
    await renderApp(`/admin/clients/${ana.id}`);
    expect(await screen.findByRole('link', { name: '(11) 98765-4321' })).toHaveAttribute(
      'href',
      'tel:+5511987654321',
    );
    const whatsApp = screen.getByRole('link', { name: 'Chamar no WhatsApp' });
    expect(whatsApp).toHaveAttribute('href', 'https://wa.me/5511987654321');
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Novo agendamento' })).toHaveAttribute(
      'href',
      `/admin/agenda?novo=${ana.id}`,
    );
    const figures = screen.getByText('Visitas').closest('dl');
    if (!figures) throw new Error('figures expected');
    const pairs = [...figures.querySelectorAll('div')].map((row) =>
      row.textContent?.replace(/\s/g, ' '),
    );
    expect(pairs).toEqual([
      'Visitas1',
      'Total gastoR$ 45,50',
      'Faltas2',
      'Cancelamentos tardios1',
      'Saldo na carteiraR$ 12,00',
    ]);
    // The last visit on the shop's clock: 13:00 UTC on 4 March is that day in São Paulo.
    expect(screen.getByText('Última visita: 04/03/2030')).toBeVisible();
    expect(await screen.findByText('Nenhum agendamento marcado')).toBeVisible();
  });

  it("saves the shop's note and shows who saved it", async () => {
    let saved: unknown = null;
    const api = stubApi({
      [`GET /api/admin/clients/${ana.id}`]: () =>
        json(
          200,
          detail(
            saved
              ? {
                  body: 'máquina 2 nas laterais',
                  updatedAt: '2030-03-04T14:30:00.000Z',
                  updatedBy: 'Gerente',
                }
              : null,
          ),
        ),
      [`GET /api/admin/clients/${ana.id}/appointments`]: () => json(200, page([])),
      [`PUT /api/admin/clients/${ana.id}/note`]: (request) => {
        saved = request.body;
        return json(200, {
          note: {
            body: 'máquina 2 nas laterais',
            updatedAt: '2030-03-04T14:30:00.000Z',
            updatedBy: 'Gerente',
          },
        });
      },
    });
    const { user } = await renderApp(`/admin/clients/${ana.id}`);
    const note = await screen.findByLabelText('Observações da barbearia');
    expect(screen.getByRole('button', { name: 'Salvar observação' })).toBeDisabled();
    await user.type(note, 'máquina 2 nas laterais');
    await user.click(screen.getByRole('button', { name: 'Salvar observação' }));
    await vi.waitFor(() => expect(saved).toEqual({ body: 'máquina 2 nas laterais' }));
    expect(await screen.findByText('Salva por Gerente em 04/03/2030 às 11:30')).toBeVisible();
    expect(screen.getByLabelText('Observações da barbearia')).toHaveValue('máquina 2 nas laterais');
    expect(api.to(`PUT /api/admin/clients/${ana.id}/note`)).toHaveLength(1);
  });

  it("writes a walk-in's phone and e-mail, with the server's refusal beside the field", async () => {
    const walkIn = { ...ana, email: '' };
    const api = stubApi({
      [`GET /api/admin/clients/${ana.id}`]: () =>
        json(200, { ...detail(null, true), client: walkIn }),
      [`GET /api/admin/clients/${ana.id}/appointments`]: () => json(200, page([])),
      [`PATCH /api/admin/clients/${ana.id}/contact`]: (request) =>
        (request.body as { email: string }).email === 'bruno@cliente.dev'
          ? apiError(409, 'EMAIL_IN_USE', 'Este e-mail já pertence a outra conta.', 'email')
          : json(200, { ...walkIn, ...(request.body as object) }),
    });
    const { user } = await renderApp(`/admin/clients/${ana.id}`);
    await user.click(await screen.findByRole('button', { name: 'Adicionar e-mail' }));
    const form = screen.getByRole('form', { name: 'Contato do cliente' });
    const phone = within(form).getByLabelText('Telefone');
    await user.clear(phone);
    await user.type(phone, '119');
    await user.click(within(form).getByRole('button', { name: 'Salvar contato' }));
    // Checked here first, with the contract's pt-BR words: nothing sent.
    expect(
      await within(form).findByText('Telefone deve estar no formato (11) 99999-9999'),
    ).toBeVisible();
    expect(api.to(`PATCH /api/admin/clients/${ana.id}/contact`)).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '11912345678');
    await user.type(within(form).getByLabelText('E-mail (opcional)'), 'bruno@cliente.dev');
    await user.click(within(form).getByRole('button', { name: 'Salvar contato' }));
    expect(await within(form).findByText('Este e-mail já pertence a outra conta.')).toBeVisible();

    await user.clear(within(form).getByLabelText('E-mail (opcional)'));
    await user.type(within(form).getByLabelText('E-mail (opcional)'), 'ana.nova@cliente.dev');
    await user.click(within(form).getByRole('button', { name: 'Salvar contato' }));
    await vi.waitFor(() =>
      expect(api.to(`PATCH /api/admin/clients/${ana.id}/contact`).at(-1)?.body).toEqual({
        phone: '(11) 91234-5678',
        email: 'ana.nova@cliente.dev',
      }),
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Contato do cliente' })).toBeNull(),
    );
  });

  it('leaves the contact of a client with an account of their own alone', async () => {
    stubApi({
      [`GET /api/admin/clients/${ana.id}`]: () => json(200, detail()),
      [`GET /api/admin/clients/${ana.id}/appointments`]: () => json(200, page([])),
    });
    await renderApp(`/admin/clients/${ana.id}`);
    expect(await screen.findByLabelText('Observações da barbearia')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Editar contato|Adicionar e-mail/ })).toBeNull();
  });

  it('lists upcoming bookings, then past ones, a page at a time', async () => {
    const api = stubApi({
      [`GET /api/admin/clients/${ana.id}`]: () => json(200, detail()),
      [`GET /api/admin/clients/${ana.id}/appointments`]: (request) =>
        json(
          200,
          request.search.includes('when=past')
            ? { ...page([visit('6e617661-6c68-4100-8000-00000000a001', {})]), total: 6, limit: 5 }
            : page([
                visit('6e617661-6c68-4100-8000-00000000a003', {
                  date: '2030-03-20',
                  time: '09:00',
                  services: ['Corte de cabelo', 'Barba'],
                  barber: { id: '6e617661-6c68-4100-8000-000000000b02', name: 'Bernardo' },
                  total: 80,
                  status: 'CONFIRMED',
                }),
              ]),
        ),
    });
    const { user } = await renderApp(`/admin/clients/${ana.id}`);
    const upcoming = await screen.findByRole('list', { name: 'Próximos' });
    expect(within(upcoming).getByText('Corte de cabelo + Barba · Bernardo')).toBeVisible();
    expect(within(upcoming).getByText('Confirmado')).toBeVisible();
    expect(api.to(`GET /api/admin/clients/${ana.id}/appointments`)[0]?.search).toBe(
      '?when=upcoming&page=1&limit=5',
    );
    await user.click(screen.getByRole('button', { name: 'Anteriores' }));
    const past = await screen.findByRole('list', { name: 'Anteriores' });
    expect(within(past).getByText('Corte de cabelo · Alberto')).toBeVisible();
    expect(within(past).getByText('Concluído')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Anteriores' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.to(`GET /api/admin/clients/${ana.id}/appointments`).at(-1)?.search).toBe(
      '?when=past&page=1&limit=5',
    );
    expect(api.unexpected).toEqual([]);
  });

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
      [`GET /api/admin/clients/${ana.id}`]: () => json(200, detail()),
      [`GET /api/admin/clients/${ana.id}/appointments`]: () => json(200, page([])),
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
      [`GET /api/admin/clients/${ana.id}`]: () => json(200, detail()),
      [`GET /api/admin/clients/${ana.id}/appointments`]: () => json(200, page([])),
    });
    await renderApp(`/admin/clients/${ana.id}`);
    expect(await screen.findByRole('link', { name: 'Chamar no WhatsApp' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Gerar link de redefinição' })).toBeNull();
  });
});
