import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../../test/api-stub';
import { renderWithQuery } from '../../../test/render-with-query';
import { PublicPageSettingsSection } from './public-page-settings-form';

describe("the settings' public page section", () => {
  it('checks the address as the server does, and sends the address and the home choice', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/admin/public-page': () =>
        json(200, { slug: 'navalha-barbearia', showAsHome: false }),
      'PUT /api/admin/public-page': (request) => json(200, request.body),
    });
    renderWithQuery(<PublicPageSettingsSection />);
    const section = await screen.findByRole('region', { name: 'Página pública' });
    const address = within(section).getByLabelText('Endereço da página');
    expect(address).toHaveValue('navalha-barbearia');

    await user.clear(address);
    await user.type(address, 'Navalha Centro');
    await user.click(within(section).getByRole('button', { name: 'Salvar página pública' }));
    expect(
      await within(section).findByText(
        'Use de 3 a 60 letras minúsculas, números e hífens, sem espaços nem acentos.',
      ),
    ).toBeVisible();
    expect(api.to('PUT /api/admin/public-page')).toHaveLength(0);

    await user.clear(address);
    await user.type(address, 'navalha-centro');
    await user.click(
      within(section).getByRole('checkbox', {
        name: 'Abrir o site nesta página para quem não entrou',
      }),
    );
    await user.click(within(section).getByRole('button', { name: 'Salvar página pública' }));
    expect(await screen.findByText('Configurações salvas.')).toBeVisible();
    expect(api.to('PUT /api/admin/public-page')[0]?.body).toEqual({
      slug: 'navalha-centro',
      showAsHome: true,
    });
  }, 20_000);

  it("puts the server's refusal of a taken address on its field", async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/admin/public-page': () =>
        json(200, { slug: 'navalha-barbearia', showAsHome: false }),
      'PUT /api/admin/public-page': () =>
        apiError(409, 'ALREADY_EXISTS', 'Este endereço já é usado por outra barbearia.', 'slug'),
    });
    renderWithQuery(<PublicPageSettingsSection />);
    const section = await screen.findByRole('region', { name: 'Página pública' });
    await user.click(within(section).getByRole('button', { name: 'Salvar página pública' }));
    expect(
      await within(section).findByText('Este endereço já é usado por outra barbearia.'),
    ).toBeVisible();
  }, 20_000);
});
