import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { demoAccounts, expectPath, signIn } from './support.js';
import { clientApi, findFreeSlot } from './scene.js';

interface BarberWithServices {
  id: string;
  serviceBarbers: { service: { id: string; durationMinutes: number } }[];
}

let accounts = 0;

/** A new client with their account (to sign in) and their API token. */
async function newClient(request: APIRequestContext, name: string) {
  accounts += 1;
  const account = {
    email: `espera.${Date.now()}.${accounts}@exemplo.com.br`,
    password: 'Segura@123',
  };
  const registered = await request.post('/api/auth/register', {
    data: { ...account, name, phone: '(11) 98765-4321' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await request.post('/api/auth/login', { data: account });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { account, headers: { Authorization: `Bearer ${accessToken}` } };
}

const addMinutes = (time: string, minutes: number) => {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

test('a cancellation frees a time: the first in line gets the offer and books it, the second does not', async ({
  browser,
  request,
}) => {
  const barberApi = await clientApi(request, demoAccounts.barber);
  const barber = await barberApi.get<{ id: string }>('/auth/me');
  const holder = await newClient(request, 'Helena Desiste Teste');
  const holderApi = await clientApi(request, holder.account);
  const profile = await holderApi.get<BarberWithServices>(`/users/barbers/${barber.id}`);
  const service = profile.serviceBarbers[0]?.service;
  if (!service) throw new Error('The demo barber offers no service');
  const slot = await findFreeSlot(holderApi, barber.id, service.durationMinutes, { fromDay: 3 });
  const prices =
    await holderApi.get<{ id: string; pricing: { finalPrice: number } }[]>(
      '/services/for-selection',
    );
  const price = prices.find((candidate) => candidate.id === service.id)?.pricing.finalPrice;
  const booking = await holderApi.post<{ id: string }>('/appointments', {
    serviceIds: [service.id],
    barberIds: [barber.id],
    scheduledDate: slot.date,
    scheduledTime: slot.time,
    paymentMethod: 'CASH',
    totalPrice: price,
  });

  // Two clients wait for exactly that time with that barber, first come first.
  const wish = {
    date: slot.date,
    fromTime: slot.time,
    toTime: addMinutes(slot.time, service.durationMinutes),
    barberId: barber.id,
    serviceIds: [service.id],
  };
  const first = await newClient(request, 'Fernanda Primeira Teste');
  const second = await newClient(request, 'Gustavo Segundo Teste');
  const entries: string[] = [];
  for (const client of [first, second]) {
    const joined = await request.post('/api/waitlist', { headers: client.headers, data: wish });
    expect(joined.status(), await joined.text()).toBe(201);
    entries.push(((await joined.json()) as { id: string }).id);
  }

  const cancelled = await request.delete(`/api/appointments/${booking.id}`, {
    headers: holder.headers,
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);

  // The first client's phone: the offer is in the bell and opens its screen.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, first.account);
  await expectPath(page, '/');
  await page.getByRole('button', { name: /^Notificações, \d+ não lidas?$/ }).click();
  await page
    .getByRole('dialog', { name: 'Notificações' })
    .getByRole('button', { name: /^Vagou um horário para você/ })
    .click();
  await expectPath(page, `/lista-de-espera/${entries[0]}`);
  await expect(page.getByText(slot.time, { exact: true })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/Reservado para você por mais 1[45] min\./);
  await page.getByRole('radio', { name: /Dinheiro/ }).check();
  await page.getByRole('button', { name: 'Quero este horário' }).click();
  await expect(page).toHaveURL(/\/booking-confirmation\/[\w-]+$/);
  await context.close();

  // The second in line got nothing: no offer, still waiting.
  const offer = await request.get(`/api/waitlist/${entries[1]}/offer`, {
    headers: second.headers,
  });
  expect(offer.status()).toBe(409);
  const mine = await request.get('/api/waitlist', { headers: second.headers });
  expect(((await mine.json()) as { data: { status: string }[] }).data).toEqual([
    expect.objectContaining({ status: 'WAITING' }),
  ]);
  const firstLine = await request.get('/api/waitlist', { headers: first.headers });
  expect(((await firstLine.json()) as { data: { status: string }[] }).data).toEqual([
    expect.objectContaining({ status: 'BOOKED' }),
  ]);
});
