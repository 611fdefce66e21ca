import { expect, test } from '@playwright/test';
import { pickDay, pickOwnFreeTime } from './booking-steps.js';
import { weekdayFrom } from './scene.js';
import { signupServer } from './signup-server.js';
import { demoAccounts, expectPath, signIn } from './support.js';

/**
 * Issue 20 §2, decision 046, on a server of its own with SHOP_SIGNUP=open beside the demo shop:
 * a second shop signs up (its owner takes bookings); the demo client, who booked at the demo
 * shop, opens the second shop's page, taps 'Agendar', sees only that shop's services and books
 * there; the home then lists both shops, the last booked first, in a row that scrolls inside a
 * 360 px page.
 */
test.describe.configure({ mode: 'serial' });

const second = signupServer(5, 'two-shops');
const { baseUrl } = second;

test.use({ baseURL: baseUrl });

test.beforeAll(async () => {
  // A second server migrates, seeds the demo shop and starts: minutes when the machine is busy.
  test.setTimeout(300_000);
  await second.start();
  const signup = await fetch(`${baseUrl}/api/shop-signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      owner: {
        name: 'Joana Navalha',
        email: 'joana@barbeariadajoana.com.br',
        phone: '(11) 98765-4321',
        password: 'Tesoura@2026',
      },
      shop: {
        name: 'Barbearia da Joana',
        postalCode: '01304-001',
        street: 'Rua Augusta',
        houseNumber: '900',
        neighborhood: 'Consolação',
        city: 'São Paulo',
        state: 'SP',
        timeZone: 'America/Sao_Paulo',
      },
      slug: 'barbearia-da-joana',
      hours: {
        workingHours: [1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
          dayOfWeek,
          startTime: '09:00',
          endTime: '19:00',
        })),
      },
      services: {
        services: [
          { name: 'Corte da Joana', price: 45, durationMinutes: 30 },
          { name: 'Barba da Joana', price: 35, durationMinutes: 30 },
        ],
      },
      team: { takesBookings: true, invitations: [] },
    }),
  });
  expect(signup.status, await signup.text()).toBe(201);
});

test.afterAll(async () => {
  await second.stop();
});

test('a client of the demo shop books at a second shop from its page, and the home lists both', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demoAccounts.client);
  await expectPath(page, '/');
  // Booked at the demo shop only (its seeded history): the home as it always was.
  await expect(page.getByRole('heading', { name: 'Promoções da semana' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Suas barbearias' })).toHaveCount(0);

  await page.goto('/b/barbearia-da-joana');
  await page.getByRole('link', { name: 'Agendar', exact: true }).click();
  await expectPath(page, '/services');
  // That shop's services only: none of the demo shop's.
  const corte = page.getByRole('button', { name: /Corte da Joana/ });
  await expect(corte).toBeVisible();
  await expect(page.getByRole('button', { name: /Barba da Joana/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Corte de cabelo/ })).toHaveCount(0);
  await corte.click();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expectPath(page, '/barbers');
  await page.getByText('Joana Navalha', { exact: true }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expectPath(page, '/calendar');
  const day = weekdayFrom(3);
  await pickDay(page, day);
  // Not a time the client already holds at the demo shop (its seeded bookings).
  await pickOwnFreeTime(page, day, 'first');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expectPath(page, '/confirm');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expectPath(page, '/payment');
  const methods = page.getByRole('group', { name: 'Forma de pagamento' });
  await methods.getByRole('radio', { name: /Dinheiro/ }).check();
  await page.getByRole('button', { name: /^Agendar R\$\s45,00$/ }).click();
  await expect(page.getByRole('heading', { name: 'Agendamento Solicitado!' })).toBeVisible();

  // Both shops, the last booked first; the home's promotions are the current shop's.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  const row = page.getByRole('region', { name: 'Suas barbearias' });
  const cards = row.getByRole('link');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toHaveAttribute('href', '/b/barbearia-da-joana');
  await expect(cards.first()).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('current-shop-line')).toContainText('Barbearia da Joana');
  await expect(
    page.getByRole('region', { name: 'Promoções da semana' }).getByText('Corte da Joana'),
  ).toBeVisible();
  // The row scrolls inside the page: the page itself never scrolls sideways.
  const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
  expect(width, `the home is ${width} px wide`).toBeLessThanOrEqual(360);

  await cards.nth(1).click();
  await expect(page).toHaveURL(/\/b\/[a-z0-9-]+$/);
  expect(new URL(page.url()).pathname).not.toBe('/b/barbearia-da-joana');
});
