import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { clientApi, findFreeSlot } from './scene.js';
import type { Api, FreeSlot } from './scene.js';

/** The front desk's e2e scenes (issue 17): clients, their bookings, and the grid's panel. */

export const brl = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);

/** 'R$ 1.234,56' → 123456. */
export function centsOf(text: string): number {
  const digits = text.replace(/[^\d,]/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
}

export interface Haircut {
  id: string;
  name: string;
  durationMinutes: number;
  pricing: { finalPrice: number };
}

/** A new client with a phone, signed in through the API. */
export async function newClient(request: APIRequestContext, name: string) {
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

/** The demo shop's 'Corte de cabelo' and the barbers who cut hair, first to last. */
export async function haircutAndBarbers(api: Api) {
  const services = await api.get<Haircut[]>('/services/for-selection');
  const haircut = services.find((service) => service.name === 'Corte de cabelo');
  if (!haircut) throw new Error('The demo shop has no "Corte de cabelo"');
  const { data: barbers } = await api.post<{ data: { id: string; name: string }[] }>(
    '/users/barbers/by-services',
    { serviceIds: [haircut.id] },
  );
  const barber = barbers[0];
  if (!barber) throw new Error('No barber cuts hair');
  return { haircut, barber, barbers };
}

/**
 * A haircut of `api`'s client with the first barber, at `slot` or on the first free time from
 * `fromDay` days ahead: cash at the shop, or PIX paid in the sandbox.
 */
export async function book(api: Api, method: 'CASH' | 'PIX', at: number | FreeSlot) {
  const { haircut, barber } = await haircutAndBarbers(api);
  const slot =
    typeof at === 'number'
      ? await findFreeSlot(api, barber.id, haircut.durationMinutes, { fromDay: at })
      : at;
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
  return { id: booking.id, slot, totalCents, barber };
}

/** Steps the phone's one-barber grid until `block` shows (a laptop shows every barber at once). */
export async function revealOnGrid(page: Page, block: Locator) {
  const next = page.getByRole('button', { name: 'Próximo barbeiro' });
  for (let step = 0; step < 12 && !(await block.isVisible()); step += 1) {
    if (!(await next.isVisible()) || (await next.isDisabled())) break;
    await next.click();
  }
}

/** Opens the booking's panel from the day's grid (on a phone, barber by barber). */
export async function openBooking(page: Page, clientName: string, slot: FreeSlot) {
  await page.goto(`/admin/agenda?vista=grade&data=${slot.date}`);
  const grid = page.getByRole('region', { name: 'Grade do dia' });
  await expect(grid).toBeVisible();
  const block = grid.getByRole('button', { name: new RegExp(`^${clientName}, ${slot.time} às`) });
  await revealOnGrid(page, block);
  await block.click();
  const panel = page.getByRole('dialog', { name: clientName });
  await expect(panel).toBeVisible();
  return panel;
}

/** In the booking's open panel: 'Receber pagamento' in cash, R$ 10,00 over what is due. */
export async function receiveCashWithChange(panel: Locator, dueCents: number) {
  await panel.getByRole('button', { name: 'Receber pagamento' }).click();
  await expect(panel.getByTestId('valor-devido')).toHaveText(brl(dueCents));
  await panel
    .getByLabel('Valor recebido (R$)')
    .fill(((dueCents + 1000) / 100).toFixed(2).replace('.', ','));
  await expect(panel.getByTestId('troco')).toHaveText(brl(1000));
  await panel.getByRole('button', { name: 'Confirmar recebimento' }).click();
  await expect(panel.getByTestId('situacao')).toContainText('Pago na barbearia (Dinheiro)');
}

/**
 * In a paid booking's open panel: cancelled because the barber cannot come, R$ 20,00 of
 * `paidCents` given back, the amounts shown before confirming.
 */
export async function cancelWithPartialRefund(panel: Locator, paidCents: number) {
  await panel.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await panel.getByLabel('Barbeiro indisponível').check();
  await panel.getByLabel('Outro valor').check();
  await panel.getByLabel('Valor do reembolso (R$)').fill('20,00');
  await expect(panel.getByTestId('resumo-reembolso')).toHaveText(
    `Reembolso de ${brl(2000)} · a barbearia fica com ${brl(paidCents - 2000)}`,
  );
  await panel.getByRole('button', { name: 'Cancelar agendamento' }).click();
  await expect(panel.getByTestId('situacao')).toContainText(`Reembolsado: ${brl(2000)}`);
}

/** The client's app, signed in on `page`: the cancelled booking says why, and what came back. */
export async function expectClientSeesRefund(page: Page, bookingId: string) {
  await page.goto(`/detailsorder/${bookingId}`);
  const outcome = page.getByTestId('desfecho');
  await expect(outcome).toContainText('Barbeiro indisponível');
  await expect(outcome).toContainText(brl(2000));
}

/**
 * The day's grid of `date` on `page`, kept open: once it shows, its live streams (the agenda's
 * and the bell's) are subscribed; `reloaded()` says whether the page has loaded again since.
 */
export async function openLiveGrid(page: Page, date: string) {
  let streams = 0;
  page.on('response', (response) => {
    if (response.url().endsWith('/api/notifications/stream')) streams += 1;
  });
  await page.goto(`/admin/agenda?vista=grade&data=${date}`);
  const grid = page.getByRole('region', { name: 'Grade do dia' });
  await expect(grid).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect.poll(() => streams).toBeGreaterThanOrEqual(2);
  let loads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads += 1;
  });
  return { grid, reloaded: () => loads > 0 };
}

/** A block of the grid by its client, start and barber: 'Ana, 10:00 às 10:30, com Bruno, '. */
export function blockOf(grid: Locator, client: string, time: string, barber: string) {
  return grid.getByRole('button', {
    name: new RegExp(`^${client}, ${time} às \\d{2}:\\d{2}, com ${barber}, `),
  });
}

const weekdays = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];

/** A booking's start as the audit log writes it: '2026-11-28', '10:00' → 'sáb., 28/11 às 10:00'. */
export function auditWhen(date: string, time: string) {
  const weekday = weekdays[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? '';
  return `${weekday}., ${date.slice(8, 10)}/${date.slice(5, 7)} às ${time}`;
}

/**
 * The owner's audit log (/admin/audit) shown as `kind` ('Agendamentos', 'Pagamentos'): each of
 * `sentences` is one entry's whole sentence, once.
 */
export async function expectAuditSentences(page: Page, kind: string, sentences: string[]) {
  if (!page.url().endsWith('/admin/audit')) await page.goto('/admin/audit');
  await page.getByLabel('Mostrar').selectOption({ label: kind });
  const entries = page.getByRole('list', { name: 'Alterações' }).getByRole('listitem');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  for (const sentence of sentences) {
    await expect(entries.filter({ has: page.getByText(sentence, { exact: true }) })).toHaveCount(1);
  }
}

/** How the booking's calendar names a day: '2026-12-04' → 4, 'dezembro', '2026'. */
function calendarDay(iso: string) {
  const month = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', month: 'long' }).format(
    new Date(`${iso}T12:00:00Z`),
  );
  return { day: Number(iso.slice(8, 10)), month, year: iso.slice(0, 4) };
}

/**
 * The client books a haircut with `barber` at `slot` through the phone's screens: the service,
 * the barber, the day and time, the order paid at the shop in cash; the booking's id.
 */
export async function bookOnPhone(page: Page, barber: string, slot: FreeSlot) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Agendar', exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
  await page.getByRole('button', { name: /Corte de cabelo/ }).click();
  const continuar = page.getByRole('button', { name: 'Continuar' });
  await continuar.click();
  await expect(page).toHaveURL(/\/barbers$/);
  await page.getByText(barber, { exact: true }).click();
  await expect(page.getByRole('radio', { name: barber })).toBeChecked();
  await continuar.click();
  await expect(page).toHaveURL(/\/calendar$/);
  const day = calendarDay(slot.date);
  const dayButton = page.getByRole('button', {
    name: new RegExp(`, ${day.day} de ${day.month} de ${day.year}$`),
  });
  const nextMonth = page.getByRole('button', { name: 'Próximo mês' });
  for (let step = 0; step < 3 && !(await dayButton.isVisible()); step += 1) {
    await nextMonth.click();
  }
  await dayButton.click();
  const time = page
    .getByRole('list', { name: /^Horários de / })
    .getByRole('button')
    .filter({ hasText: new RegExp(`^\\s*${slot.time}\\s*$`) });
  await time.click();
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/confirm$/);
  await page.getByRole('button', { name: /Forma de pagamento/ }).click();
  const methods = page.getByRole('dialog', { name: 'Forma de pagamento' });
  await methods.getByRole('radio', { name: /Dinheiro/ }).check();
  await methods.getByRole('button', { name: 'Usar Dinheiro' }).click();
  await expect(page.getByRole('button', { name: /Forma de pagamento/ })).toContainText('Dinheiro');
  await continuar.click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('button', { name: /^Agendar R\$/ }).click();
  await expect(page).toHaveURL(/\/booking-confirmation\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop() ?? '';
}
