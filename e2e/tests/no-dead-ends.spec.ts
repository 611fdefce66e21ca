import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demoAccounts, expectPath, signIn } from './support.js';
import type { Api } from './scene.js';
import { clientApi, ddmmyyyy, findFreeSlot, shopDay, weekdayFrom } from './scene.js';

/** Issue 18 §3 on a 390 × 844 phone: unpaid bookings are paid later, paid ones move. */

interface Haircut {
  id: string;
  name: string;
  durationMinutes: number;
  pricing: { finalPrice: number };
}

async function haircutAndBarber(api: Api) {
  const services = await api.get<Haircut[]>('/services/for-selection');
  const haircut = services.find((service) => service.name === 'Corte de cabelo');
  if (!haircut) throw new Error('The demo shop has no "Corte de cabelo"');
  const { data: barbers } = await api.post<{ data: { id: string }[] }>(
    '/users/barbers/by-services',
    { serviceIds: [haircut.id] },
  );
  const barber = barbers[0];
  if (!barber) throw new Error('No barber cuts hair');
  return { haircut, barber };
}

/** A PENDING 'Corte de cabelo' booked by PIX through the API, `fromDay` days ahead or later. */
async function bookPix(api: Api, fromDay: number) {
  const { haircut, barber } = await haircutAndBarber(api);
  const slot = await findFreeSlot(api, barber.id, haircut.durationMinutes, { fromDay });
  // PIX adds its 1% fee, rounded half-up to the centavo (spec §9).
  const cents = Math.round(haircut.pricing.finalPrice * 100);
  const total = (cents + Math.round(cents / 100)) / 100;
  const booking = await api.post<{ id: string; final_amount: number }>('/appointments', {
    serviceIds: [haircut.id],
    barberIds: [barber.id],
    scheduledDate: slot.date,
    scheduledTime: slot.time,
    paymentMethod: 'PIX',
    totalPrice: total,
  });
  return { ...booking, slot, barber, haircut };
}

async function decideAtBank(page: Page, appointmentId: string, decision: RegExp) {
  await expectPath(page, `/payment/pix/${appointmentId}`);
  const bankUrl = await page
    .getByRole('link', { name: 'Abrir banco de teste' })
    .getAttribute('href');
  await page.goto(bankUrl ?? '');
  await page.getByRole('button', { name: decision }).click();
}

test('a declined PIX is paid from Minha Agenda, on the same booking', async ({ page, request }) => {
  const api = await clientApi(request);
  const booking = await bookPix(api, 4);
  await signIn(page, demoAccounts.client);
  await expectPath(page, '/');

  await page.goto(`/payment/pix/${booking.id}`);
  await decideAtBank(page, booking.id, /^Recusar pagamento$/);
  await expectPath(page, '/payment/callback');
  await expect(page.getByRole('heading', { name: 'Pagamento não aprovado' })).toBeVisible();

  await page.goto('/mybookings');
  // The demo client's list is long: it may take a while to arrive on a busy machine.
  const payNow = page.locator(`a[href="/payment/booking/${booking.id}"]`);
  await expect(payNow).toHaveText('Pagar agora', { timeout: 20_000 });
  await payNow.click();

  await expectPath(page, `/payment/booking/${booking.id}`);
  // Once: 'Minha Agenda''s card, which says it too, may linger a moment as the page changes.
  const deadline = page.getByText(/Pague até \d\d:\d\d \(falta/);
  await expect(deadline).toHaveCount(1);
  await expect(deadline).toBeVisible();
  await expect(page.getByRole('radio', { name: /PIX/ })).toBeChecked();
  await page.getByRole('button', { name: /^Pagar R\$/ }).click();

  await decideAtBank(page, booking.id, /^Aprovar pagamento$/);
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado!' })).toBeVisible();

  const paid = await api.get<{ id: string; status: string; paymentStatus: string }>(
    `/appointments/${booking.id}`,
  );
  expect(paid).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'COMPLETED' });
});

test('a paid booking is rescheduled with its payment, with no fee', async ({ page, request }) => {
  const api = await clientApi(request);
  const booking = await bookPix(api, 8);
  const pix = await api.post<{ id: string }>('/payments/pix/create', {
    appointmentId: booking.id,
    amount: booking.final_amount,
  });
  await api.post('/payments/mock', { paymentId: pix.id, status: 'approved' });
  const target = await findFreeSlot(api, booking.barber.id, booking.haircut.durationMinutes, {
    fromDay: 10,
    exceptDate: booking.slot.date,
  });

  await signIn(page, demoAccounts.client);
  await expectPath(page, '/');
  await page.goto(`/detailsorder/${booking.id}`);
  await page.getByRole('button', { name: 'Alterar data' }).click();
  const sheet = page.getByRole('dialog', { name: 'Alterar data' });
  await sheet.getByRole('button', { name: new RegExp(`, ${ddmmyyyy(target.date)}$`) }).click();
  await sheet.getByRole('button', { name: target.time, exact: true }).click();
  await sheet.getByRole('button', { name: 'Salvar nova data' }).click();
  await expect(sheet).toBeHidden();

  const moved = await api.get<{
    scheduledDate: string;
    scheduledTime: string;
    status: string;
    paymentStatus: string;
    final_amount: number;
    cancellationFee: number | null;
  }>(`/appointments/${booking.id}`);
  expect(moved).toMatchObject({
    scheduledDate: target.date,
    scheduledTime: target.time,
    status: 'CONFIRMED',
    paymentStatus: 'COMPLETED',
    final_amount: booking.final_amount,
    cancellationFee: null,
  });
});

test('reload and back on /confirm keep the chosen date and time; back closes a sheet first', async ({
  page,
}) => {
  await signIn(page, demoAccounts.client);
  await expectPath(page, '/');
  await page.goto('/services');
  await page
    .getByRole('button', { name: /Corte de cabelo/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectPath(page, '/barbers');
  await page.getByText('Bruno Barbeiro', { exact: true }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectPath(page, '/calendar');

  const date = weekdayFrom(7);
  if (date.monthNumber !== shopDay(0).monthNumber) {
    await page.getByRole('button', { name: 'Próximo mês' }).click();
  }
  await page
    .getByRole('button', { name: new RegExp(`, ${date.day} de ${date.month} de ${date.year}$`) })
    .click();
  const slot = page
    .getByRole('list', { name: /^Horários de / })
    .getByRole('button')
    .first();
  const time = (await slot.textContent())?.trim() ?? '';
  await slot.click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expectPath(page, '/confirm');
  await expect(page.getByText(time).first()).toBeVisible();

  await page.reload();
  await expectPath(page, '/confirm');
  await expect(page.getByText(time).first()).toBeVisible();

  // The payment-method sheet: back closes it and stays on /confirm.
  await page.getByRole('button', { name: /Forma de pagamento/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Forma de pagamento' });
  await expect(sheet).toBeVisible();
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expectPath(page, '/confirm');

  // Back to the calendar: the same day and time are still chosen.
  await page.goBack();
  await expectPath(page, '/calendar');
  await expect(
    page.getByRole('list', { name: /^Horários de / }).getByRole('button', { name: time }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
});
