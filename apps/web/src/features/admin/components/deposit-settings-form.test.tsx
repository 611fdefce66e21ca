import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { settingsJson } from '../../../test/admin-fixtures';
import { apiError, json, stubApi } from '../../../test/api-stub';
import { renderWithQuery } from '../../../test/render-with-query';
import { SettingsScreen } from './settings-screen';

const off = {
  mode: 'OFF',
  minNoShows: 1,
  amountKind: 'FIXED',
  fixedCents: 2000,
  percent: 30,
  serviceIds: [],
};

describe('SettingsScreen: the deposit (Sinal)', () => {
  it('lets the owner ask every client a fixed deposit, sent whole to the money rules', async () => {
    const user = userEvent.setup();
    const owner = settingsJson({ deposit: off });
    const api = stubApi({
      'GET /api/admin/settings': () => json(200, owner),
      'GET /api/admin/services': () => json(200, []),
      'PATCH /api/admin/settings/financial': (request) =>
        json(200, { ...owner, ...(request.body as Record<string, unknown>) }),
    });
    renderWithQuery(<SettingsScreen />);
    const section = await screen.findByRole('region', { name: 'Sinal' });
    await user.selectOptions(
      within(section).getByLabelText('Quem paga sinal'),
      'Todos os clientes',
    );
    const amount = within(section).getByLabelText('Sinal (R$)');
    await user.clear(amount);
    await user.type(amount, '25,50');
    await user.click(within(section).getByRole('button', { name: 'Salvar sinal' }));

    expect(await screen.findByText('Configurações salvas.')).toBeVisible();
    expect(api.to('PATCH /api/admin/settings/financial')[0]?.body).toEqual({
      deposit: { ...off, mode: 'ALL', fixedCents: 2550 },
    });
  }, 20_000);

  it('shows the server’s pt-BR refusal beside the save', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/admin/settings': () => json(200, settingsJson({ deposit: off })),
      'GET /api/admin/services': () => json(200, []),
      'PATCH /api/admin/settings/financial': () =>
        apiError(400, 'VALIDATION_ERROR', 'A porcentagem do sinal deve ser de 1 a 100%'),
    });
    renderWithQuery(<SettingsScreen />);
    const section = await screen.findByRole('region', { name: 'Sinal' });
    await user.selectOptions(within(section).getByLabelText('Quem paga sinal'), 'Clientes novos');
    await user.selectOptions(within(section).getByLabelText('Valor do sinal'), 'Porcentagem');
    await user.click(within(section).getByRole('button', { name: 'Salvar sinal' }));
    expect(
      await within(section).findByText('A porcentagem do sinal deve ser de 1 a 100%'),
    ).toBeVisible();
  }, 20_000);

  it('is read-only for an admin', async () => {
    stubApi({
      'GET /api/admin/settings': () =>
        json(200, settingsJson({ canEditFinancial: false, deposit: off })),
    });
    renderWithQuery(<SettingsScreen />);
    const section = await screen.findByRole('region', { name: 'Sinal' });
    expect(within(section).getByText('Só o proprietário altera o sinal.')).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Salvar sinal' })).toBeNull();
  });
});
