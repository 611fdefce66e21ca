import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { shopDay } from './scene.js';
import { demoAccounts, expectPath } from './support.js';

/**
 * A booking made with the keyboard alone: Tab to move, Enter and Space to press, arrow keys
 * inside radio groups. No mouse click anywhere, from signing in to the booking made and paid
 * in cash.
 */

async function isFocused(locator: Locator) {
  return locator.evaluate((element) => element.matches(':focus')).catch(() => false);
}

/** Tab (forwards) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, maxPresses = 150) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Into a radio group with Tab (it lands on the chosen radio, or the first), then arrows. */
async function chooseRadio(page: Page, group: Locator, target: Locator) {
  await expect(target).toBeAttached();
  const onRadioInGroup = () =>
    group.evaluate((element) => element.querySelector('input[type="radio"]:focus') !== null);
  for (let presses = 0; !(await onRadioInGroup()); presses += 1) {
    if (presses > 150) throw new Error('Tab never reached the radio group');
    await page.keyboard.press('Tab');
  }
  const count = await group.getByRole('radio').count();
  for (let presses = 0; presses <= count && !(await isFocused(target)); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toBeFocused();
  await page.keyboard.press('Space');
  await expect(target).toBeChecked();
}

test('the client books by keyboard alone, from the home to a booking paid in cash', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/signin');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(demoAccounts.client.email);
  await tabTo(page, page.getByLabel('Senha', { exact: true }));
  await page.keyboard.type(demoAccounts.client.password);
  await page.keyboard.press('Enter');
  await expectPath(page, '/');

  await tabTo(page, page.getByRole('link', { name: 'Agendar', exact: true }));
  await page.keyboard.press('Enter');
  await expectPath(page, '/services');

  const combo = page.getByRole('button', { name: /Corte \+ barba/ });
  await tabTo(page, combo);
  await page.keyboard.press('Space');
  await expect(combo).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
  await page.keyboard.press('Enter');
  await expectPath(page, '/barbers');

  const bruno = page.getByRole('radio', { name: 'Bruno Barbeiro' });
  await expect(bruno).toBeAttached();
  await chooseRadio(page, page.locator('main'), bruno);
  await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
  await page.keyboard.press('Enter');
  await expectPath(page, '/calendar');

  // A weekday two or more days ahead: the demo shop is open then.
  let date = shopDay(2);
  for (let days = 3; ['Sat', 'Sun'].includes(date.weekday); days += 1) date = shopDay(days);
  if (date.monthNumber !== shopDay(0).monthNumber) {
    await tabTo(page, page.getByRole('button', { name: 'Próximo mês' }));
    await page.keyboard.press('Enter');
  }
  const day = page.getByRole('button', {
    name: new RegExp(`, ${date.day} de ${date.month} de ${date.year}$`),
  });
  await tabTo(page, day);
  await page.keyboard.press('Enter');
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const slot = page
    .getByRole('list', { name: /^Horários de / })
    .getByRole('button')
    .first();
  await tabTo(page, slot);
  const time = (await slot.textContent())?.trim() ?? '';
  await page.keyboard.press('Space');
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, page.getByRole('button', { name: 'Confirmar' }));
  await page.keyboard.press('Enter');
  await expectPath(page, '/confirm');

  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary.getByText(date.ddmmyyyy)).toBeVisible();
  await expect(summary.getByText(time, { exact: true })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
  await page.keyboard.press('Enter');
  await expectPath(page, '/payment');

  const methods = page.getByRole('group', { name: 'Forma de pagamento' });
  await chooseRadio(page, methods, methods.getByRole('radio', { name: /Dinheiro/ }));
  const agendar = page.getByRole('button', { name: /^Agendar/ });
  await tabTo(page, agendar);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/booking-confirmation\//);
  await expect(page.getByRole('heading', { name: 'Agendamento Solicitado!' })).toBeVisible();
});
