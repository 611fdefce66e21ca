import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { signupServer } from './signup-server.js';
import { expectPath, fillOwnerStep, fillShopAddress, signIn } from './support.js';

/**
 * Issue 20 §1 on a server of its own with SHOP_SIGNUP=open beside the demo shop: a new shop
 * signs up from the sign-in page and lands on /admin; the operator made by
 * `npm run setup -- --operator` lists it and suspends it; its public page then says so.
 */
test.describe.configure({ mode: 'serial' });

const second = signupServer(3, 'platform');
const { baseUrl, root, env } = second;
const operator = { email: 'ops@plataforma.dev', password: 'Plataforma@2026' };

test.use({ baseURL: baseUrl });

test.beforeAll(async () => {
  // A second server builds nothing but migrates, seeds the demo shop and starts: minutes when busy.
  test.setTimeout(300_000);
  // The operator first, on the embedded database the server then opens (built by the e2e run).
  const made = spawnSync(
    process.execPath,
    ['apps/api/dist/setup-cli.js', '--operator', operator.email, '--non-interactive'],
    { cwd: root, env: { ...env, NAVALHA_OWNER_PASSWORD: operator.password }, encoding: 'utf8' },
  );
  expect(made.stderr).toBe('');
  expect(made.stdout).toContain(`Operador da plataforma criado: ${operator.email}`);
  await second.start();
});

test.afterAll(async () => {
  await second.stop();
});

test('a shop signs up from the sign-in page and lands on its admin area', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Cadastre sua barbearia' }).click();
  await expectPath(page, '/cadastro-barbearia');

  await fillOwnerStep(page, {
    name: 'Bia Tesoura',
    email: 'bia@barbeariadabia.com.br',
    phone: '11987650000',
    password: 'Tesoura@2026',
  });

  await expect(page.getByRole('heading', { name: 'Sua barbearia' })).toBeVisible();
  await page.getByLabel('Nome da barbearia').fill('Barbearia da Bia');
  await page.getByLabel('CEP').fill('01304001');
  await fillShopAddress(page, '500');

  await expect(page.getByRole('heading', { name: 'Horário de funcionamento' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar horários' }).click();
  await expect(page.getByRole('heading', { name: 'Serviços', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Sua equipe' })).toBeVisible();
  await page.getByRole('button', { name: 'Concluir configuração' }).click();

  await expect(page.getByRole('heading', { name: 'Endereço da sua página' })).toBeVisible();
  await expect(page.getByLabel('Endereço da página da barbearia')).toHaveValue('barbearia-da-bia');
  await page.getByRole('button', { name: 'Criar barbearia' }).click();
  await expectPath(page, '/admin');

  const door = await fetch(`${baseUrl}/api/public/shops/barbearia-da-bia`);
  expect(door.status).toBe(200);
});

test('the operator suspends the new shop and its public page says so', async ({ page }) => {
  await signIn(page, operator);
  await expectPath(page, '/plataforma');
  const list = page.getByRole('list', { name: 'Barbearias' });
  const bia = list.getByRole('listitem').filter({ hasText: 'Barbearia da Bia' });
  await expect(bia.getByText('Ativa')).toBeVisible();
  // The demo shop is hosted too.
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await bia.getByRole('button', { name: 'Suspender' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Motivo').fill('Cadastro em análise');
  await dialog.getByRole('button', { name: 'Suspender barbearia' }).click();
  await expect(bia.getByText('Motivo da suspensão: Cadastro em análise')).toBeVisible();

  await page.goto('/b/barbearia-da-bia');
  await expect(page.getByText(/Esta barbearia está temporariamente indisponível/)).toBeVisible();
});
