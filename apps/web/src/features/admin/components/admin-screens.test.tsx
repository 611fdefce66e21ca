import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminServiceJson, dashboardJson, staffJson } from '../../../test/admin-fixtures';
import { apiError, json, stubApi } from '../../../test/api-stub';
import { renderWithQuery } from '../../../test/render-with-query';
import { AppointmentsScreen } from './appointments-screen';
import { BarbersScreen } from './barbers-screen';
import { DashboardScreen } from './dashboard-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DashboardScreen', () => {
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
  it('creates a barber and shows the one-time password once', async () => {
    const user = userEvent.setup();
    const service = adminServiceJson();
    const api = stubApi({
      'GET /api/admin/barbers': () => json(200, [staffJson()]),
      'GET /api/admin/services': () => json(200, [service]),
      'POST /api/admin/barbers': (request) =>
        json(201, {
          member: staffJson({
            id: '6e617661-6c68-4100-8000-000000000b99',
            name: 'Caio Navalha',
            email: (request.body as { email: string }).email,
            serviceIds: [service.id],
          }),
          temporaryPassword: 'Kx7@mPq2Rt9z',
        }),
    });
    renderWithQuery(<BarbersScreen />);
    expect(await screen.findByText('Bruno Barbeiro')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Novo barbeiro' }));
    const dialog = screen.getByRole('dialog', { name: 'Novo barbeiro' });
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(within(dialog).getByText('Nome é obrigatório')).toBeVisible();
    expect(within(dialog).getByText('Email é obrigatório')).toBeVisible();
    expect(api.to('POST /api/admin/barbers')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Nome'), 'Caio Navalha');
    await user.type(within(dialog).getByLabelText('Email'), 'caio@navalha.dev');
    await user.type(within(dialog).getByLabelText('Telefone (opcional)'), '11912345678');
    expect(within(dialog).getByLabelText('Telefone (opcional)')).toHaveValue('(11) 91234-5678');
    await user.click(within(dialog).getByLabelText('Corte de cabelo'));
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));

    const password = await screen.findByRole('dialog', { name: 'Senha provisória' });
    expect(within(password).getByText('Kx7@mPq2Rt9z')).toBeVisible();
    expect(
      within(password).getByText('Anote ou envie agora: esta senha não será mostrada de novo.'),
    ).toBeVisible();
    expect(api.to('POST /api/admin/barbers')[0]?.body).toEqual({
      name: 'Caio Navalha',
      email: 'caio@navalha.dev',
      phone: '(11) 91234-5678',
      serviceIds: [service.id],
    });
    await user.click(within(password).getByRole('button', { name: 'Já anotei' }));
    expect(screen.queryByText('Kx7@mPq2Rt9z')).toBeNull();
  }, 20_000);

  it('shows an e-mail already in use on its field', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/admin/barbers': () => json(200, []),
      'GET /api/admin/services': () => json(200, []),
      'POST /api/admin/barbers': () =>
        apiError(409, 'EMAIL_IN_USE', 'Este email já está em uso', 'email'),
    });
    renderWithQuery(<BarbersScreen />);
    expect(await screen.findByText('Nenhum barbeiro cadastrado')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Novo barbeiro' }));
    const dialog = screen.getByRole('dialog', { name: 'Novo barbeiro' });
    await user.type(within(dialog).getByLabelText('Nome'), 'Caio Navalha');
    await user.type(within(dialog).getByLabelText('Email'), 'cliente@navalha.dev');
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(await within(dialog).findByText('Este email já está em uso')).toBeVisible();
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
