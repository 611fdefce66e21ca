import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { pickDay } from './booking-steps.js';
import { fakeMercadoPago, installAccount } from './fake-mercadopago.js';
import { weekdayFrom } from './scene.js';
import type { ShopDay } from './scene.js';
import { signupServer } from './signup-server.js';
import { demoAccounts, expectPath, fillOwnerStep, fillShopAddress, signIn } from './support.js';

/**
 * Issue 20 §6: two shops' money on one platform, against a local Mercado Pago (the API tests'
 * fake as a process, apps/api/scripts/fake-mercadopago.ts) on a server of its own with
 * SHOP_SIGNUP=open and PAYMENT_GATEWAY=mercadopago beside the demo shop. A shop signs up and its
 * owner connects the shop's Mercado Pago account from settings; the demo client books and pays
 * by PIX through Checkout Pro there and at the demo shop; each shop's staff see only their own
 * booking and money; the fake was paid with each shop's own token; the operator suspends the new
 * shop and its page says so.
 */
test.describe.configure({ mode: 'serial' });

const mercadopago = fakeMercadoPago(8);
// Mercado Pago needs absolute return and notification addresses: the server's own.
const server = signupServer(7, 'shops-money', (publicUrl) => ({
  ...mercadopago.serverEnv,
  PUBLIC_URL: publicUrl,
}));
const { baseUrl } = server;
const operator = { email: 'ops@plataforma.dev', password: 'Plataforma@2026' };
const leo = {
  name: 'Leo Marques',
  email: 'leo@barbeariadoleo.com.br',
  phone: '11987650001',
  password: 'Navalha@2026',
};
const desktop = { width: 1280, height: 800 };
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
/** The days booked: two, since the client cannot hold two bookings at one time. */
const days = { leo: weekdayFrom(2), demo: weekdayFrom(3) };

/** What the client booked and paid at each shop (by the booking test). */
const paid: Record<'leo' | 'demo', { bookingId: string; time: string }> = {
  leo: { bookingId: '', time: '' },
  demo: { bookingId: '', time: '' },
};

test.use({ baseURL: baseUrl });

test.beforeAll(async () => {
  // The server migrates, seeds the demo shop and starts: a minute or more when the machine is busy.
  test.setTimeout(300_000);
  await mercadopago.start();
  // The operator first, on the embedded database the server then opens (built by the e2e run).
  const made = spawnSync(
    process.execPath,
    ['apps/api/dist/setup-cli.js', '--operator', operator.email, '--non-interactive'],
    {
      cwd: server.root,
      env: { ...server.env, NAVALHA_OWNER_PASSWORD: operator.password },
      encoding: 'utf8',
    },
  );
  expect(made.stderr).toBe('');
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
  await mercadopago.stop();
});

/**
 * From the shop's /services: `service` with `barber`, the last free time of `day`, on to
 * /payment, PIX, 'Pagar', and Checkout Pro at the fake: paid, back on /payment/callback.
 */
async function bookAndPayByPix(page: Page, service: RegExp, barber: string, day: ShopDay) {
  await expectPath(page, '/services');
  await page.getByRole('button', { name: service }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectPath(page, '/barbers');
  await page.getByText(barber, { exact: true }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectPath(page, '/calendar');
  await pickDay(page, day);
  const last = page
    .getByRole('list', { name: /^Horários de / })
    .getByRole('button')
    .last();
  const time = (await last.innerText()).trim();
  await last.click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expectPath(page, '/confirm');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectPath(page, '/payment');
  await page.getByRole('radio', { name: /PIX/ }).check();
  await page.getByRole('button', { name: /^Pagar/ }).click();

  // Mercado Pago's Checkout Pro, in the same window on a phone.
  await expect(page).toHaveURL((url) => url.href.startsWith(mercadopago.siteUrl));
  await page.getByRole('button', { name: 'Pagar com PIX' }).click();
  await expectPath(page, '/payment/callback');
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado!' })).toBeVisible();
  const bookingId = new URL(page.url()).searchParams.get('external_reference') ?? '';
  expect(bookingId).not.toBe('');
  return { bookingId, time };
}

test.describe('the new shop, at a desk', () => {
  test.use({ viewport: desktop });

  test('signs up and connects its own Mercado Pago account from settings', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Cadastre sua barbearia' }).click();
    await expectPath(page, '/cadastro-barbearia');
    await fillOwnerStep(page, leo);
    await expect(page.getByRole('heading', { name: 'Sua barbearia' })).toBeVisible();
    await page.getByLabel('Nome da barbearia').fill('Barbearia do Leo');
    await page.getByLabel('CEP').fill('01304001');
    await fillShopAddress(page, '700');
    await page.getByRole('button', { name: 'Salvar horários' }).click();
    await expect(page.getByRole('heading', { name: 'Serviços', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Sua equipe' })).toBeVisible();
    await page.getByRole('button', { name: 'Concluir configuração' }).click();
    await expect(page.getByLabel('Endereço da página da barbearia')).toHaveValue(
      'barbearia-do-leo',
    );
    await page.getByRole('button', { name: 'Criar barbearia' }).click();
    await expectPath(page, '/admin');

    await page.goto('/admin/settings');
    const section = page.getByRole('region', { name: 'Mercado Pago' });
    await expect(
      section.getByText('Sem uma conta conectada, a barbearia recebe só na barbearia'),
    ).toBeVisible();
    await section.getByRole('button', { name: 'Conectar conta do Mercado Pago' }).click();

    // Mercado Pago's authorization page: the seller names the account and allows.
    await expect(
      page.getByRole('heading', { name: 'Autorizar acesso à sua conta do Mercado Pago' }),
    ).toBeVisible();
    await page.getByLabel('Nome da conta').fill('BARBEARIADOLEO');
    await page.getByLabel('E-mail da conta').fill('financeiro@barbeariadoleo.com.br');
    await page.getByRole('button', { name: 'Permitir' }).click();

    await expectPath(page, '/admin/settings');
    await expect(page).toHaveURL(/mercadopago=conectado/);
    await expect(section.getByText('Conectado como BARBEARIADOLEO')).toBeVisible();
  });
});

test.describe('the client, on a phone', () => {
  test.use({ userAgent: iPhone });

  test('books and pays by PIX at the new shop and at the demo shop', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, demoAccounts.client);
    await expectPath(page, '/');

    await page.goto('/b/barbearia-do-leo');
    await page.getByRole('link', { name: 'Agendar', exact: true }).click();
    paid.leo = await bookAndPayByPix(page, /^Barba\b/, leo.name, days.leo);

    await page.goto('/b/navalha-barbearia');
    await page.getByRole('link', { name: 'Agendar', exact: true }).click();
    paid.demo = await bookAndPayByPix(page, /Corte \+ barba/, 'Bruno Barbeiro', days.demo);
  });
});

test('the fake was paid with each shop’s own token, and told each shop', async () => {
  const [seller] = await mercadopago.tokens();
  expect(seller).toBeDefined();
  const requests = await mercadopago.requests();
  const preferenceOf = (bookingId: string) =>
    requests.filter(
      (request) =>
        request.method === 'POST' &&
        request.path === '/checkout/preferences' &&
        request.body?.external_reference === bookingId,
    );
  expect(preferenceOf(paid.leo.bookingId).map((request) => request.token)).toEqual([
    seller?.accessToken,
  ]);
  expect(preferenceOf(paid.demo.bookingId).map((request) => request.token)).toEqual([
    installAccount.token,
  ]);

  // Each notice was read back from the account it was about, and the server took it.
  const notices = await mercadopago.notices();
  expect(notices.map((notice) => [notice.userId, notice.status])).toEqual([
    [seller?.userId, 200],
    [installAccount.userId, 200],
  ]);
  const readsOf = (paymentId: string) =>
    new Set(
      requests
        .filter(
          (request) => request.method === 'GET' && request.path === `/v1/payments/${paymentId}`,
        )
        .map((request) => request.token),
    );
  expect([...readsOf(notices[0]?.paymentId ?? '')]).toEqual([seller?.accessToken]);
  expect([...readsOf(notices[1]?.paymentId ?? '')]).toEqual([installAccount.token]);
});

test.describe('each shop’s staff, at a desk', () => {
  test.use({ viewport: desktop });

  /** The signed-in shop's grid of `day`, loaded. */
  async function gridOf(page: Page, day: ShopDay) {
    await page.goto(`/admin/agenda?vista=grade&data=${day.iso}`);
    const grid = page.getByRole('region', { name: 'Grade do dia' });
    await expect(grid).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    return grid;
  }

  /** The grid's blocks of the client: at `time` ('10:00') with `barber`, or any. */
  const clientBlocks = (grid: Locator, time = '\\d{2}:\\d{2}', barber = '[^,]+') =>
    grid.getByRole('button', {
      name: new RegExp(`^Carlos Cliente, ${time} às \\d{2}:\\d{2}, com ${barber}, `),
    });

  /** The block's panel says the booking is confirmed and paid online by PIX. */
  async function expectPaidByPix(page: Page, block: Locator) {
    await block.click();
    const panel = page.getByRole('dialog', { name: 'Carlos Cliente' });
    await expect(panel.getByTestId('situacao')).toContainText('Confirmado · Pago no PIX');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }

  /** Today's receipts in 'Caixa do dia' of the signed-in shop. */
  async function receipts(page: Page) {
    await page.goto('/admin/caixa');
    const section = page.getByRole('region', { name: 'Recebimentos' });
    await expect(section).toBeVisible();
    return section.getByRole('listitem');
  }

  test('the new shop sees only its booking and its money', async ({ page }) => {
    await signIn(page, leo);
    await expectPath(page, '/admin');
    const grid = await gridOf(page, days.leo);
    await expect(clientBlocks(grid)).toHaveCount(1);
    await expect(clientBlocks(grid, paid.leo.time, leo.name)).toHaveCount(1);
    await expectPaidByPix(page, clientBlocks(grid));
    // Not the client's booking at the demo shop, on its day.
    await expect(clientBlocks(await gridOf(page, days.demo))).toHaveCount(0);

    const money = await receipts(page);
    await expect(money).toHaveCount(1);
    await expect(money.first()).toContainText('Carlos Cliente');
    await expect(money.first()).toContainText(leo.name);
  });

  test('the demo shop sees its booking and money, none of the new shop’s', async ({ page }) => {
    await signIn(page, demoAccounts.owner);
    await expectPath(page, '/admin');
    const grid = await gridOf(page, days.demo);
    await expect(clientBlocks(grid, paid.demo.time, 'Bruno Barbeiro')).toHaveCount(1);
    await expectPaidByPix(page, clientBlocks(grid, paid.demo.time));
    // Not the client's booking at the new shop, on its day.
    await expect(clientBlocks(await gridOf(page, days.leo), '[^,]+', leo.name)).toHaveCount(0);

    const money = await receipts(page);
    await expect(money.filter({ hasText: 'Bruno Barbeiro' })).toHaveCount(1);
    await expect(money.filter({ hasText: leo.name })).toHaveCount(0);
  });
});

test('the operator suspends the new shop and its page says so', async ({ page }) => {
  await page.setViewportSize(desktop);
  await signIn(page, operator);
  await expectPath(page, '/plataforma');
  const list = page.getByRole('list', { name: 'Barbearias' });
  const shop = list.getByRole('listitem').filter({ hasText: 'Barbearia do Leo' });
  await shop.getByRole('button', { name: 'Suspender' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Motivo').fill('Documentos pendentes');
  await dialog.getByRole('button', { name: 'Suspender barbearia' }).click();
  await expect(shop.getByText('Motivo da suspensão: Documentos pendentes')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/b/barbearia-do-leo');
  await expect(page.getByText(/Esta barbearia está temporariamente indisponível/)).toBeVisible();
  // The demo shop's page is untouched.
  await page.goto('/b/navalha-barbearia');
  await expect(page.getByRole('link', { name: 'Agendar', exact: true })).toBeVisible();
});
