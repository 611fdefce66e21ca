import { expect, test } from '@playwright/test';
import { demoAccounts, expectPath, signIn } from './support.js';
import { clientApi, findFreeSlot, shopDay } from './scene.js';

interface BarberWithServices {
  id: string;
  serviceBarbers: { service: { id: string; durationMinutes: number } }[];
}

const monthNames = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

test("the barber finds a client's new booking in 'Agendamentos do Dia'", async ({
  page,
  request,
}) => {
  const barberApi = await clientApi(request, demoAccounts.barber);
  const barber = await barberApi.get<{ id: string }>('/auth/me');

  const client = await clientApi(request);
  const me = await client.get<{ name: string }>('/auth/me');
  const profile = await client.get<BarberWithServices>(`/users/barbers/${barber.id}`);
  const service = profile.serviceBarbers[0]?.service;
  if (!service) throw new Error('The demo barber offers no service');
  const slot = await findFreeSlot(client, barber.id, service.durationMinutes, { fromDay: 3 });
  const services =
    await client.get<{ id: string; pricing: { finalPrice: number } }[]>('/services/for-selection');
  const price = services.find((candidate) => candidate.id === service.id)?.pricing.finalPrice;
  await client.post('/appointments', {
    serviceIds: [service.id],
    barberIds: [barber.id],
    scheduledDate: slot.date,
    scheduledTime: slot.time,
    paymentMethod: 'CASH',
    totalPrice: price,
  });

  await signIn(page, demoAccounts.barber);
  await expectPath(page, '/barber');
  await page.getByRole('link', { name: 'Agendamentos do dia' }).click();
  await expectPath(page, '/calendar');

  const day = Number(slot.date.slice(8, 10));
  const month = monthNames[Number(slot.date.slice(5, 7)) - 1] ?? '';
  const dayButton = page.getByRole('button', { name: new RegExp(`, ${day} de ${month} de `) });
  // The calendar opens on today's month: move on when the booking falls in the next one.
  await expect(page.getByRole('region', { name: 'Calendário' })).toBeVisible();
  if (slot.date.slice(0, 7) !== shopDay(0).iso.slice(0, 7)) {
    await page.getByRole('button', { name: 'Próximo mês' }).click();
  }
  await dayButton.click();

  const agenda = page.getByRole('region', { name: 'Agendamentos do Dia' });
  await expect(agenda.getByText(me.name).first()).toBeVisible();
  await expect(agenda.getByText(slot.time).first()).toBeVisible();
});
