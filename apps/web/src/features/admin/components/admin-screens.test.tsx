import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dashboardJson,
  invitationJson,
  invitationUrl,
  staffJson,
} from '../../../test/admin-fixtures';
import { apiError, json, stubApi } from '../../../test/api-stub';
import { renderWithQuery } from '../../../test/render-with-query';
import { AppointmentsScreen } from './appointments-screen';
import { BarbersScreen } from './barbers-screen';
import { DashboardScreen } from './dashboard-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DashboardScreen', () => {
  it('lists the payments under review, with what came and what was expected', async () => {
    const reason = 'Pagamento em revisão: valor recebido R$\u00a00,01, esperado R$\u00a045,00.';
    stubApi({
      'GET /api/admin/dashboard': () =>
        json(
          200,
          dashboardJson({
            paymentsInReview: [
              {
                paymentId: '6e617661-6c68-4100-8000-000000000f01',
                appointmentId: '6e617661-6c68-4100-8000-000000000a01',
                clientName: 'Carlos Cliente',
                reason,
                flaggedAt: '2026-04-29T13:00:00.000Z',
              },
            ],
          }),
        ),
    });
    renderWithQuery(<DashboardScreen />);
    const list = await screen.findByRole('region', { name: 'Pagamentos em revisão' });
    expect(within(list).getByText(/valor recebido R\$\s0,01, esperado R\$\s45,00/)).toBeVisible();
    expect(within(list).getByText(/Carlos Cliente/)).toBeVisible();
  });

  it("shows today's bookings, revenue, rates, occupancy and top services; switches period", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/admin/dashboard': (request) =>
        json(
          200,
          dashboardJson(
            request.search === '?period=month'
              ? {
                  period: { kind: 'month', from: '2026-04-01', to: '2026-04-30' },
                  dailyRevenue: [],
                }
              : {},
          ),
        ),
    });
    renderWithQuery(<DashboardScreen />);
    expect(await screen.findByText('4 agendamentos')).toBeVisible();
    expect(screen.getByText('R$ 170,00')).toBeVisible();
    expect(screen.getByText('R$ 220,50')).toBeVisible();
    expect(screen.getByText('14,3%')).toBeVisible();
    expect(screen.getByText('33,3%')).toBeVisible();
    expect(screen.getByRole('meter', { name: 'Bruno Barbeiro' })).toHaveAttribute(
      'aria-valuenow',
      '8',
    );
    expect(screen.getByText('4h agendados de 53h')).toBeVisible();
    expect(screen.getByText('Corte de cabelo')).toBeVisible();
    const values = screen.getByRole('list', { name: 'De Dom, 26/04 a Sáb, 02/05: valores' });
    expect(within(values).getAllByRole('listitem')).toHaveLength(7);
    expect(
      within(values).getByText('Quarta-feira, 29 de abril: R$ 100,00, 3 agendamentos'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mês' }));
    expect(screen.getByRole('button', { name: 'Mês' })).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() => expect(api.to('GET /api/admin/dashboard')).toHaveLength(2));
    expect(api.to('GET /api/admin/dashboard')[1]?.search).toBe('?period=month');
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    stubApi({ 'GET /api/admin/dashboard': () => apiError(500, 'INTERNAL_ERROR', 'Erro interno') });
    renderWithQuery(<DashboardScreen />);
    expect(
      await screen.findByText('Erro ao carregar o painel', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });
});

describe('BarbersScreen', () => {
  it('invites a barber, checking the form first, and shows the link once', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/admin/barbers': () => json(200, [staffJson()]),
      'GET /api/admin/invitations': () => json(200, []),
      'POST /api/admin/invitations': (request) =>
        json(201, {
          invitation: invitationJson({ email: (request.body as { email: string }).email }),
          url: invitationUrl,
          shopName: 'Navalha Barbearia',
          emailed: true,
        }),
    });
    renderWithQuery(<BarbersScreen />);
    expect(await screen.findByText('Bruno Barbeiro')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Novo barbeiro' }));
    const dialog = screen.getByRole('dialog', { name: 'Convidar barbeiro' });
    await user.click(within(dialog).getByRole('button', { name: 'Criar convite' }));
    expect(within(dialog).getByText('Nome é obrigatório')).toBeVisible();
    expect(within(dialog).getByText('Email é obrigatório')).toBeVisible();
    expect(api.to('POST /api/admin/invitations')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Nome'), 'Caio Convidado');
    await user.type(within(dialog).getByLabelText('Email'), 'caio@navalha.dev');
    await user.type(within(dialog).getByLabelText('Telefone (opcional)'), '11912345678');
    expect(within(dialog).getByLabelText('Telefone (opcional)')).toHaveValue('(11) 91234-5678');
    await user.click(within(dialog).getByRole('button', { name: 'Criar convite' }));

    const link = await screen.findByRole('dialog', { name: 'Convite pronto' });
    expect(within(link).getByRole('textbox')).toHaveValue(invitationUrl);
    expect(
      within(link).getByText('Também enviamos o convite para caio@navalha.dev.'),
    ).toBeVisible();
    expect(within(link).getByRole('button', { name: 'Copiar link' })).toBeVisible();
    expect(api.to('POST /api/admin/invitations')[0]?.body).toEqual({
      name: 'Caio Convidado',
      email: 'caio@navalha.dev',
      phone: '(11) 91234-5678',
      role: 'BARBER',
    });
    await user.click(within(link).getByRole('button', { name: 'Concluir' }));
    expect(screen.queryByDisplayValue(invitationUrl)).toBeNull();
  }, 20_000);

  it('shows an e-mail already in use on its field', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/admin/barbers': () => json(200, []),
      'GET /api/admin/invitations': () => json(200, []),
      'POST /api/admin/invitations': () =>
        apiError(409, 'EMAIL_IN_USE', 'Este email já está em uso', 'email'),
    });
    renderWithQuery(<BarbersScreen />);
    expect(await screen.findByText('Nenhum barbeiro cadastrado')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Novo barbeiro' }));
    const dialog = screen.getByRole('dialog', { name: 'Convidar barbeiro' });
    await user.type(within(dialog).getByLabelText('Nome'), 'Caio Navalha');
    await user.type(within(dialog).getByLabelText('Email'), 'cliente@navalha.dev');
    await user.click(within(dialog).getByRole('button', { name: 'Criar convite' }));
    expect(await within(dialog).findByText('Este email já está em uso')).toBeVisible();
  }, 20_000);

  it('lists pending and expired invitations; resends one and revokes another', async () => {
    const user = userEvent.setup();
    const expired = invitationJson({
      id: '6e617661-6c68-4100-8000-000000000c03',
      name: 'Davi Atrasado',
      state: 'EXPIRED',
    });
    const pending = invitationJson();
    const api = stubApi({
      'GET /api/admin/barbers': () => json(200, [staffJson()]),
      'GET /api/admin/invitations': () =>
        json(200, [
          pending,
          expired,
          invitationJson({
            id: '6e617661-6c68-4100-8000-000000000c04',
            name: 'Já Aceito',
            state: 'ACCEPTED',
          }),
        ]),
      [`POST /api/admin/invitations/${expired.id}/resend`]: () =>
        json(200, {
          invitation: { ...expired, state: 'PENDING' },
          url: invitationUrl,
          shopName: 'Navalha Barbearia',
          emailed: false,
        }),
      [`DELETE /api/admin/invitations/${pending.id}`]: () => new Response(null, { status: 204 }),
    });
    renderWithQuery(<BarbersScreen />);
    const list = await screen.findByRole('list', { name: 'Convites pendentes' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Pendente')).toBeVisible();
    expect(within(rows[1]!).getByText('Expirado')).toBeVisible();
    expect(screen.queryByText('Já Aceito')).toBeNull();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Reenviar' }));
    const link = await screen.findByRole('dialog', { name: 'Convite pronto' });
    expect(within(link).getByRole('textbox')).toHaveValue(invitationUrl);
    await user.click(within(link).getByRole('button', { name: 'Concluir' }));

    await user.click(within(rows[0]!).getByRole('button', { name: 'Revogar' }));
    const ask = screen.getByRole('dialog', { name: 'Revogar o convite de Caio Convidado?' });
    await user.click(within(ask).getByRole('button', { name: 'Revogar' }));
    expect(await screen.findByText('Convite revogado.')).toBeVisible();
    expect(api.to(`DELETE /api/admin/invitations/${pending.id}`)).toHaveLength(1);
  }, 20_000);
});

describe('AppointmentsScreen', () => {
  it('filters the list and downloads the same bookings as a CSV for Excel', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((blob: Blob) => {
      void blob;
      return 'blob:csv';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const api = stubApi({
      'GET /api/admin/barbers': () => json(200, [staffJson()]),
      'GET /api/admin/appointments': () => json(200, { data: [], page: 1, limit: 20, total: 0 }),
      'GET /api/admin/appointments/export': () =>
        new Response('\uFEFFData;Horário\r\n', {
          status: 200,
          headers: { 'Content-Type': 'text/csv; charset=utf-8' },
        }),
    });
    renderWithQuery(<AppointmentsScreen />);
    expect(
      await screen.findByText('Nenhum agendamento encontrado com estes filtros.'),
    ).toBeVisible();
    const first = api.to('GET /api/admin/appointments')[0];
    expect(first?.search).toMatch(/^\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}&page=1&limit=20$/);

    await user.selectOptions(await screen.findByLabelText('Status'), 'CANCELLED');
    await vi.waitFor(() =>
      expect(api.to('GET /api/admin/appointments').at(-1)?.search).toContain('status=CANCELLED'),
    );

    await user.click(screen.getByRole('button', { name: 'Baixar planilha (CSV)' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(api.to('GET /api/admin/appointments/export')[0]?.search).toContain('status=CANCELLED');
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    // The byte-order mark survives decoding, so Excel reads the accents right.
    expect(new Uint8Array(await blob.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
  });
});
