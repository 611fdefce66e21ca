import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoAccounts, expectPath, signIn } from './support.js';
import { clientApi, shopDay } from './scene.js';

const shopZone = 'America/Sao_Paulo';
/** How long after now the new barber's day starts: their first slot, soon enough to wait for. */
const LEAD_MINUTES = 2;
/**
 * The new service's length, the shortest a service may have: it fits before the shop's midnight
 * most of the day, and a run that starts too close to it waits the least.
 */
const SERVICE_MINUTES = 5;

/** The shop's clock now, and the weekday's name as the hours editor writes it. */
function shopClock(offsetMinutes = 0) {
  const instant = new Date(Date.now() + offsetMinutes * 60_000);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: shopZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  const weekday = new Intl.DateTimeFormat('pt-BR', { timeZone: shopZone, weekday: 'long' }).format(
    instant,
  );
  return { instant, time, weekday: weekday.charAt(0).toUpperCase() + weekday.slice(1) };
}

/** Milliseconds until midnight on the shop's clock. */
function msToShopMidnight(): number {
  const [hour = 0, minute = 0, second = 0] = new Intl.DateTimeFormat('en-GB', {
    timeZone: shopZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  return ((24 * 60 - hour * 60 - minute) * 60 - second) * 1000;
}

const brl = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(value)
    .replace(/\u00a0/g, ' ');

async function weekRevenue(request: APIRequestContext): Promise<number> {
  const admin = await clientApi(request, demoAccounts.admin);
  const dashboard = await admin.get<{ revenue: { week: number } }>('/admin/dashboard?period=week');
  return dashboard.revenue.week;
}

async function revenueFigure(page: Page) {
  return page.getByRole('group', { name: 'Faturamento da semana' });
}

test('the admin opens a service and a barber with hours; a booking of them, completed, shows in revenue', async ({
  page,
  browser,
  request,
}) => {
  // The booking starts a few minutes from now (it must have started to be completed) and ends
  // by 23:59, the last time a working day has; the week's revenue is read the same day. Too
  // close to the shop's midnight for that, the journey waits for the new day (at most ~10 min).
  const needed = (LEAD_MINUTES + 1 + SERVICE_MINUTES + 1) * 60_000;
  const left = msToShopMidnight();
  const wait = left < needed ? left + 5_000 : 0;
  test.setTimeout(5 * 60_000 + wait);
  if (wait > 0) await page.waitForTimeout(wait);
  const start = shopClock(LEAD_MINUTES + 1);
  const end = '23:59';
  const stamp = Date.now().toString(36);
  const serviceName = `Corte Navalha ${stamp}`;
  const barberName = `Caio Teste ${stamp}`;
  const barberEmail = `caio.${stamp}@navalha.dev`;
  const revenueBefore = await weekRevenue(request);

  // The admin creates the service…
  await signIn(page, demoAccounts.admin);
  await expectPath(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Painel da barbearia' })).toBeVisible();
  await expect(await revenueFigure(page)).toContainText(brl(revenueBefore));
  await page.getByRole('link', { name: 'Mais' }).click();
  await page.getByRole('link', { name: 'Serviços' }).click();
  await expectPath(page, '/admin/services');
  await page.getByRole('button', { name: 'Novo serviço' }).click();
  const serviceDialog = page.getByRole('dialog', { name: 'Novo serviço' });
  await serviceDialog.getByLabel('Nome').fill(serviceName);
  await serviceDialog.getByLabel('Preço (R$)').fill('55,00');
  await serviceDialog.getByLabel('Duração (minutos)').fill(String(SERVICE_MINUTES));
  await serviceDialog.getByRole('button', { name: 'Criar serviço' }).click();
  await expect(page.getByText('Serviço criado.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Serviços' })).toContainText(serviceName);

  // …and the barber who does it: invited, they set their own password on a second device…
  await page.getByRole('link', { name: 'Barbeiros' }).click();
  await expectPath(page, '/admin/barbers');
  await page.getByRole('button', { name: 'Novo barbeiro' }).click();
  const inviteDialog = page.getByRole('dialog', { name: 'Convidar barbeiro' });
  await inviteDialog.getByLabel('Nome').fill(barberName);
  await inviteDialog.getByLabel('Email').fill(barberEmail);
  await inviteDialog.getByLabel('Telefone (opcional)').fill('11912345678');
  await inviteDialog.getByRole('button', { name: 'Criar convite' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Convite pronto' });
  const link = await linkDialog.getByRole('textbox').inputValue();
  expect(link).toMatch(/\/convite\?token=[\w-]{43}$/);
  await expect(linkDialog.getByRole('link', { name: 'Enviar pelo WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5511912345678\?text=/,
  );
  await linkDialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByRole('list', { name: 'Convites pendentes' })).toContainText(barberName);

  const barberContext = await browser.newContext();
  const barberPage = await barberContext.newPage();
  const password = 'Tesoura@123';
  await barberPage.goto(new URL(link).pathname + new URL(link).search);
  await expect(barberPage.getByRole('heading', { name: 'Defina sua senha' })).toBeVisible();
  await barberPage.getByLabel('Senha', { exact: true }).fill(password);
  await barberPage.getByLabel('Confirmar senha').fill(password);
  await barberPage.getByRole('button', { name: 'Criar senha e entrar' }).click();
  await expectPath(barberPage, '/barber');
  // The link is spent: opened again, it says so.
  await barberPage.goto(new URL(link).pathname + new URL(link).search);
  await expect(barberPage.getByRole('heading', { name: 'Convite já aceito' })).toBeVisible();

  // …who now offers the service…
  await page.reload();
  await page.getByRole('link', { name: new RegExp(barberName) }).click();
  await page.getByRole('button', { name: 'Editar dados e serviços' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Editar barbeiro' });
  await editDialog.getByLabel(serviceName).check();
  await editDialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(editDialog).toHaveCount(0);
  await page.getByRole('link', { name: 'Barbeiros' }).click();

  // …working today from a couple of minutes from now to the end of the day.
  await page.getByRole('link', { name: new RegExp(barberName) }).click();
  await expect(page).toHaveURL(/\/admin\/barbers\/[0-9a-f-]{36}$/);
  const barberId = page.url().split('/').at(-1) ?? '';
  const today = page.getByRole('group', { name: start.weekday });
  await today.getByLabel('Trabalha').check();
  await today.getByLabel(`${start.weekday}, início do período 1`).fill(start.time);
  await today.getByLabel(`${start.weekday}, fim do período 1`).fill(end);
  await page.getByRole('button', { name: 'Salvar horários' }).click();
  await expect(page.getByText('Horários salvos.')).toBeVisible();

  // A new client books that barber for that service (through the API, as the app would).
  const clientName = `Lia Cliente ${stamp}`;
  const clientAccount = { email: `lia.${stamp}@exemplo.com.br`, password: 'Segura@123' };
  const registered = await request.post('/api/auth/register', {
    data: { ...clientAccount, name: clientName, phone: '(11) 98888-7777' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const client = await clientApi(request, clientAccount);
  const date = shopDay(0).iso;
  const { times } = await client.get<{ times: { time: string; available: boolean }[] }>(
    `/working-hours/barber/${barberId}/available-times?date=${date}&serviceDuration=${SERVICE_MINUTES}`,
  );
  const slot = times.find((candidate) => candidate.available);
  expect(slot?.time).toBe(start.time);
  const services =
    await client.get<{ id: string; name: string; pricing: { finalPrice: number } }[]>(
      '/services/for-selection',
    );
  const service = services.find((candidate) => candidate.name === serviceName);
  expect(service?.pricing.finalPrice).toBe(55);
  const booking = await client.post<{ id: string }>('/appointments', {
    serviceIds: [service?.id],
    barberIds: [barberId],
    scheduledDate: date,
    scheduledTime: start.time,
    paymentMethod: 'CASH',
    totalPrice: 55,
  });
  expect(booking.id).toBeTruthy();

  // The barber, still signed in from the invitation, confirms, and completes once it starts.
  await barberPage.goto('/barber');
  await barberPage
    .getByRole('button', { name: `Confirmar o agendamento de ${clientName}` })
    .first()
    .click();
  await expect(
    barberPage.getByRole('button', { name: `Concluir o atendimento de ${clientName}` }),
  ).toHaveCount(0);
  const waitMs = start.instant.getTime() - Date.now() + 1_500;
  if (waitMs > 0) await barberPage.waitForTimeout(waitMs);
  await barberPage.reload();
  await barberPage
    .getByRole('button', { name: `Concluir o atendimento de ${clientName}` })
    .first()
    .click();
  await expect(
    barberPage.getByRole('button', { name: `Concluir o atendimento de ${clientName}` }),
  ).toHaveCount(0);
  await barberContext.close();

  // The dashboard's revenue of the week now counts the 55 reais.
  await page.getByRole('link', { name: 'Painel' }).click();
  await expectPath(page, '/admin');
  await page.reload();
  await expect(await revenueFigure(page)).toContainText(brl(revenueBefore + 55));
  expect(await weekRevenue(request)).toBeCloseTo(revenueBefore + 55, 2);

  // The owner reads who did it in the audit log: the admin invited the barber, who accepted,
  // and the admin gave them the service.
  const owner = await clientApi(request, demoAccounts.owner);
  type Entry = {
    action: string;
    entityId: string | null;
    actor: { role: string } | null;
    after: { email?: string } | null;
  };
  const invitations = await owner.get<{ data: Entry[] }>('/admin/audit-log?entity=invitation');
  expect(invitations.data).toContainEqual(
    expect.objectContaining({
      action: 'invitation.create',
      actor: expect.objectContaining({ role: 'ADMIN' }),
      after: expect.objectContaining({ email: barberEmail }),
    }),
  );
  expect(invitations.data).toContainEqual(
    expect.objectContaining({
      action: 'invitation.accept',
      actor: expect.objectContaining({ role: 'BARBER' }),
      after: expect.objectContaining({ email: barberEmail }),
    }),
  );
  const barbers = await owner.get<{ data: Entry[] }>('/admin/audit-log?entity=barber');
  expect(barbers.data).toContainEqual(
    expect.objectContaining({
      action: 'barber.update',
      entityId: barberId,
      actor: expect.objectContaining({ role: 'ADMIN' }),
    }),
  );
});
