import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import ICAL from 'ical.js';
import { demoAccounts, expectPath, signIn } from './support.js';
import { clientApi, findFreeSlot } from './scene.js';

interface BarberWithServices {
  id: string;
  serviceBarbers: { service: { id: string; durationMinutes: number } }[];
}

/** A new client, signed in through the API, with the token to cancel. */
async function newClient(request: APIRequestContext, name: string) {
  const account = { email: `feed.${Date.now()}@exemplo.com.br`, password: 'Segura@123' };
  const registered = await request.post('/api/auth/register', {
    data: { ...account, name, phone: '(11) 98765-4321' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await request.post('/api/auth/login', { data: account });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return {
    api: await clientApi(request, account),
    headers: { Authorization: `Bearer ${accessToken}` },
  };
}

/** The feed's events, read by an independent iCalendar parser (ical.js). */
function eventsOf(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents('vevent').map((vevent) => ({
    uid: String(vevent.getFirstPropertyValue('uid')),
    summary: String(vevent.getFirstPropertyValue('summary')),
    status: String(vevent.getFirstPropertyValue('status')),
  }));
}

test("a barber subscribes to their agenda and the feed shows a client's cancellation as cancelled", async ({
  page,
  request,
}) => {
  const barberApi = await clientApi(request, demoAccounts.barber);
  const barber = await barberApi.get<{ id: string }>('/auth/me');
  const client = await newClient(request, 'Joana Assinante Teste');
  const profile = await client.api.get<BarberWithServices>(`/users/barbers/${barber.id}`);
  const service = profile.serviceBarbers[0]?.service;
  if (!service) throw new Error('The demo barber offers no service');
  const slot = await findFreeSlot(client.api, barber.id, service.durationMinutes, { fromDay: 2 });
  const services =
    await client.api.get<{ id: string; pricing: { finalPrice: number } }[]>(
      '/services/for-selection',
    );
  const booking = await client.api.post<{ id: string }>('/appointments', {
    serviceIds: [service.id],
    barberIds: [barber.id],
    scheduledDate: slot.date,
    scheduledTime: slot.time,
    paymentMethod: 'CASH',
    totalPrice: services.find((candidate) => candidate.id === service.id)?.pricing.finalPrice,
  });

  await signIn(page, demoAccounts.barber);
  await expectPath(page, '/barber');
  await page.getByRole('link', { name: 'Expediente' }).click();
  await expectPath(page, '/barber/hours');
  await page.getByRole('button', { name: /^Gerar (novo )?endereço$/ }).click();
  const confirm = page.getByRole('button', { name: 'Sim, gerar novo' });
  if (await confirm.isVisible()) await confirm.click();
  const address = page.getByRole('textbox', { name: 'Endereço da agenda' });
  await expect(address).toHaveValue(/\/api\/calendar\/[\w-]{43}\.ics$/);
  const url = await address.inputValue();
  await expect(page.getByRole('link', { name: 'Assinar no celular' })).toHaveAttribute(
    'href',
    url.replace(/^https?:/, 'webcal:'),
  );

  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const body = await feed.text();
  expect(body).toContain('\r\nEND:VCALENDAR\r\n');
  const uid = `${booking.id}@navalha`;
  const event = eventsOf(body).find((candidate) => candidate.uid === uid);
  expect(event).toMatchObject({ status: 'CONFIRMED', summary: expect.stringContaining('· Joana') });
  expect(body).not.toContain('Assinante');
  const etag = feed.headers().etag ?? '';
  expect((await request.get(url, { headers: { 'If-None-Match': etag } })).status()).toBe(304);

  const cancelled = await request.delete(`/api/appointments/${booking.id}`, {
    headers: client.headers,
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  const after = await request.get(url, { headers: { 'If-None-Match': etag } });
  expect(after.status()).toBe(200);
  expect(eventsOf(await after.text()).find((candidate) => candidate.uid === uid)).toMatchObject({
    status: 'CANCELLED',
  });
});
