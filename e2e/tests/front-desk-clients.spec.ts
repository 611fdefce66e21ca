import { expect, test } from '@playwright/test';
import { demoAccounts, expectPath, signIn } from './support.js';

/**
 * The desk's clients (issue 17 §3) and the readable history (§6): found by phone in any
 * formatting, a private note kept on their page, and the owner's log in sentences.
 */
test('the desk finds a client by phone, keeps a note on them, and the log reads as sentences', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const note = `máquina 2 nas laterais ${stamp}`;
  await signIn(page, demoAccounts.owner);
  await expectPath(page, '/admin');

  // Carlos is '(11) 98765-4321': typed with other spacing, the digits find him.
  await page.goto('/admin/clients');
  await page.getByLabel('Buscar cliente').fill('98765 4321');
  const list = page.getByRole('list', { name: 'Clientes' });
  // Other journeys sign clients up with the same phone: Carlos is among those the digits find.
  await list.getByRole('link', { name: /Carlos Cliente/ }).click();
  await expect(page).toHaveURL(/\/admin\/clients\/[\w-]+$/);
  const clientId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

  await expect(page.getByRole('link', { name: 'Chamar no WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/5511987654321',
  );
  await expect(page.getByRole('link', { name: 'Novo agendamento' })).toHaveAttribute(
    'href',
    `/admin/agenda?novo=${clientId}`,
  );
  await expect(page.getByText('Visitas')).toBeVisible();

  const field = page.getByLabel('Observações da barbearia');
  await field.fill(note);
  await page.getByRole('button', { name: 'Salvar observação' }).click();
  await expect(page.getByText('Observação salva')).toBeVisible();
  await expect(
    page.getByText(/^Salva por Diego Dono em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/),
  ).toBeVisible();
  // Nothing is lost: the note is there after a reload.
  await page.reload();
  await expect(page.getByLabel('Observações da barbearia')).toHaveValue(note);
  // The phone's width holds the whole page.
  const width = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
  expect(width).toBeLessThanOrEqual(390);

  // A change to the menu, then the owner's log names it in a sentence.
  const serviceName = `Pigmentação ${stamp}`;
  await page.goto('/admin/services');
  await page.getByRole('button', { name: 'Novo serviço' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo serviço' });
  await dialog.getByLabel('Nome').fill(serviceName);
  await dialog.getByLabel('Preço (R$)').fill('55,00');
  await dialog.getByLabel('Duração (minutos)').fill('30');
  await dialog.getByRole('button', { name: 'Criar serviço' }).click();
  await expect(page.getByText('Serviço criado.')).toBeVisible();

  await page.goto('/admin/audit');
  const log = page.getByRole('list', { name: 'Alterações' });
  await expect(log.getByText(`Diego Dono criou o serviço ${serviceName} (R$ 55,00)`)).toBeVisible();
  await expect(log).not.toContainText('priceCents');
});
