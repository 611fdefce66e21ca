import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

const shop = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Navalha Barbearia',
  address: 'Rua Augusta, 1200 - Consolação, São Paulo - SP, 01304-001',
  phone: '(11) 3456-7890',
  whatsapp: '(11) 93456-7890',
  privacyEmail: 'privacidade@navalha.dev',
};

describe('/privacy', () => {
  it('names the shop as the controller and its data-protection contact, signed out', async () => {
    const api = stubApi({ 'GET /api/barbershops/contacts': () => json(200, { data: [shop] }) });
    await renderApp('/privacy');

    expect(await screen.findByText('Navalha Barbearia')).toBeVisible();
    const emails = screen.getAllByRole('link', { name: 'privacidade@navalha.dev' });
    expect(emails[0]).toHaveAttribute('href', 'mailto:privacidade@navalha.dev');
    expect(api.to('GET /api/barbershops/contacts')[0]?.headers.has('Authorization')).toBe(false);
    for (const heading of [
      'Quem controla seus dados',
      'Para que usamos e com que base legal',
      'Por quanto tempo guardamos',
      'Seus direitos',
      'Como exercer seus direitos no aplicativo',
    ]) {
      expect(screen.getByRole('heading', { name: new RegExp(heading) })).toBeVisible();
    }
    expect(screen.getByText(/Conta › Baixar meus dados/)).toBeVisible();
    expect(screen.getByText(/Conta › Excluir minha conta/)).toBeVisible();
  });

  it('still reads well when the shop cannot be loaded', async () => {
    stubApi({
      'GET /api/barbershops/contacts': () => apiError(500, 'INTERNAL_ERROR', 'Erro interno'),
    });
    await renderApp('/privacy');

    expect(
      await screen.findByText(/O controlador dos seus dados pessoais é a barbearia que oferece/),
    ).toBeVisible();
    expect(screen.queryByText('Erro interno')).not.toBeInTheDocument();
  });
});
