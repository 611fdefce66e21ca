import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { settingsJson } from '../../../test/admin-fixtures';
import { apiError, json, stubApi } from '../../../test/api-stub';
import { renderWithQuery } from '../../../test/render-with-query';
import { SettingsScreen } from './settings-screen';

describe('SettingsScreen: the shop and its booking grid', () => {
  it('shows the saved values and sends the changed shop data, zone and grid', async () => {
    const user = userEvent.setup();
    const admin = settingsJson({ canEditFinancial: false });
    const api = stubApi({
      'GET /api/admin/settings': () => json(200, admin),
      'PATCH /api/admin/settings': (request) =>
        json(200, { ...admin, ...(request.body as Record<string, unknown>) }),
    });
    renderWithQuery(<SettingsScreen />);
    const form = await screen.findByRole('region', { name: 'Barbearia' });
    expect(within(form).getByLabelText('Nome')).toHaveValue('Navalha Barbearia');
    expect(within(form).getByLabelText('Telefone')).toHaveValue('(11) 3456-7890');
    expect(within(form).getByLabelText('Fuso horário')).toHaveValue('America/Sao_Paulo');
    expect(within(form).getByLabelText('Intervalo entre horários')).toHaveValue('30');
    expect(within(form).getByLabelText('Antecedência mínima (minutos)')).toHaveValue('0');

    const name = within(form).getByLabelText('Nome');
    await user.clear(name);
    await user.type(name, 'Navalha Centro');
    await user.selectOptions(within(form).getByLabelText('Fuso horário'), 'Amazonas');
    await user.selectOptions(within(form).getByLabelText('Intervalo entre horários'), '15 minutos');
    const notice = within(form).getByLabelText('Antecedência mínima (minutos)');
    await user.clear(notice);
    await user.type(notice, '60');
    const hold = within(form).getByLabelText('Reserva da lista de espera (minutos)');
    expect(hold).toHaveValue('15');
    await user.clear(hold);
    await user.type(hold, '20');
    await user.click(within(form).getByRole('button', { name: 'Salvar dados da barbearia' }));

    expect(await screen.findByText('Configurações salvas.')).toBeVisible();
    expect(api.to('PATCH /api/admin/settings')[0]?.body).toEqual({
      name: 'Navalha Centro',
      address: 'Rua Augusta, 1200 - Consolação, São Paulo - SP',
      phone: '(11) 3456-7890',
      timeZone: 'America/Manaus',
      slotStepMinutes: 15,
      minNoticeMinutes: 60,
      waitlistOfferMinutes: 20,
    });
    // An admin reads the money rules but cannot send them.
    expect(screen.getByText('Só o proprietário altera as regras financeiras.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Salvar regras financeiras' })).toBeNull();
    expect(api.to('PATCH /api/admin/settings/financial')).toHaveLength(0);
  }, 20_000);

  it('keeps a bad notice on its field, and puts the server’s complaint on its own', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/admin/settings': () => json(200, settingsJson()),
      'PATCH /api/admin/settings': () =>
        apiError(
          400,
          'VALIDATION_ERROR',
          'Telefone deve estar no formato (11) 3456-7890 ou (11) 99999-9999',
          'phone',
        ),
    });
    renderWithQuery(<SettingsScreen />);
    const form = await screen.findByRole('region', { name: 'Barbearia' });
    const notice = within(form).getByLabelText('Antecedência mínima (minutos)');
    await user.clear(notice);
    await user.type(notice, '20000');
    await user.click(within(form).getByRole('button', { name: 'Salvar dados da barbearia' }));
    expect(
      within(form).getByText('A antecedência mínima deve ser de 0 a 10080 minutos (7 dias)'),
    ).toBeVisible();
    expect(api.to('PATCH /api/admin/settings')).toHaveLength(0);

    await user.clear(notice);
    await user.type(notice, '30');
    await user.click(within(form).getByRole('button', { name: 'Salvar dados da barbearia' }));
    expect(
      await within(form).findByText(
        'Telefone deve estar no formato (11) 3456-7890 ou (11) 99999-9999',
      ),
    ).toBeVisible();
    expect(api.to('PATCH /api/admin/settings')).toHaveLength(1);
  }, 20_000);
});

describe('SettingsScreen: the owner’s limits on unpaid bookings', () => {
  it('shows and sends how many unpaid bookings a client may hold and when cash expires', async () => {
    const user = userEvent.setup();
    const owner = settingsJson();
    const api = stubApi({
      'GET /api/admin/settings': () => json(200, owner),
      'PATCH /api/admin/settings/financial': (request) =>
        json(200, { ...owner, ...(request.body as Record<string, unknown>) }),
    });
    renderWithQuery(<SettingsScreen />);
    const form = await screen.findByRole('region', { name: 'Regras financeiras' });
    const limit = within(form).getByLabelText('Agendamentos sem pagamento por cliente');
    const expiry = within(form).getByLabelText('Dinheiro não confirmado expira (horas antes)');
    expect(limit).toHaveValue('3');
    expect(expiry).toHaveValue('2');

    await user.clear(limit);
    await user.type(limit, '0');
    await user.click(within(form).getByRole('button', { name: 'Salvar regras financeiras' }));
    expect(
      within(form).getByText('O limite de agendamentos sem pagamento deve ser de 1 a 50'),
    ).toBeVisible();
    expect(api.to('PATCH /api/admin/settings/financial')).toHaveLength(0);

    await user.clear(limit);
    await user.type(limit, '5');
    await user.clear(expiry);
    await user.type(expiry, '0');
    await user.click(within(form).getByRole('button', { name: 'Salvar regras financeiras' }));
    expect(await screen.findByText('Configurações salvas.')).toBeVisible();
    expect(api.to('PATCH /api/admin/settings/financial')[0]?.body).toMatchObject({
      maxUnpaidBookingsPerClient: 5,
      unconfirmedCashExpiresHoursBefore: 0,
    });
  }, 20_000);
});
