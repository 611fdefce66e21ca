import { AxeBuilder } from '@axe-core/playwright';
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

/**
 * Waits until nothing on the page is moving: every finite animation and transition has ended. A
 * toast or dialog still fading in has its text at part opacity, which axe-core reads as too
 * little contrast; endless ones (a spinner) are left to run.
 */
export async function untilStill(page: Page) {
  // A string evaluated by the browser itself: the app's CSP forbids waitForFunction's eval.
  await expect
    .poll(() =>
      page.evaluate(
        `document.getAnimations().every((animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity)`,
      ),
    )
    .toBe(true);
}

/** A serious or critical axe-core violation: its rule, the first elements it names, its help. */
export interface SeriousViolation {
  rule: string;
  targets: string[];
  help: string;
}

/** axe-core on what is on screen once it is still: its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<SeriousViolation[]> {
  // With reduced motion the app and sonner drop their transitions: a toast that arrives while
  // axe-core reads the page (sonner loads with the first one) appears whole, never fading in.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await untilStill(page);
  const { violations } = await new AxeBuilder({ page })
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }));
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      help: violation.help,
    }));
}
