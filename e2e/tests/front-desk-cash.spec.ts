import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { demoAccounts, expectPath, seriousViolations, signIn } from './support.js';
import { clientApi, findFreeSlot } from './scene.js';
import { haircutAndBarbers } from './desk.js';

/**
 * Issue 17 §4 and §5: the reception runs the desk alone (agenda, clients, the day's cash), and
 * the day's cash shows the cash taken today; closing it records the difference.
 */

const brl = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);

/** A cash booking of the demo client, paid in cash and confirmed by the shop today. */
async function cashTakenToday(request: APIRequestContext): Promise<number> {
  const client = await clientApi(request);
  const { haircut, barber } = await haircutAndBarbers(client);
  const slot = await findFreeSlot(client, barber.id, haircut.durationMinutes, { fromDay: 3 });
  // Cash carries no fee.
  const total = haircut.pricing.finalPrice;
  const booking = await client.post<{ id: string }>('/appointments', {
    serviceIds: [haircut.id],
    barberIds: [barber.id],
    scheduledDate: slot.date,
    scheduledTime: slot.time,
    paymentMethod: 'CASH',
    totalPrice: total,
  });
  const payment = await client.post<{ id: string }>('/payments/create', {
    appointmentId: booking.id,
    amount: total,
    method: 'cash',
  });
  const owner = await request.post('/api/auth/login', { data: demoAccounts.owner });
  const { accessToken } = (await owner.json()) as { accessToken: string };
  const confirmed = await request.patch(`/api/payments/${payment.id}/confirm`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return total;
}

test('the reception signs in to the desk alone', async ({ page }) => {
  await signIn(page, demoAccounts.reception);
  await expectPath(page, '/admin/agenda');
  const tabs = page.getByRole('navigation', { name: 'Recepção' });
  await expect(tabs.getByRole('link')).toHaveText(['Agenda', 'Clientes', 'Caixa', 'Mais']);
  await expect(page.getByRole('link', { name: 'Painel' })).toHaveCount(0);

  // A manager's screen opened by its address leads back to the agenda.
  await page.goto('/admin/settings');
  await expectPath(page, '/admin/agenda');
  await page.goto('/admin');
  await expectPath(page, '/admin/agenda');
});

test("the day's cash shows the cash taken, and closing records the difference", async ({
  page,
  request,
}) => {
  const amount = await cashTakenToday(request);

  await signIn(page, demoAccounts.reception);
  await expectPath(page, '/admin/agenda');
  await page
    .getByRole('navigation', { name: 'Recepção' })
    .getByRole('link', { name: 'Caixa' })
    .click();
  await expectPath(page, '/admin/caixa');
  await expect(page.getByRole('heading', { name: 'Caixa do dia' })).toBeVisible();

  const receipts = page.getByRole('region', { name: 'Recebimentos' });
  await expect(receipts.getByText(/· Carlos Cliente$/).first()).toBeVisible();
  await expect(receipts.getByText(/^Dinheiro · /).first()).toBeVisible();
  await expect(receipts).toContainText(brl(amount));

  // What the drawer should hold, as the summary says it.
  const expectedLine = page
    .getByRole('region', { name: 'Resumo' })
    .getByRole('listitem')
    .filter({ hasText: 'Dinheiro esperado no caixa' });
  const expectedText = (await expectedLine.locator('span').last().textContent()) ?? '';
  const expected = Number(expectedText.replace(/[^\d,]/g, '').replace(',', '.'));
  expect(expected).toBeGreaterThanOrEqual(amount);

  await page.getByRole('button', { name: 'Fechar caixa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fechar caixa' });
  const counted = (expected - 5).toFixed(2).replace('.', ',');
  await dialog.getByLabel('Dinheiro contado (R$)').fill(counted);
  await expect(dialog.getByText('Falta de R$ 5,00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Registrar fechamento' }).click();
  await expect(dialog).toBeHidden();

  const closing = page.getByRole('region', { name: 'Fechamento' });
  await expect(closing.getByText('Falta de R$ 5,00')).toBeVisible();
  await expect(closing.getByText(/Fechado por Renata Recepção às \d{2}:\d{2}/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Baixar CSV' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeEnabled();
});

test("the day's cash reads well with assistive technology", async ({ page }) => {
  await signIn(page, demoAccounts.reception);
  await expectPath(page, '/admin/agenda');
  await page.goto('/admin/caixa');
  await expect(page.getByRole('region', { name: 'Resumo' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
