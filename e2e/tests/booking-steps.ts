import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { busyRangesOf, isFreeFor, pageApi, shopDay, weekdayFrom } from './scene.js';
import type { ShopDay } from './scene.js';
import { expectPath } from './support.js';

/** The longest of the demo's services and combinations the journeys book. */
const LONGEST_BOOKING_MINUTES = 90;

/**
 * On /calendar with `date` picked: taps the first (or last) time of the list that the signed-in
 * client does not already hold (the demo client's seeded bookings with other barbers), read with
 * the page's own session. A client holds one chair at a time: such a time would be refused at
 * 'Agendar' ('Você já tem um agendamento neste horário'). Returns the time.
 */
export async function pickOwnFreeTime(page: Page, date: ShopDay, which: 'first' | 'last') {
  const busy = await busyRangesOf(await pageApi(page));
  const times = page.getByRole('list', { name: /^Horários de / }).getByRole('button');
  await expect(times.first()).toBeVisible();
  const labels = (await times.allInnerTexts()).map((label) => /\d{2}:\d{2}/.exec(label)?.[0]);
  const free = labels.map((time) =>
    time === undefined ? false : isFreeFor(busy, date.iso, time, LONGEST_BOOKING_MINUTES),
  );
  const index = which === 'first' ? free.indexOf(true) : free.lastIndexOf(true);
  expect(index, `a time the client does not hold among ${labels.join(', ')}`).not.toBe(-1);
  await times.nth(index).click();
  return labels[index] as string;
}

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
  await pickOwnFreeTime(page, date, time);
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
