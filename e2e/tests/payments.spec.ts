import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demoAccounts, expectPath, signIn } from './support.js';
import type { Api } from './scene.js';
import { clientApi, haircutSlot } from './scene.js';
import { bookUntilPayment } from './booking-steps.js';

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Mercado Pago's Visa test card; the holder's name decides the sandbox's answer. */
const visa = { number: '4235 6477 2802 5682', expiry: '11/30', cvv: '123' };

/**
 * The demo client books 'Corte + barba' with Bruno through the flow, on the first (or last) free
 * time of a weekday `daysAhead` from today, and reaches /payment with `method` chosen.
 */
async function bookCutAndBeardUntilPayment(
  page: Page,
  method: RegExp,
  daysAhead: number,
  time: 'first' | 'last' = 'first',
) {
  await bookUntilPayment(page, { service: /Corte \+ barba/, daysAhead, time });
  await page.getByRole('radio', { name: method }).check();
}

/** A PENDING booking paid by PIX, made through the API for the demo client. */
async function bookForPix(api: Api, daysAhead: number) {
  const { haircut, barber, slot } = await haircutSlot(api, daysAhead);
  // PIX adds its 1% fee, rounded half-up to the centavo (spec §9).
  const cents = Math.round(haircut.pricing.finalPrice * 100);
  const total = (cents + Math.round(cents / 100)) / 100;
  const body = {
    serviceIds: [haircut.id],
    barberIds: [barber.id],
    scheduledDate: slot.date,
    scheduledTime: slot.time,
    paymentMethod: 'PIX',
  };
  return api.post<{ id: string }>('/appointments', { ...body, totalPrice: total });
}

test.describe('on a phone', () => {
  test.use({ userAgent: iPhone });

  test('PIX through the hosted checkout, approved at the bank, confirms the booking', async ({
    page,
  }) => {
    await signIn(page, demoAccounts.client);
    await expectPath(page, '/');
    await bookCutAndBeardUntilPayment(page, /PIX/, 1, 'last');

    await page.getByRole('button', { name: /^Pagar/ }).click();
    // Phones go to the checkout in the same window.
    await expect(page.getByRole('heading', { name: 'Pagamento do agendamento' })).toBeVisible();
    await page.getByRole('link', { name: 'Pagar no banco de testes' }).click();
    await expect(page.getByRole('heading', { name: 'Banco de testes' })).toBeVisible();
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();

    await expectPath(page, '/payment/callback');
    await expect(page.getByRole('heading', { name: 'Pagamento aprovado!' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver agendamento' }).click();
    await expect(page.getByRole('heading', { name: 'Agendamento Confirmado!' })).toBeVisible();
  });
});

test('the PIX page notices a payment approved in the bank app', async ({ page, request }) => {
  const api = await clientApi(request);
  const appointment = await bookForPix(api, 2);
  await signIn(page, demoAccounts.client);
  await expectPath(page, '/');

  await page.goto(`/payment/pix/${appointment.id}`);
  await expect(page.getByRole('status')).toContainText('Aguardando pagamento');
  await expect(page.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
  await expect(page.getByTestId('pix-code')).toContainText('br.gov.bcb.pix');

  const bankUrl = await page
    .getByRole('link', { name: 'Abrir banco de teste' })
    .getAttribute('href');
  expect(bankUrl).toBeTruthy();
  const bank = await page.context().newPage();
  await bank.goto(bankUrl ?? '');
  await bank.getByRole('button', { name: 'Aprovar pagamento' }).click();
  // The bank returns to the app's callback page, as Mercado Pago does; then the payer comes back.
  await expect(bank).toHaveURL(/\/payment\/callback\?/);
  await bank.close();
  await page.bringToFront();

  // Checked every 5 s: the page sees the approval by itself.
  await expect(page.getByText('Pagamento confirmado! Redirecionando...')).toBeVisible({
    timeout: 15_000,
  });
  await expectPath(page, `/booking-confirmation/${appointment.id}`);
  await expect(page.getByRole('heading', { name: 'Agendamento Confirmado!' })).toBeVisible();
});

test.describe('by card', () => {
  async function payByCard(page: Page, holder: string, daysAhead: number) {
    await signIn(page, demoAccounts.client);
    await expectPath(page, '/');
    // The day's last time, days after the others': earlier specs book the demo client on the
    // first free times of the first weekdays, with other barbers too, and the client cannot
    // hold two bookings at once (CLIENT_DOUBLE_BOOKED).
    await bookCutAndBeardUntilPayment(page, /Cartão de Crédito/, daysAhead, 'last');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await expect(page).toHaveURL(/\/payment\/card\//);

    await page.getByLabel('Número do cartão').fill(visa.number);
    await expect(page.getByText('Visa', { exact: true })).toBeVisible();
    await page.getByLabel('Nome do titular').fill(holder);
    await page.getByLabel('Validade').fill(visa.expiry);
    await page.getByLabel('CVV').fill(visa.cvv);
    await page.getByLabel('Parcelas').selectOption('3');
    await page.getByRole('button', { name: /^Pagar/ }).click();
  }

  test('APRO is approved and the booking is confirmed', async ({ page }) => {
    await payByCard(page, 'APRO', 11);
    await expect(
      page.getByText('Pagamento aprovado! Seu agendamento foi confirmado.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/booking-confirmation\//);
    await expect(page.getByRole('heading', { name: 'Agendamento Confirmado!' })).toBeVisible();
  });

  test('FUND is refused for insufficient funds and the form stays', async ({ page }) => {
    await payByCard(page, 'FUND', 12);
    await expect(page.getByRole('alert')).toHaveText('Saldo insuficiente no cartão');
    await expect(page).toHaveURL(/\/payment\/card\//);
    // The card may be corrected and tried again: everything but the CVV stays.
    await expect(page.getByLabel('Nome do titular')).toHaveValue('FUND');
    await expect(page.getByLabel('CVV')).toHaveValue('');
  });
});

test('a payment declined in the bank app returns to the failure view', async ({
  page,
  request,
}) => {
  const api = await clientApi(request);
  const appointment = await bookForPix(api, 5);
  await signIn(page, demoAccounts.client);
  await expectPath(page, '/');

  await page.goto(`/payment/pix/${appointment.id}`);
  const bankUrl = await page
    .getByRole('link', { name: 'Abrir banco de teste' })
    .getAttribute('href');
  await page.goto(bankUrl ?? '');
  await page.getByRole('button', { name: 'Recusar pagamento' }).click();

  await expectPath(page, '/payment/callback');
  await expect(page.getByRole('heading', { name: 'Pagamento não aprovado' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tentar novamente' })).toHaveAttribute(
    'href',
    `/payment/booking/${appointment.id}`,
  );
});

test('cancelling a PIX booking cancels its code: the PIX page says so and the bank takes nothing', async ({
  page,
  request,
}) => {
  const api = await clientApi(request);
  const appointment = await bookForPix(api, 6);
  await signIn(page, demoAccounts.client);
  await expectPath(page, '/');

  await page.goto(`/payment/pix/${appointment.id}`);
  await expect(page.getByRole('status')).toContainText('Aguardando pagamento');
  const bankUrl = await page
    .getByRole('link', { name: 'Abrir banco de teste' })
    .getAttribute('href');

  // The client cancels the booking from its details, in another tab.
  const details = await page.context().newPage();
  await details.goto(`/detailsorder/${appointment.id}`);
  await details.getByRole('button', { name: 'Cancelar agendamento' }).click();
  await details
    .getByRole('dialog', { name: 'Cancelar agendamento?' })
    .getByRole('button', { name: 'Cancelar agendamento' })
    .click();
  await expect(details.getByText('Agendamento cancelado com sucesso.')).toBeVisible();

  // The code was cancelled at the bank too: nothing can be paid there any more.
  await details.goto(bankUrl ?? '');
  await expect(details.getByText('Pagamento cancelado')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Aprovar pagamento' })).toHaveCount(0);
  await details.close();

  // Checked every 5 s: the PIX page sees the cancellation by itself.
  await page.bringToFront();
  const banner = page.getByRole('status');
  await expect(banner).toContainText('Agendamento cancelado', { timeout: 15_000 });
  await expect(banner).toContainText('Agendamento cancelado pelo cliente.');
  await expect(page.getByRole('button', { name: 'Já fiz o pagamento' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Gerar novo código PIX' })).toHaveCount(0);
});
