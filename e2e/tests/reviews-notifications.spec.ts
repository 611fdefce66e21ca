import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { clientApi, findFreeSlot, shopDay } from './scene.js';
import type { Api } from './scene.js';
import { demoAccounts, expectPath, signIn } from './support.js';

interface BarberWithServices {
  id: string;
  serviceBarbers: { service: { id: string; durationMinutes: number } }[];
}

interface AgendaItem {
  id: string;
  status: string;
  scheduledTo: string;
  scheduledDate: string;
  scheduledTime: string;
  client: { name: string };
}

/** A browser of its own, as a second phone would be. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** A new client with a CASH booking of the demo barber; its account and the booking. */
async function clientWithBooking(request: APIRequestContext, name: string) {
  const account = {
    email: `${name.split(' ')[0]?.toLowerCase()}.${Date.now()}@exemplo.com.br`,
    password: 'Segura@123',
  };
  const registered = await request.post('/api/auth/register', { data: { ...account, name } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const api = await clientApi(request, account);
  const barber = await (
    await clientApi(request, demoAccounts.barber)
  ).get<{ id: string }>('/auth/me');
  const profile = await api.get<BarberWithServices>(`/users/barbers/${barber.id}`);
  const service = profile.serviceBarbers[0]?.service;
  if (!service) throw new Error('The demo barber offers no service');
  const slot = await findFreeSlot(api, barber.id, service.durationMinutes, { fromDay: 2 });
  const services =
    await api.get<{ id: string; pricing: { finalPrice: number } }[]>('/services/for-selection');
  const booking = await api.post<{ id: string }>('/appointments', {
    serviceIds: [service.id],
    barberIds: [barber.id],
    scheduledDate: slot.date,
    scheduledTime: slot.time,
    paymentMethod: 'CASH',
    totalPrice: services.find((candidate) => candidate.id === service.id)?.pricing.finalPrice,
  });
  return { account, booking, slot };
}

test("a notification reaches the client's bell live when the barber confirms", async ({
  browser,
  page,
  request,
}) => {
  const clientName = `Renata Sino ${Date.now() % 10_000}`;
  const { account, booking, slot } = await clientWithBooking(request, clientName);

  // The client's phone: the booking request is the one unread notification.
  await signIn(page, account);
  await expectPath(page, '/');
  const bell = page.getByRole('button', { name: /^Notificações/ });
  await expect(bell).toHaveAccessibleName('Notificações, 1 não lida');

  // The barber's phone confirms the request.
  const barberPage = await phone(browser);
  await signIn(barberPage, demoAccounts.barber);
  await expectPath(barberPage, '/barber');
  const day = `${slot.date.slice(8, 10)}/${slot.date.slice(5, 7)}`;
  await barberPage
    .getByRole('article', { name: new RegExp(`^${clientName}, .* ${day} às ${slot.time}$`) })
    .getByRole('button', { name: `Confirmar o agendamento de ${clientName}` })
    .click();
  await expect(barberPage.getByText('Agendamento confirmado.')).toBeVisible();

  // Without reloading, the client's bell counts it.
  await expect(bell).toHaveAccessibleName('Notificações, 2 não lidas');
  await expect(page.getByTestId('notifications-badge')).toHaveText('2');

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notificações' });
  const confirmed = panel.getByRole('button', { name: /^Agendamento confirmado/ });
  await expect(confirmed).toContainText(
    `Bruno confirmou seu horário de ${slot.date.slice(8, 10)}/${slot.date.slice(5, 7)}/${slot.date.slice(0, 4)} às ${slot.time}.`,
  );
  await confirmed.click();
  await expectPath(page, `/appointment/${booking.id}`);
  await expect(bell).toHaveAccessibleName('Notificações, 1 não lida');

  await bell.click();
  await panel.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(panel.getByRole('button', { name: 'Marcar todas como lidas' })).toBeHidden();
  await panel.getByRole('button', { name: 'Fechar' }).click();
  await expect(bell).toHaveAccessibleName('Notificações');
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
  await barberPage.context().close();
});

/** Demo clients by name, to sign in as the one whose appointment the barber completes. */
const demoClients: Record<string, { email: string; password: string }> = {
  'Carlos Cliente': demoAccounts.client,
  'Marina Costa': { email: 'marina@navalha.dev', password: 'Cliente@123' },
  'Pedro Almeida': { email: 'pedro@navalha.dev', password: 'Cliente@123' },
};

/** The latest served appointment of the demo barber that is not marked completed yet. */
async function servedNotCompleted(barber: Api): Promise<AgendaItem> {
  const { data } = await barber.get<{ data: AgendaItem[] }>(
    `/appointments/barber/my-appointments?from=${shopDay(-8).iso}&to=${shopDay(0).iso}&status=CONFIRMED&limit=200`,
  );
  const served = data
    .filter((item) => new Date(item.scheduledTo).getTime() < Date.now())
    .filter((item) => demoClients[item.client.name])
    .sort((a, b) => b.scheduledTo.localeCompare(a.scheduledTo));
  const [latest] = served;
  if (!latest) throw new Error('The demo shop has no served appointment left to complete');
  return latest;
}

test('the client rates the cut once the barber completes it', async ({
  browser,
  page,
  request,
}) => {
  const barberApi = await clientApi(request, demoAccounts.barber);
  const appointment = await servedNotCompleted(barberApi);
  const clientName = appointment.client.name;
  const day = `${appointment.scheduledDate.slice(8, 10)}/${appointment.scheduledDate.slice(5, 7)}`;

  const barberPage = await phone(browser);
  await signIn(barberPage, demoAccounts.barber);
  await expectPath(barberPage, '/barber');
  await barberPage
    .getByRole('region', { name: /A concluir/ })
    .getByRole('article', {
      name: new RegExp(`^${clientName}, .* ${day} às ${appointment.scheduledTime}$`),
    })
    .getByRole('button', { name: `Concluir o atendimento de ${clientName}` })
    .click();
  await expect(barberPage.getByText('Atendimento concluído.')).toBeVisible();
  await barberPage.context().close();

  // The client is asked to rate it; the notification leads to the review page.
  await signIn(page, demoClients[clientName]!);
  await expectPath(page, '/');
  await page.getByRole('button', { name: /^Notificações, \d+ não lidas?$/ }).click();
  await page
    .getByRole('dialog', { name: 'Notificações' })
    .getByRole('button', { name: /^Atendimento concluído/ })
    .first()
    .click();
  await expectPath(page, `/review/${appointment.id}`);
  await expect(page.getByRole('heading', { name: 'Avaliar serviço' })).toBeVisible();
  await expect(page.getByText(`com Bruno Barbeiro`)).toBeVisible();

  await page.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(page.getByText('Escolha uma nota de 1 a 5 estrelas.')).toBeVisible();
  await page.getByRole('radio', { name: '5 estrelas – Excelente' }).check({ force: true });
  await page.getByLabel('Comentário (opcional)').fill('Corte impecável, atendimento nota 10.');
  await expect(page.getByText('37/500')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar avaliação' }).click();

  await expect(page.getByText('Avaliação enviada. Obrigado!')).toBeVisible();
  await expectPath(page, `/booking-confirmation/${appointment.id}`);

  // Once only: the confirmation shows the stars given, and the page the review.
  await expect(page.getByRole('link', { name: 'Avaliar serviço' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Sua avaliação: 5 de 5 estrelas' }).click();
  await expectPath(page, `/review/${appointment.id}`);
  await expect(page.getByText('Você já avaliou este atendimento.')).toBeVisible();
  await expect(page.getByRole('img', { name: '5 de 5 estrelas' })).toBeVisible();

  // And the barber's reviews carry it, signed with the first name.
  const barber = await barberApi.get<{ id: string }>('/auth/me');
  const reviews = await barberApi.get<{ data: { comment: string; client: { name: string } }[] }>(
    `/reviews/barber/${barber.id}`,
  );
  expect(reviews.data[0]).toMatchObject({
    comment: 'Corte impecável, atendimento nota 10.',
    client: { name: clientName.split(' ')[0] },
  });
});
