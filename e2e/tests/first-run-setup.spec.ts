import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * A real shop installs Navalha (issue 14 §2): a production server on an empty database prints
 * its one-time setup address; every page says the shop is being set up; the owner opens the
 * address, goes through the wizard and lands signed in on /admin with what is left to do.
 */

const port = Number(process.env.E2E_PORT ?? 3500) + 2;
const baseUrl = `http://localhost:${port}`;
const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'navalha-e2e-setup-'));

let server: ChildProcess;
let log = '';

test.beforeAll(async () => {
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'e2e-first-run-setup-secret-long-enough-for-hs256-0123456789',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      // No demo shop: a fresh production database (DEMO_DATA=false is production's default).
      DEMO_DATA: 'false',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      LOG_LEVEL: 'warn',
      VIACEP_URL: 'http://127.0.0.1:9/ws',
      BRASILAPI_URL: 'http://127.0.0.1:9/api/cep/v1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await expect
    .poll(() => /\/setup\?token=[\w%-]+/.test(log), { timeout: 240_000, intervals: [500] })
    .toBe(true);
  await expect
    .poll(
      () =>
        fetch(`${baseUrl}/api/health`)
          .then((response) => response.status)
          .catch(() => 0),
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

test('a fresh production server is set up from its log to the admin area', async ({ page }) => {
  const health = await (await fetch(`${baseUrl}/api/health`)).json();
  expect(health).toEqual({ status: 'ok', setup: 'required' });
  expect(log).not.toMatch(/Dono@123|dono@navalha\.dev/);

  // Any page, in a fresh browser, says the shop is being set up.
  await page.goto(`${baseUrl}/signin`);
  await expect(
    page.getByRole('heading', { name: 'A barbearia está sendo configurada' }),
  ).toBeVisible();

  const address = /(http:\/\/\S+\/setup\?token=[\w%-]+)/.exec(log)?.[1] ?? '';
  expect(address.startsWith(`${baseUrl}/setup?token=`)).toBe(true);
  await page.goto(address);

  await expect(page.getByRole('heading', { name: 'Sua conta de dono' })).toBeVisible();
  await page.getByLabel('Seu nome').fill('Joana Navalha');
  await page.getByLabel('E-mail').fill('joana@barbeariadajoana.com.br');
  await page.getByLabel('Celular').fill('11987654321');
  await page.getByLabel('Senha', { exact: true }).fill('Tesoura@2026');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { name: 'Sua barbearia' })).toBeVisible();
  // A reload resumes here, the token kept in the tab.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sua barbearia' })).toBeVisible();
  await page.getByLabel('Nome da barbearia').fill('Barbearia da Joana');
  await page.getByLabel('CEP').fill('01304001');
  await expect(page.getByText('Preencha o endereço manualmente.')).toBeVisible();
  await page.getByLabel('Rua').fill('Rua Augusta');
  await page.getByLabel('Número').fill('1200');
  await page.getByLabel('Bairro').fill('Consolação');
  await page.getByLabel('Cidade', { exact: true }).fill('São Paulo');
  await page.getByLabel('UF').fill('SP');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { name: 'Horário de funcionamento' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar horários' }).click();

  await expect(page.getByRole('heading', { name: 'Serviços', exact: true })).toBeVisible();
  await page.getByLabel('Preço (R$) — Corte', { exact: true }).fill('50,00');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { name: 'Sua equipe' })).toBeVisible();
  await expect(page.getByLabel('Eu também atendo')).toBeChecked();
  await page.getByRole('button', { name: 'Concluir configuração' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  await expect(page.getByRole('heading', { name: 'O que falta' })).toBeVisible();
  expect(await (await fetch(`${baseUrl}/api/health`)).json()).toEqual({
    status: 'ok',
    setup: 'done',
  });

  // The address is spent: it now says setup is done.
  await page.goto(address);
  await expect(
    page.getByRole('heading', { name: 'A configuração já foi concluída' }),
  ).toBeVisible();
});
