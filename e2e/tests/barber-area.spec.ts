import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demoAccounts, expectPath, signIn } from './support.js';
import { clientApi, findFreeSlot } from './scene.js';
import type { Api, FreeSlot } from './scene.js';

interface BarberWithServices {
  id: string;
  serviceBarbers: { service: { id: string; durationMinutes: number } }[];
}

/** A new client with a phone, so the barber's card can call them. */
async function newClient(request: Parameters<typeof clientApi>[0], name: string) {
  const account = {
    email: `${name.split(' ')[0]?.toLowerCase()}.${Date.now()}@exemplo.com.br`,
    password: 'Segura@123',
  };
  const registered = await request.post('/api/auth/register', {
    data: { ...account, name, phone: '(11) 98765-4321' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return clientApi(request, account);
}

async function book(api: Api, barberId: string, serviceId: string, slot: FreeSlot) {
  const services =
    await api.get<{ id: string; pricing: { finalPrice: number } }[]>('/services/for-selection');
  const price = services.find((candidate) => candidate.id === serviceId)?.pricing.finalPrice;
  return api.post<{ id: string }>('/appointments', {
    serviceIds: [serviceId],
    barberIds: [barberId],
    scheduledDate: slot.date,
    scheduledTime: slot.time,
    paymentMethod: 'CASH',
    totalPrice: price,
  });
}

/** The card of a booking: '<client>, Qua, 25/11 às 10:00'. */
function card(page: Page, clientName: string, slot: FreeSlot) {
  const day = `${slot.date.slice(8, 10)}/${slot.date.slice(5, 7)}`;
  return page.getByRole('article', {
    name: new RegExp(`^${clientName}, .* ${day} às ${slot.time}$`),
  });
}

test('the barber answers requests, rejects with a reason and completes a served appointment', async ({
  page,
  request,
}) => {
  const barberApi = await clientApi(request, demoAccounts.barber);
  const barber = await barberApi.get<{ id: string }>('/auth/me');
  const clientName = `Joana Teste ${Date.now() % 10_000}`;
  const client = await newClient(request, clientName);
  const profile = await client.get<BarberWithServices>(`/users/barbers/${barber.id}`);
  const service = profile.serviceBarbers[0]?.service;
  if (!service) throw new Error('The demo barber offers no service');
  const first = await findFreeSlot(client, barber.id, service.durationMinutes, { fromDay: 2 });
  const toConfirm = await book(client, barber.id, service.id, first);
  const second = await findFreeSlot(client, barber.id, service.durationMinutes, { fromDay: 2 });
  const toReject = await book(client, barber.id, service.id, second);

  await signIn(page, demoAccounts.barber);
  await expectPath(page, '/barber');
  await expect(page.getByRole('heading', { name: 'Área do barbeiro', level: 1 })).toBeVisible();

  // The requests come first, with the new ones among them.
  const sections = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(sections.first()).toHaveText(/^Solicitações pendentes/);
  const requests = page.getByRole('region', { name: /Solicitações pendentes/ });
  await expect(card(page, clientName, first)).toBeVisible();
  await expect(requests.getByRole('article', { name: new RegExp(`^${clientName}`) })).toHaveCount(
    2,
  );

  const confirming = card(page, clientName, first);
  await expect(
    confirming.getByRole('link', { name: `Conversar com ${clientName} no WhatsApp` }),
  ).toHaveAttribute('href', /^https:\/\/wa\.me\/5511987654321/);
  await confirming
    .getByRole('button', { name: `Confirmar o agendamento de ${clientName}` })
    .click();
  await expect(page.getByText('Agendamento confirmado.')).toBeVisible();
  await expect(requests.getByRole('article', { name: new RegExp(`^${clientName}`) })).toHaveCount(
    1,
  );

  await card(page, clientName, second)
    .getByRole('button', { name: `Recusar o agendamento de ${clientName}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Recusar agendamento' });
  await dialog.getByLabel('Motivo', { exact: true }).fill('ok');
  await dialog.getByRole('button', { name: 'Recusar agendamento' }).click();
  await expect(dialog.getByText('O motivo deve ter pelo menos 5 caracteres.')).toBeVisible();
  await dialog.getByLabel('Motivo', { exact: true }).fill('Tive um imprevisto neste horário');
  await dialog.getByRole('button', { name: 'Recusar agendamento' }).click();
  await expect(page.getByText('Agendamento recusado. O cliente será avisado.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(requests.getByRole('article', { name: new RegExp(`^${clientName}`) })).toHaveCount(
    0,
  );

  // The client's bookings say what the barber did.
  expect(await client.get<{ status: string }>(`/appointments/${toConfirm.id}`)).toMatchObject({
    status: 'CONFIRMED',
  });
  expect(await client.get<{ status: string }>(`/appointments/${toReject.id}`)).toMatchObject({
    status: 'CANCELLED',
    cancellationReason: 'Tive um imprevisto neste horário',
  });

  // A new booking shows up by itself: the notifications stream tells the open page.
  const third = await findFreeSlot(client, barber.id, service.durationMinutes, { fromDay: 2 });
  await book(client, barber.id, service.id, third);
  await expect(card(page, clientName, third)).toBeVisible({ timeout: 10_000 });

  // The demo shop leaves two of the barber's appointments of the past week to complete.
  const overdue = page.getByRole('region', { name: /A concluir/ });
  await expect(overdue.getByRole('article').first()).toBeVisible();
  const waiting = await overdue.getByRole('article').count();
  await overdue
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Concluir o atendimento de / })
    .click();
  await expect(page.getByText('Atendimento concluído.')).toBeVisible();
  await expect(overdue.getByRole('article')).toHaveCount(waiting - 1);

  // The rest of the area, one tap away.
  const tabs = page.getByRole('navigation', { name: 'Área do barbeiro' });
  await tabs.getByRole('link', { name: 'Semana' }).click();
  await expectPath(page, '/barber/week');
  await expect(page.getByRole('heading', { name: 'Minha semana', level: 1 })).toBeVisible();
  await tabs.getByRole('link', { name: 'Expediente' }).click();
  await expect(page.getByRole('region', { name: 'Expediente semanal' })).toContainText(
    'Segunda-feira09:00–19:00Intervalo 12:00–13:00',
  );
  await tabs.getByRole('link', { name: 'Ganhos' }).click();
  await expect(page.getByRole('heading', { name: 'Esta semana' })).toBeVisible();
});
