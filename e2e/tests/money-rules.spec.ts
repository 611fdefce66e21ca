import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { bookUntilConfirm } from './booking-steps.js';
import { demoAccounts, expectPath, signIn } from './support.js';

/** The owner changes the shop's money rules, as in 'Regras financeiras'. */
async function setFinancial(request: APIRequestContext, data: Record<string, unknown>) {
  const login = await request.post('/api/auth/login', { data: demoAccounts.owner });
  expect(login.ok(), await login.text()).toBe(true);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const saved = await request.patch('/api/admin/settings/financial', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data,
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test('the owner changes the card fee while the client is on /payment: one tap pays the new total', async ({
  page,
  request,
}) => {
  await signIn(page, demoAccounts.client);
  await expectPath(page, '/');
  await bookUntilConfirm(page, { service: /Corte \+ barba/, daysAhead: 6 });

  // The policy before booking, from the shop's rules (days ahead: free until 24 h before).
  await expect(page.getByRole('note', { name: 'Política de cancelamento' })).toContainText(
    /^Cancelamento grátis até .+ às \d\d:\d\d; depois, taxa de 50%/,
  );
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectPath(page, '/payment');
  const card = page.getByRole('radio', { name: /Cartão de Crédito/ });
  // Each method's fee in reais, before choosing.
  await expect(card).toHaveAccessibleDescription(/Taxa de R\$\s\d+,\d\d \(8,4\s?%\)/);
  await card.check();
  const oldButton = page.getByRole('button', { name: /^Pagar/ });
  const oldLabel = (await oldButton.textContent()) ?? '';

  await setFinancial(request, { paymentFees: { creditCard: 5 } });
  try {
    await oldButton.click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('O valor do agendamento mudou.');
    await expect(alert).toContainText(/A taxa do cartão de crédito mudou de R\$\s[\d,]+ para/);
    const newTotal = /Novo total: R\$\s([\d.,]+)\./.exec((await alert.textContent()) ?? '')?.[1];
    expect(newTotal).toBeTruthy();
    const newButton = page.getByRole('button', {
      name: new RegExp(`^Pagar R\\$\\s${newTotal}$`),
    });
    await expect(newButton).toBeVisible();
    expect(await newButton.textContent()).not.toBe(oldLabel);

    await newButton.click();
    await expect(page).toHaveURL(/\/payment\/card\//);
    await expect(page.getByRole('button', { name: /^Pagar/ })).toContainText(newTotal ?? '');
  } finally {
    await setFinancial(request, { paymentFees: { creditCard: 8.4 } });
  }
});
