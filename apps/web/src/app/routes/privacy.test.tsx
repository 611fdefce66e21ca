import { screen, within } from '@testing-library/react';
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
  timeZone: 'America/Sao_Paulo',
};

/** The numbered section a heading opens. */
function sectionTitled(heading: HTMLElement): HTMLElement {
  const section = heading.closest('section');
  if (!section) throw new Error('heading outside a section');
  return section;
}

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

  it('lists every right of LGPD art. 18, I to IX, in order', async () => {
    stubApi({ 'GET /api/barbershops/contacts': () => json(200, { data: [shop] }) });
    await renderApp('/privacy');

    const rights = sectionTitled(await screen.findByRole('heading', { name: /Seus direitos/ }));
    expect(within(rights).getByText(/Pela LGPD \(art\. 18\)/)).toBeVisible();
    const text = rights.textContent ?? '';
    expect([...text.matchAll(/\(([IVX]+)\)/g)].map((match) => match[1])).toEqual([
      'I',
      'II',
      'III',
      'IV',
      'V',
      'VI',
      'VII',
      'VIII',
      'IX',
    ]);
    for (const right of [
      /confirmação de que tratamos seus dados \(I\)/,
      /acesso a eles \(II\)/,
      /correção de dados incompletos, inexatos ou desatualizados \(III\)/,
      /anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei \(IV\)/,
      /portabilidade dos seus dados a outro fornecedor \(V\)/,
      /eliminação dos dados tratados com o seu consentimento \(VI\)/,
      /com quem compartilhamos seus dados \(VII\)/,
      /possibilidade de não dar consentimento e o que acontece se você não der \(VIII\)/,
      /revogação do consentimento \(IX\)/,
    ]) {
      expect(text).toMatch(right);
    }
  });

  it('says access records are kept 6 months after their session ends, then deleted', async () => {
    stubApi({ 'GET /api/barbershops/contacts': () => json(200, { data: [shop] }) });
    await renderApp('/privacy');

    const retention = sectionTitled(
      await screen.findByRole('heading', { name: /Por quanto tempo guardamos/ }),
    );
    expect(
      within(retention).getByText(/6 meses depois do fim da sessão, como exige o Marco Civil/),
    ).toBeVisible();
    expect(
      within(retention).getByText(/registros de acesso, até completarem os 6 meses/),
    ).toBeVisible();
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
