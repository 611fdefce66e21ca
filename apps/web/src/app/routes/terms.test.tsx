import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('/terms', () => {
  it('shows the numbered sections of the Termos de Uso to a signed-out visitor', async () => {
    const api = stubApi({});
    await renderApp('/terms');

    expect(await screen.findByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
    expect(screen.getByText('Vigente desde novembro de 2026')).toBeVisible();
    expect(screen.getByText(/você concorda com eles/)).toBeVisible();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      '1. O que é o Navalha',
      '2. Sua conta',
      '3. Agendamentos',
      '4. Pagamentos',
      '5. Cancelamentos e reembolsos',
      '6. Encerrar sua conta',
      '7. Uso adequado',
      '8. Disponibilidade',
      '9. Seus dados',
      '10. Mudanças nestes termos',
      '11. Lei aplicável',
    ]);
    // Signed out: no bell, and the page asks the API for nothing.
    expect(screen.queryByRole('button', { name: /Notificações/ })).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('states the booking, payment and cancellation rules the app applies', async () => {
    stubApi({});
    await renderApp('/terms');

    await screen.findByRole('heading', { level: 1, name: 'Termos de Uso' });
    for (const rule of [
      // Each shop sets its own window and fee (issue 18 §2): no figure is promised here.
      /Cada barbearia define até quando o cancelamento é gratuito/,
      /taxa de estorno da forma de\s+pagamento/,
      /Se o pagamento por Pix\s+não for feito no prazo indicado, o agendamento expira/,
      'Chegue com 5 minutos de antecedência.',
      /O Navalha não recebe\s+nem guarda o número completo do cartão nem o código de segurança/,
      /Você pode excluir sua conta quando quiser, em Conta › Excluir minha conta/,
      /18 anos ou a autorização de um responsável/,
    ]) {
      expect(screen.getByText(rule)).toBeVisible();
    }
  });

  it('offers the bell and goes back to home for a signed-in client who opened it directly', async () => {
    storeSessionCookies(client);
    stubApi({});
    const app = await renderApp('/terms');

    expect(await screen.findByRole('button', { name: 'Notificações' })).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Voltar' }));
    // Home's chunk loads first; the navigation commits once it has.
    expect(
      await screen.findByRole('heading', { name: 'Olá, Ana' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(app.location()).toBe('/');
  });
});
