import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signUp } from './scene.js';
import { expectPath } from './support.js';

/**
 * The server's VIACEP_URL points here (playwright.config.ts): a local ViaCEP that knows one CEP,
 * says `{"erro": true}` for 99999-999 and fails for 00000-001. Nothing answers as BrasilAPI.
 */
const viaCepPort = Number(process.env.E2E_PORT ?? 3100) + 1000;
let viaCep: Server;

test.beforeAll(async () => {
  viaCep = createServer((request, response) => {
    const cep = /\/ws\/(\d{8})\/json\//.exec(request.url ?? '')?.[1];
    const answer =
      cep === '01310100'
        ? {
            status: 200,
            body: {
              cep: '01310-100',
              logradouro: 'Avenida Paulista',
              complemento: 'até 610 - lado par',
              bairro: 'Bela Vista',
              localidade: 'São Paulo',
              uf: 'SP',
            },
          }
        : cep === '99999999'
          ? { status: 200, body: { erro: 'true' } }
          : { status: 503, body: {} };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => viaCep.listen(viaCepPort, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => viaCep.close(() => resolve()));
});

/** A 1×1 PNG. */
const photo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function openProfile(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Conta' }).click();
  await page.getByRole('link', { name: 'Minha conta' }).click();
  await expectPath(page, '/account/profile');
  await expect(page.getByLabel('Nome', { exact: true })).toBeVisible();
}

test('a client completes the profile: masks, the address from the CEP, a photo', async ({
  page,
}) => {
  await signUp(page, 'Helena Prado');
  await openProfile(page);

  await page.getByLabel('Telefone').pressSequentially('11987654321');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
  await page.getByLabel('Data de nascimento').pressSequentially('07091990');
  await expect(page.getByLabel('Data de nascimento')).toHaveValue('07/09/1990');

  await page.getByLabel('CEP').pressSequentially('99999999');
  await expect(page.getByText('CEP não encontrado')).toBeVisible();
  await page.getByLabel('CEP').fill('');
  await page.getByLabel('CEP').pressSequentially('01310100');
  await expect(page.getByLabel('CEP')).toHaveValue('01310-100');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('Bairro')).toHaveValue('Bela Vista');
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(page.getByLabel('Estado')).toHaveValue('SP');
  await expect(page.getByLabel('País')).toHaveValue('Brasil');
  await expect(page.getByLabel('Número')).toBeFocused();
  await page.getByLabel('Número').fill('1000');

  await page.getByLabel('Alterar foto').setInputFiles({
    name: 'eu.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  await expect(page.getByText('Foto atualizada')).toBeVisible();
  const avatar = page.locator('main img').first();
  await expect(avatar).toHaveAttribute('src', /^\/api\/avatars\/[0-9a-f]{32}\.(jpg|png)$/);
  const served = await page.request.get((await avatar.getAttribute('src')) ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectPath(page, '/account');
  await expect(page.getByText('Perfil atualizado com sucesso')).toBeVisible();

  await page.getByRole('link', { name: 'Minha conta' }).click();
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('Data de nascimento')).toHaveValue('07/09/1990');
  await expect(page.getByLabel('Número')).toHaveValue('1000');
});

test('with both CEP services down, the address is typed by hand', async ({ page }) => {
  await signUp(page, 'Otávio Reis');
  await openProfile(page);

  await page.getByLabel('Telefone').pressSequentially('11912345678');
  await page.getByLabel('Data de nascimento').pressSequentially('15031985');
  await page.getByLabel('CEP').pressSequentially('00000001');
  await expect(
    page.getByText(
      'Não foi possível buscar o endereço deste CEP agora. Preencha o endereço manualmente.',
    ),
  ).toBeVisible();
  await page.getByLabel('Rua').fill('Rua das Flores');
  await page.getByLabel('Número').fill('12');
  await page.getByLabel('Bairro').fill('Centro');
  await page.getByLabel('Cidade').fill('Curitiba');
  await page.getByLabel('Estado').fill('pr');
  await page.getByLabel('País').fill('Brasil');
  await page.getByRole('button', { name: 'Salvar' }).click();

  await expectPath(page, '/account');
  await expect(page.getByText('Perfil atualizado com sucesso')).toBeVisible();
});

test('a client downloads their data, then deletes the account for good', async ({ page }) => {
  await signUp(page, 'Bianca Lopes');
  const userData = (await page.context().cookies()).find((cookie) => cookie.name === 'user_data');
  const { email } = JSON.parse(decodeURIComponent(userData?.value ?? '{}')) as { email: string };
  await page.getByRole('navigation').getByRole('link', { name: 'Conta' }).click();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^navalha-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
    format: string;
    profile: { name: string; email: string };
    sessions: unknown[];
  };
  expect(data.format).toBe('navalha-account-export');
  expect(data.profile).toMatchObject({ name: 'Bianca Lopes', email });
  expect(data.sessions.length).toBeGreaterThan(0);
  await expect(page.getByText('Seus dados foram baixados.')).toBeVisible();

  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
  await expect(dialog.getByRole('button', { name: 'Excluir conta' })).toBeDisabled();
  await dialog.getByLabel('Digite EXCLUIR para confirmar').fill('EXCLUIR');
  await dialog.getByRole('button', { name: 'Excluir conta' }).click();

  await expectPath(page, '/signin');
  await expect(page.getByText('Sua conta foi excluída.')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('Segura@123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Email ou senha incorretos').first()).toBeVisible();
  await expectPath(page, '/signin');
});
