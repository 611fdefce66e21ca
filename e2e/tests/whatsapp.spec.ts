import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoAccounts, expectPath, signIn } from './support.js';
import { bookHaircutInCash, clientApi } from './scene.js';
import type { FreeSlot } from './scene.js';

/**
 * WhatsApp without the Cloud API (issue 19 §1): a client opts in on their booking's
 * confirmation, then the desk's 'Enviar lembrete' opens WhatsApp with the reminder written to
 * that client's number (click-to-chat).
 */

const PHONE = '(11) 98765-4321';
const WA_ID = '5511987654321';

async function newClientWithBooking(request: APIRequestContext, name: string) {
  const account = { email: `lembrete.${Date.now()}@exemplo.com.br`, password: 'Segura@123' };
  const registered = await request.post('/api/auth/register', {
    data: { ...account, name, phone: PHONE },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const api = await clientApi(request, account);
  const { id, slot } = await bookHaircutInCash(api, 3);
  return { account, api, id, slot };
}

/** The booking's panel from the day's grid (on a phone, barber by barber). */
async function openBooking(page: Page, clientName: string, slot: FreeSlot) {
  await page.goto(`/admin/agenda?vista=grade&data=${slot.date}`);
  const grid = page.getByRole('region', { name: 'Grade do dia' });
  const block = grid.getByRole('button', { name: new RegExp(`^${clientName}, ${slot.time} às`) });
  const next = page.getByRole('button', { name: 'Próximo barbeiro' });
  await expect(grid).toBeVisible();
  for (let step = 0; step < 12 && !(await block.isVisible()); step += 1) {
    if (!(await next.isVisible()) || (await next.isDisabled())) break;
    await next.click();
  }
  await block.click();
  const panel = page.getByRole('dialog', { name: clientName });
  await expect(panel).toBeVisible();
  return panel;
}

test("a client opts in on the confirmation, then the desk's 'Enviar lembrete' opens WhatsApp with the reminder", async ({
  page,
  browser,
  request,
}) => {
  const clientName = `Rita Lembrete ${Date.now() % 10_000}`;
  const { account, api, id, slot } = await newClientWithBooking(request, clientName);

  await signIn(page, account);
  await expectPath(page, '/');
  await page.goto(`/booking-confirmation/${id}`);
  const box = page.getByRole('checkbox', { name: 'Quero receber lembretes pelo WhatsApp' });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(box).toBeChecked();
  await expect(page.getByText(/Pronto: você receberá a confirmação e os lembretes/)).toBeVisible();
  const consent = await api.get<{ optIn: boolean; changedAt: string | null }>(
    '/users/me/whatsapp-consent',
  );
  expect(consent.optIn).toBe(true);
  expect(consent.changedAt).not.toBeNull();

  // The desk, in a browser of its own; WhatsApp itself is not on this machine's network.
  const desk = await browser.newContext();
  try {
    await desk.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    const deskPage = await desk.newPage();
    await signIn(deskPage, demoAccounts.reception);
    await expectPath(deskPage, '/admin/agenda');
    const panel = await openBooking(deskPage, clientName, slot);
    const [whatsapp] = await Promise.all([
      deskPage.waitForEvent('popup'),
      panel.getByRole('button', { name: 'Enviar lembrete' }).click(),
    ]);
    await whatsapp.waitForLoadState();
    const url = new URL(whatsapp.url());
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${WA_ID}`);
    expect(url.searchParams.get('text')).toMatch(
      new RegExp(`^Lembrete da .+: seu horário é \\d\\d/\\d\\d/\\d{4} às ${slot.time} com .+\\.$`),
    );
  } finally {
    await desk.close();
  }
});
