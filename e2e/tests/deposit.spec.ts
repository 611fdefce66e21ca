import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { depositNoShow, seededPast } from '../earlier-today.mjs';
import { bookUntilConfirm } from './booking-steps.js';
import { clientApi } from './scene.js';
import { brl, revealOnGrid } from './desk.js';
import { demoAccounts, expectPath, signIn } from './support.js';

/**
 * The 'sinal' (issue 19 §2, decision 029) on a phone: the owner asks a deposit of every client;
 * a client books to pay at the shop, reads the rule and the split, pays the deposit by PIX (the
 * sandbox bank approves it) and sees it count toward the total; a client whose deposit was paid
 * for a haircut that started earlier today (seed-earlier-today.mjs) does not come, the desk
 * marks 'Faltou', the shop keeps the deposit and the client sees so. The shop's rules go back
 * to the demo's afterwards.
 */

/** The demo's 'Corte de cabelo', paid at the shop: no fee. */
const HAIRCUT_CENTS = 5000;
const DEPOSIT_CENTS = depositNoShow.depositCents;

async function setShopRules(request: APIRequestContext, body: object) {
  const login = await request.post('/api/auth/login', { data: demoAccounts.owner });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const saved = await request.patch('/api/admin/settings/financial', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: body,
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

const demoRules = {
  noShowFeePercent: 0,
  deposit: {
    mode: 'OFF',
    minNoShows: 1,
    amountKind: 'FIXED',
    fixedCents: 2000,
    percent: 30,
    serviceIds: [],
  },
};

test.describe.serial('o sinal', () => {
  test.afterAll(async ({ request }) => {
    await setShopRules(request, demoRules);
  });

  test('the owner asks every client a R$ 20,00 deposit', async ({ page, request }) => {
    // A no-show keeps up to the whole booking: the deposit stays with the shop.
    await setShopRules(request, { noShowFeePercent: 100 });
    await signIn(page, demoAccounts.owner);
    await expectPath(page, '/admin');
    await page.goto('/admin/settings');
    const section = page.getByRole('region', { name: 'Sinal' });
    await section.getByLabel('Quem paga sinal').selectOption({ label: 'Todos os clientes' });
    await section.getByLabel('Valor do sinal').selectOption({ label: 'Valor fixo' });
    await section.getByLabel('Sinal (R$)').fill('20,00');
    await section.getByRole('button', { name: 'Salvar sinal' }).click();
    await expect(page.getByText('Configurações salvas')).toBeVisible();
  });

  test('a client paying at the shop pays the deposit by PIX and sees it in the total', async ({
    page,
  }) => {
    // Two PIX payments (the deposit, then the rest) through the sandbox bank.
    test.setTimeout(90_000);
    await signIn(page, demoAccounts.client);
    await expectPath(page, '/');
    await bookUntilConfirm(page, { service: /Corte de cabelo/, daysAhead: 9 });
    await page.getByRole('button', { name: /Forma de pagamento/ }).click();
    const methods = page.getByRole('dialog', { name: 'Forma de pagamento' });
    await methods.getByRole('radio', { name: /Dinheiro/ }).check();
    await methods.getByRole('button', { name: 'Usar Dinheiro' }).click();

    // The rule in one sentence and the split, before anything is paid.
    const note = page.getByRole('note', { name: 'Sinal' });
    await expect(note).toContainText(`Sinal de ${brl(DEPOSIT_CENTS)} para confirmar.`);
    await expect(note).toContainText(
      `Sinal agora: ${brl(DEPOSIT_CENTS)} · Na barbearia: ${brl(HAIRCUT_CENTS - DEPOSIT_CENTS)}`,
    );
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectPath(page, '/payment');
    await expect(page.getByRole('note', { name: 'Sinal' })).toBeVisible();
    await page.getByRole('button', { name: /^Agendar/ }).click();

    // Booked, not yet confirmed: the deposit is paid next, by PIX.
    await expect(page).toHaveURL(/\/payment\/booking\//);
    const appointmentId = page.url().split('/').pop() ?? '';
    await expect(page.getByRole('note', { name: 'Sinal' })).toBeVisible();
    await page.getByRole('button', { name: `Pagar sinal de ${brl(DEPOSIT_CENTS)}` }).click();
    await expectPath(page, `/payment/pix/${appointmentId}`);
    await expect(page.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
    const bankUrl = await page
      .getByRole('link', { name: 'Abrir banco de teste' })
      .getAttribute('href');
    const bank = await page.context().newPage();
    await bank.goto(bankUrl ?? '');
    await expect(bank.getByText(brl(DEPOSIT_CENTS)).first()).toBeVisible();
    await bank.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await expect(bank).toHaveURL(/\/payment\/callback\?/);
    await bank.close();
    await page.bringToFront();

    await expect(page.getByText('Pagamento confirmado! Redirecionando...')).toBeVisible({
      timeout: 15_000,
    });
    await expectPath(page, `/booking-confirmation/${appointmentId}`);
    await expect(page.getByRole('heading', { name: 'Agendamento Confirmado!' })).toBeVisible();
    await expect(
      page.getByText(`Sinal pago · falta ${brl(HAIRCUT_CENTS - DEPOSIT_CENTS)}`),
    ).toBeVisible();
    // While only the deposit is paid, the rule is the deposit's.
    const rule = page.getByRole('note', { name: 'Regra de cancelamento' });
    await expect(rule).toContainText(`Sinal de ${brl(DEPOSIT_CENTS)} para confirmar.`);

    // The rest may be paid online too: 'Pagar o restante', by PIX, the sandbox bank approving.
    const rest = brl(HAIRCUT_CENTS - DEPOSIT_CENTS);
    await page.getByRole('link', { name: `Pagar o restante (${rest})` }).click();
    await expectPath(page, `/payment/booking/${appointmentId}`);
    // Paying the rest puts the whole total under the shop's fees: the rule says so first.
    await expect(rule).toContainText(
      `Pagando o restante, o total de ${brl(HAIRCUT_CENTS)} fica pago.`,
    );
    await page.getByRole('button', { name: `Pagar restante de ${rest}` }).click();
    await expectPath(page, `/payment/pix/${appointmentId}`);
    const restBankUrl = await page
      .getByRole('link', { name: 'Abrir banco de teste' })
      .getAttribute('href');
    const restBank = await page.context().newPage();
    await restBank.goto(restBankUrl ?? '');
    await expect(restBank.getByText(rest).first()).toBeVisible();
    await restBank.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await expect(restBank).toHaveURL(/\/payment\/callback\?/);
    await restBank.close();
    await page.bringToFront();
    await expect(page.getByText('Pagamento confirmado! Redirecionando...')).toBeVisible({
      timeout: 15_000,
    });
    await expectPath(page, `/booking-confirmation/${appointmentId}`);
    await expect(page.getByText(/Sinal pago · falta/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Pagar o restante/ })).toHaveCount(0);
    await expect(rule).toContainText(`Total de ${brl(HAIRCUT_CENTS)} pago.`);
  });

  test('a no-show keeps the deposit, and the client sees it kept', async ({ page, request }) => {
    await signIn(page, demoAccounts.owner);
    await expectPath(page, '/admin');
    await page.goto(`/admin/agenda?vista=grade&data=${seededPast().depositNoShowDate}`);
    const grid = page.getByRole('region', { name: 'Grade do dia' });
    await expect(grid).toBeVisible();
    const block = grid.getByRole('button', {
      name: new RegExp(`^${depositNoShow.clientName}, \\d{2}:\\d{2} às`),
    });
    await revealOnGrid(page, block);
    await block.click();
    const panel = page.getByRole('dialog', { name: depositNoShow.clientName });
    await expect(panel.getByTestId('situacao')).toContainText(
      `Sinal pago · falta ${brl(HAIRCUT_CENTS - DEPOSIT_CENTS)}`,
    );
    await panel.getByRole('button', { name: 'Faltou' }).click();
    await panel.getByRole('button', { name: 'Confirmar falta' }).click();
    await expect(panel.getByTestId('situacao')).toContainText('Faltou');

    // The client's history says what the shop kept.
    const api = await clientApi(request, depositNoShow);
    const history = await api.get<{ data: { status: string; depositAmount: number | null }[] }>(
      '/appointments/my-history',
    );
    expect(history.data.find((booking) => booking.status === 'NO_SHOW')).toMatchObject({
      depositAmount: DEPOSIT_CENTS / 100,
    });
    // Signed out of the owner's session, the client signs in on the same phone.
    await page.context().clearCookies();
    await page.evaluate('localStorage.clear(); sessionStorage.clear()');
    await signIn(page, depositNoShow);
    await expectPath(page, '/');
    await page.goto('/mybookings');
    await expect(page.getByText(`Sinal retido: ${brl(DEPOSIT_CENTS)}`)).toBeVisible();
  });
});
