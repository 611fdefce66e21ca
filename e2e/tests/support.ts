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
