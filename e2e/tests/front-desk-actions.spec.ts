import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { demoAccounts, expectPath, signIn } from './support.js';
import { clientApi, findFreeSlot } from './scene.js';
import type { Api, FreeSlot } from './scene.js';

/**
 * What the desk does to a booking (issue 17 §2), on a laptop and on a phone: 'Chegou', cash
 * received with change, a paid PIX booking cancelled with a partial refund, and the client's app
 * showing the reason and the refund. Completing and 'Faltou' need a booking whose start has
 * passed, which the demo's clock cannot give here: the API and component tests cover them.
 */

interface Haircut {
  id: string;
  durationMinutes: number;
  pricing: { finalPrice: number };
}

/** A new client with a phone, signed in through the API. */
async function newClient(request: APIRequestContext, name: string) {
  const account = {
    email: `${(name.split(' ')[0] ?? 'cliente')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()}.${Date.now()}@exemplo.com.br`,
    password: 'Segura@123',
  };
  const registered = await request.post('/api/auth/register', {
    data: { ...account, name, phone: '(11) 98765-4321' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return { account, api: await clientApi(request, account) };
}

async function haircutAndBarber(api: Api) {
  const services = await api.get<(Haircut & { name: string })[]>('/services/for-selection');
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

/** A booking of `api`'s client: cash at the shop, or PIX paid in the sandbox. */
async function book(api: Api, method: 'CASH' | 'PIX', fromDay: number) {
  const { haircut, barber } = await haircutAndBarber(api);
  const slot = await findFreeSlot(api, barber.id, haircut.durationMinutes, { fromDay });
  const cents = Math.round(haircut.pricing.finalPrice * 100);
  // PIX adds its 1% fee, rounded half-up to the centavo (spec §9).
  const totalCents = method === 'PIX' ? cents + Math.round(cents / 100) : cents;
  const booking = await api.post<{ id: string }>('/appointments', {
    serviceIds: [haircut.id],
    barberIds: [barber.id],
    scheduledDate: slot.date,
    scheduledTime: slot.time,
    paymentMethod: method,
    totalPrice: totalCents / 100,
  });
  if (method === 'PIX') {
    const payment = await api.post<{ id: string }>('/payments/pix/create', {
      appointmentId: booking.id,
      amount: totalCents / 100,
    });
    await api.post('/payments/mock', { paymentId: payment.id, status: 'approved' });
  }
  return { id: booking.id, slot, totalCents };
}

const brl = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);

/** Opens the booking's panel from the day's grid (on a phone, barber by barber). */
async function openBooking(page: Page, clientName: string, slot: FreeSlot) {
  await page.goto(`/admin/agenda?vista=grade&data=${slot.date}`);
  const block = page
    .getByRole('region', { name: 'Grade do dia' })
    .getByRole('button', { name: new RegExp(`^${clientName}, ${slot.time} às`) });
  const next = page.getByRole('button', { name: 'Próximo barbeiro' });
  await expect(page.getByRole('region', { name: 'Grade do dia' })).toBeVisible();
  for (let step = 0; step < 12 && !(await block.isVisible()); step += 1) {
    if (!(await next.isVisible()) || (await next.isDisabled())) break;
    await next.click();
  }
  await block.click();
  const panel = page.getByRole('dialog', { name: clientName });
  await expect(panel).toBeVisible();
  return panel;
}

async function arrivalAndCash(page: Page, request: APIRequestContext, fromDay: number) {
  const clientName = `Otávio Balcão ${Date.now() % 10_000}`;
  const { api } = await newClient(request, clientName);
  const cash = await book(api, 'CASH', fromDay);

  await signIn(page, demoAccounts.owner);
  await expectPath(page, '/admin');
  const panel = await openBooking(page, clientName, cash.slot);
  await expect(panel.getByTestId('situacao')).toContainText('Pagar na barbearia');

  await panel.getByRole('button', { name: 'Chegou' }).click();
  await expect(panel.getByText('Chegou às')).toBeVisible();
  await expect(panel.getByTestId('situacao')).toContainText('Confirmado');

  await panel.getByRole('button', { name: 'Receber pagamento' }).click();
  await expect(panel.getByTestId('valor-devido')).toHaveText(brl(cash.totalCents));
  await panel
    .getByLabel('Valor recebido (R$)')
    .fill(((cash.totalCents + 1000) / 100).toFixed(2).replace('.', ','));
  await expect(panel.getByTestId('troco')).toHaveText(brl(1000));
  await panel.getByRole('button', { name: 'Confirmar recebimento' }).click();
  await expect(panel.getByTestId('situacao')).toContainText('Pago na barbearia (Dinheiro)');
}

async function paidPixCancelled(
  page: Page,
  browser: Browser,
  request: APIRequestContext,
  fromDay: number,
  viewport: { width: number; height: number },
) {
  const clientName = `Priscila Pix ${Date.now() % 10_000}`;
  const { api, account } = await newClient(request, clientName);
  const pix = await book(api, 'PIX', fromDay);

  await signIn(page, demoAccounts.owner);
  await expectPath(page, '/admin');
  const panel = await openBooking(page, clientName, pix.slot);
  await expect(panel.getByTestId('situacao')).toContainText('Pago no PIX');

  await panel.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await panel.getByLabel('Barbeiro indisponível').check();
  await panel.getByLabel('Outro valor').check();
  await panel.getByLabel('Valor do reembolso (R$)').fill('20,00');
  await expect(panel.getByTestId('resumo-reembolso')).toHaveText(
    `Reembolso de ${brl(2000)} · a barbearia fica com ${brl(pix.totalCents - 2000)}`,
  );
  await panel.getByRole('button', { name: 'Cancelar agendamento' }).click();
  await expect(panel.getByTestId('situacao')).toContainText(`Reembolsado: ${brl(2000)}`);

  // The client's app: the booking says why, and what came back.
  const context = await browser.newContext({ viewport });
  const clientPage = await context.newPage();
  await signIn(clientPage, account);
  await expectPath(clientPage, '/');
  await clientPage.goto(`/detailsorder/${pix.id}`);
  const outcome = clientPage.getByTestId('desfecho');
  await expect(outcome).toContainText('Barbeiro indisponível');
  await expect(outcome).toContainText(brl(2000));
  await context.close();
}

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("marks the arrival and receives cash with change ('Troco')", async ({ page, request }) => {
    await arrivalAndCash(page, request, 3);
  });

  test("cancels a paid PIX booking with a partial refund; the client's app shows both", async ({
    page,
    browser,
    request,
  }) => {
    await paidPixCancelled(page, browser, request, 4, { width: 1280, height: 800 });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("marks the arrival and receives cash with change ('Troco')", async ({ page, request }) => {
    await arrivalAndCash(page, request, 5);
  });

  test("cancels a paid PIX booking with a partial refund; the client's app shows both", async ({
    page,
    browser,
    request,
  }) => {
    await paidPixCancelled(page, browser, request, 6, { width: 360, height: 780 });
  });
});
