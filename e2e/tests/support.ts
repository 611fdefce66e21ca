import { expect, type Page } from '@playwright/test';

export const demoAccounts = {
  client: { email: 'cliente@navalha.dev', password: 'Cliente@123' },
  barber: { email: 'barbeiro@navalha.dev', password: 'Barbeiro@123' },
  admin: { email: 'admin@navalha.dev', password: 'Admin@123' },
  owner: { email: 'dono@navalha.dev', password: 'Dono@123' },
  reception: { email: 'recepcao@navalha.dev', password: 'Recepcao@123' },
} as const;

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

export async function expectPath(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** Waits until a server started by a test answers `/api/health` with 200. */
export async function waitForHealth(
  baseUrl: string,
  poll: { timeout: number; intervals?: number[] },
) {
  await expect
    .poll(
      () =>
        fetch(`${baseUrl}/api/health`)
          .then((response) => response.status)
          .catch(() => 0),
      poll,
    )
    .toBe(200);
}

/** The setup wizard's first step, 'Sua conta de dono': fills it and moves on. */
export async function fillOwnerStep(
  page: Page,
  owner: { name: string; email: string; phone: string; password: string },
) {
  await expect(page.getByRole('heading', { name: 'Sua conta de dono' })).toBeVisible();
  await page.getByLabel('Seu nome').fill(owner.name);
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Celular').fill(owner.phone);
  await page.getByLabel('Senha', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** 'Sua barbearia' after the CEP: an address on Rua Augusta, typed by hand, then on. */
export async function fillShopAddress(page: Page, number: string) {
  await page.getByLabel('Rua').fill('Rua Augusta');
  await page.getByLabel('Número').fill(number);
  await page.getByLabel('Bairro').fill('Consolação');
  await page.getByLabel('Cidade', { exact: true }).fill('São Paulo');
  await page.getByLabel('UF').fill('SP');
  await page.getByRole('button', { name: 'Continuar' }).click();
}
