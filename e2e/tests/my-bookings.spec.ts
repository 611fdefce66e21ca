import { expect, test } from '@playwright/test';
import { demoAccounts, expectPath, signIn } from './support.js';
import type { Api } from './scene.js';
import { clientApi, ddmmyyyy, findFreeSlot, shopDay, signUp, weekdayFrom } from './scene.js';

/** A PENDING cash booking of the demo client for a haircut, made through the API. */
async function bookHaircut(api: Api) {
  const services =
    await api.get<
      { id: string; name: string; durationMinutes: number; pricing: { finalPrice: number } }[]
    >('/services/for-selection');
  const haircut = services.find((service) => service.name === 'Corte de cabelo');
  if (!haircut) throw new Error('The demo shop has no "Corte de cabelo"');
  const { data: barbers } = await api.post<{ data: { id: string; name: string }[] }>(
    '/users/barbers/by-services',
    { serviceIds: [haircut.id] },
  );
  const barber = barbers[0];
  if (!barber) throw new Error('No barber cuts hair');
  const slot = await findFreeSlot(api, barber.id, haircut.durationMinutes, { fromDay: 2 });
  const appointment = await api.post<{ id: string; scheduledDate: string; scheduledTime: string }>(
    '/appointments',
    {
      serviceIds: [haircut.id],
      barberIds: [barber.id],
      scheduledDate: slot.date,
      scheduledTime: slot.time,
      paymentMethod: 'CASH',
      totalPrice: haircut.pricing.finalPrice,
    },
  );
  return { appointment, barber, haircut };
}

test('a new client sees the empty states on the home page and in "Minha Agenda"', async ({
  page,
}) => {
  await signUp(page, 'Helena Vieira');

  const section = page.getByRole('region', { name: 'Seus agendamentos' });
  await expect(section.getByText('Você não tem agendamentos ativos')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Fazer agendamento' })).toHaveAttribute(
    'href',
    '/services',
  );

  await page.getByRole('navigation').getByRole('link', { name: 'Agenda' }).click();
  await expectPath(page, '/mybookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Minha Agenda' })).toBeVisible();
  await expect(page.getByText('Nenhum serviço agendado!')).toBeVisible();
  await page.getByRole('link', { name: 'Agendar agora' }).click();
  await expectPath(page, '/services');
});

test('the demo client cancels a pending booking from its details page', async ({
  page,
  request,
}) => {
  const api = await clientApi(request);
  const { appointment } = await bookHaircut(api);

  await signIn(page, demoAccounts.client);
  await expectPath(page, '/');
  await page.goto(`/detailsorder/${appointment.id}`);
  await expect(page.getByText('Pendente', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`${ddmmyyyy(appointment.scheduledDate)} às ${appointment.scheduledTime}`),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Cancelar agendamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar agendamento?' });
  await expect(dialog.getByText(/O cancelamento é gratuito até/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar agendamento' }).click();

  await expect(page.getByText('Agendamento cancelado com sucesso.')).toBeVisible();
  await expect(page.getByText('Cancelado', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar agendamento' })).toHaveCount(0);

  // 'Minha Agenda' lists it under 'Finalizado' now.
  await page.goto('/mybookings');
  const finished = page.getByRole('region', { name: 'Finalizado' });
  await expect(
    finished.getByRole('button', {
      name: `Editar agendamento de ${ddmmyyyy(appointment.scheduledDate)} às ${appointment.scheduledTime}`,
    }),
  ).toBeVisible();
});

test('the demo client moves a pending booking to another day and time', async ({
  page,
  request,
}) => {
  const api = await clientApi(request);
  const { appointment, barber, haircut } = await bookHaircut(api);
  const target = await findFreeSlot(api, barber.id, haircut.durationMinutes, {
    fromDay: 1,
    exceptDate: appointment.scheduledDate,
  });

  await signIn(page, demoAccounts.client);
  await expectPath(page, '/');
  await page.goto(`/detailsorder/${appointment.id}`);
  await page.getByRole('button', { name: 'Alterar data' }).click();

  const dialog = page.getByRole('dialog', { name: 'Alterar data' });
  await dialog.getByRole('button', { name: new RegExp(`, ${ddmmyyyy(target.date)}$`) }).click();
  const save = dialog.getByRole('button', { name: 'Salvar nova data' });
  await expect(save).toBeDisabled();
  await dialog.getByRole('button', { name: target.time, exact: true }).click();
  await save.click();

  await expect(page.getByText('Data do agendamento alterada com sucesso.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const services = page.getByRole('region', { name: 'Serviços' });
  await expect(services.getByText(`${ddmmyyyy(target.date)} às ${target.time}`)).toBeVisible();

  // The server kept it.
  const saved = await api.get<{ scheduledDate: string; scheduledTime: string; status: string }>(
    `/appointments/${appointment.id}`,
  );
  expect(saved).toMatchObject({
    scheduledDate: target.date,
    scheduledTime: target.time,
    status: 'PENDING',
  });
});

test('a new client books a cut and beard with NAVALHA10, pays at the shop and finds the booking again', async ({
  page,
}) => {
  await signUp(page, 'Otávio Ramos');

  await page.getByRole('link', { name: 'Agendar', exact: true }).click();
  await expectPath(page, '/services');
  await page.getByRole('button', { name: /Corte de cabelo/ }).click();
  await page.getByRole('button', { name: /Barba completa/ }).click();
  const continuar = page.getByRole('button', { name: 'Continuar' });
  await continuar.click();

  await expectPath(page, '/barbers');
  await page.getByText('Bruno Barbeiro', { exact: true }).click();
  await continuar.click();

  await expectPath(page, '/calendar');
  const today = shopDay(0);
  const date = weekdayFrom(5);
  if (date.monthNumber !== today.monthNumber) {
    await page.getByRole('button', { name: 'Próximo mês' }).click();
  }
  await page
    .getByRole('button', { name: new RegExp(`, ${date.day} de ${date.month} de ${date.year}$`) })
    .click();
  const firstFree = page
    .getByRole('list', { name: /^Horários de / })
    .getByRole('button')
    .first();
  await expect(firstFree).toBeVisible();
  const time = (await firstFree.textContent())?.trim() ?? '';
  await firstFree.click();
  await page.getByRole('button', { name: 'Confirmar' }).click();

  await expectPath(page, '/confirm');
  // Credit card comes preselected (spec §9): this client pays at the shop.
  await page.getByRole('button', { name: /Forma de pagamento/ }).click();
  const methods = page.getByRole('dialog', { name: 'Forma de pagamento' });
  await methods.getByRole('radio', { name: /Dinheiro/ }).check();
  await methods.getByRole('button', { name: 'Usar Dinheiro' }).click();
  const figures = page.getByRole('region', { name: 'Valores do pedido' });
  // Corte R$ 50,00 + Barba R$ 35,00 (promotional).
  await expect(figures.getByText('R$ 85,00').last()).toBeVisible();
  await page.getByRole('button', { name: /Código promocional/ }).click();
  const promo = page.getByRole('dialog', { name: 'Código promocional' });
  await expect(promo.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
  await promo.getByRole('textbox', { name: 'Código' }).fill('NAVALHA10');
  await promo.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('NAVALHA10 · 10% de desconto')).toBeVisible();
  await expect(figures.getByText('−R$ 8,50')).toBeVisible();
  await expect(figures.getByText('R$ 76,50')).toBeVisible();
  await expect(page.getByRole('button', { name: /Forma de pagamento/ })).toContainText('Dinheiro');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expectPath(page, '/payment');
  await expect(page.getByRole('radio', { name: /Dinheiro/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /PIX/ })).toBeEnabled();
  await page.getByRole('button', { name: /^Agendar R\$\s76,50$/ }).click();

  await expect(page).toHaveURL(/\/booking-confirmation\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() ?? '';
  await expect(
    page.getByText('Agendamento realizado com sucesso! Pagamento será feito na barbearia.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Agendamento Solicitado!' })).toBeVisible();
  // The protocol is a short code of unambiguous characters, not the raw id (issue 18 §4).
  await expect(page.getByText(/^[2-9A-HJKMNP-Z]{6}$/)).toBeVisible();
  await expect(page.getByText(id.slice(0, 8))).toHaveCount(0);
  await expect(page.getByText(`${date.ddmmyyyy} às ${time}`)).toBeVisible();
  await expect(page.getByText('Dinheiro · R$ 76,50')).toBeVisible();
  // The draft is gone: nothing of this booking is left for the next one.
  expect(await page.evaluate("localStorage.getItem('finalBookingData')")).toBeNull();

  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expectPath(page, '/');
  const mine = page.getByRole('region', { name: 'Seus agendamentos' });
  const card = mine.getByRole('link', { name: /Barba completa/ });
  await expect(card).toHaveAttribute('href', `/appointment/${id}`);
  await expect(card).toContainText('Corte de cabelo');
  await expect(card).toContainText(`${date.ddmmyyyy} às ${time}`);
  await expect(card).toContainText('Bruno Barbeiro');

  await page.getByRole('navigation').getByRole('link', { name: 'Agenda' }).click();
  await expectPath(page, '/mybookings');
  const upcoming = page.getByRole('region', { name: 'Próximos' });
  const booked = upcoming.getByRole('link', { name: /Barba completa/ });
  await expect(booked).toHaveAttribute('href', `/detailsorder/${id}`);
  await expect(booked).toContainText('Corte de cabelo');
  // What the client pays (the code's discount taken off), not the list price (issue 18 §2).
  await expect(upcoming.getByText('Total: R$ 76,50')).toBeVisible();
  await expect(upcoming.getByText('R$ 85,00')).toHaveCount(0);
  await expect(upcoming.getByText('Pendente', { exact: true })).toBeVisible();
});
