import type { Page } from '@playwright/test';
import { shopDay, weekdayFrom } from './scene.js';
import type { ShopDay } from './scene.js';
import { expectPath } from './support.js';

/** On /calendar: turns to the next month when `date` falls there, and picks the day. */
export async function pickDay(page: Page, date: ShopDay) {
  if (date.monthNumber !== shopDay(0).monthNumber) {
    await page.getByRole('button', { name: 'Próximo mês' }).click();
  }
  await page
    .getByRole('button', { name: new RegExp(`, ${date.day} de ${date.month} de ${date.year}$`) })
    .click();
}

/**
 * The booking flow with Bruno: `service` on /services, the first (or last) free time of the
 * weekday `daysAhead` on, 'Confirmar', up to /confirm. Returns the day booked.
 */
export async function bookUntilConfirm(
  page: Page,
  {
    service,
    daysAhead,
    time = 'first',
  }: { service: RegExp; daysAhead: number; time?: 'first' | 'last' },
) {
  await page.goto('/services');
  await page.getByRole('button', { name: service }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectPath(page, '/barbers');
  await page.getByText('Bruno Barbeiro', { exact: true }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expectPath(page, '/calendar');
  const date = weekdayFrom(daysAhead);
  await pickDay(page, date);
  const times = page.getByRole('list', { name: /^Horários de / }).getByRole('button');
  await (time === 'last' ? times.last() : times.first()).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expectPath(page, '/confirm');
  return date;
}

/** {@link bookUntilConfirm}, then on to /payment. */
export async function bookUntilPayment(
  page: Page,
  options: Parameters<typeof bookUntilConfirm>[1],
) {
  const date = await bookUntilConfirm(page, options);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectPath(page, '/payment');
  return date;
}
