import { expect, test } from '@playwright/test';
import type { BrowserContext, Locator, Page, Route } from '@playwright/test';
import { shopDay, weekdayFrom } from './scene.js';
import { demoAccounts, expectPath, signIn } from './support.js';

/**
 * The most common Android screen, 360 × 780 (issue 18 §4): no page may be wider than it,
 * whatever the data, and every step's main button must be on screen and tappable. The context
 * is created at that size (a resized one keeps what it laid out first).
 */
const phone = { width: 360, height: 780 };

const longWord = 'Barboterapia+hidratação+relaxamento+massagem';
const longServiceNames = [
  'Corte degradê navalhado com desenho artístico personalizado e finalização',
  `${longWord} completa`,
  'Pigmentação de barba e cabelo com produtos importados hipoalergênicos',
  'Platinado global com matização, hidratação e selagem térmica',
  'Sobrancelha na navalha com acabamento na pinça e limpeza de pele',
];
const longBarberNames = [
  'Maria Eduarda Albuquerque de Vasconcelos Cavalcanti',
  'João Pedro Nascimento dos Santos Oliveira Filho',
  `Cristóvão ${longWord}`,
];

/** A uuid-shaped id for an invented item, distinct per `kind` and `index`. */
function fakeId(kind: number, index: number) {
  return `00000000-0000-4000-8${kind}00-${String(index).padStart(12, '0')}`;
}

type Json = Record<string, unknown>;

/** Answers `url` with the server's own answer, changed by `change`. */
async function augment(context: BrowserContext, url: RegExp, change: (body: unknown) => unknown) {
  await context.route(url, async (route: Route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    return route.fulfill({ response, json: change(await response.json()) });
  });
}

/** More and longer services, every one on promotion: the home shows five of them. */
function withLongServices(body: unknown) {
  const services = body as Json[];
  const template = services[0];
  if (!template) return services;
  const extra = longServiceNames.map((name, index) => ({
    ...template,
    id: fakeId(1, index),
    name,
    promotionalPrice: 19.9,
    pricing: {
      finalPrice: 19.9,
      originalPrice: 129.9,
      discount: 110,
      hasDiscount: true,
      discountPercentage: 85,
    },
  }));
  return [...extra, ...services];
}

/** Twelve barbers in all, some with very long names. */
function withManyBarbers(body: unknown) {
  const page = body as { data: Json[]; total: number };
  const template = page.data[0];
  if (!template) return page;
  const extra = Array.from({ length: 12 - page.data.length }, (_, index) => ({
    ...template,
    id: fakeId(2, index),
    name: longBarberNames[index % longBarberNames.length],
  }));
  return { ...page, data: [...page.data, ...extra], total: page.total + extra.length };
}

/** Each booking three times more, with long service and barber names. */
function withLongBookings(body: unknown) {
  const page = body as { data: Json[]; total: number };
  const extra = page.data.slice(0, 4).flatMap((booking, index) =>
    longServiceNames.slice(0, 3).map((name, copy) => ({
      ...booking,
      id: fakeId(3, index * 10 + copy),
      services: ((booking.services as Json[]) ?? []).map((service) => ({
        ...service,
        name,
        service_name: name,
      })),
      barber: { ...(booking.barber as Json), name: longBarberNames[copy] },
    })),
  );
  return { ...page, data: [...page.data, ...extra], total: page.total + extra.length };
}

async function expectFitsPhone(page: Page) {
  const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
  expect(width, `${page.url()} is ${width} px wide`).toBeLessThanOrEqual(phone.width);
}

/**
 * The step's main button is wholly on screen and a tap reaches it (nothing covers it). Scrolling
 * brings a button in the page into view; a fixed one below the screen stays out and fails.
 */
async function tapMainButton(button: Locator) {
  await expect(button).toBeEnabled();
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport({ ratio: 1 });
  await button.tap();
}

test('every step of a booking fits a 360 × 780 phone with long and many items', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: phone,
    screen: phone,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  await augment(context, /\/api\/services\/for-selection$/, withLongServices);
  await augment(context, /\/api\/users\/barbers\/(for-home|by-services)/, withManyBarbers);
  await augment(context, /\/api\/appointments\/(my-appointments|my-history)/, withLongBookings);
  const page = await context.newPage();

  await signIn(page, demoAccounts.client);
  await expectPath(page, '/');
  const promotions = page.getByRole('region', { name: 'Promoções da semana' });
  await expect(promotions.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'Barbeiros' }).getByRole('listitem')).toHaveCount(
    6,
  );
  await expectFitsPhone(page);
  await tapMainButton(page.getByRole('link', { name: 'Agendar', exact: true }));

  await expectPath(page, '/services');
  await expect(
    page.getByRole('button', { name: new RegExp(longServiceNames[0] ?? '') }),
  ).toBeVisible();
  await expectFitsPhone(page);
  await page.getByRole('button', { name: /^Corte \+ barba/ }).tap();
  await tapMainButton(page.getByRole('button', { name: 'Continuar' }));

  await expectPath(page, '/barbers');
  await expect(page.getByRole('radio')).toHaveCount(12);
  await expectFitsPhone(page);
  await page.getByText('Bruno Barbeiro', { exact: true }).tap();
  await tapMainButton(page.getByRole('button', { name: 'Continuar' }));

  await expectPath(page, '/calendar');
  const date = weekdayFrom(2);
  if (date.monthNumber !== shopDay(0).monthNumber) {
    await page.getByRole('button', { name: 'Próximo mês' }).tap();
  }
  await page
    .getByRole('button', { name: new RegExp(`, ${date.day} de ${date.month} de ${date.year}$`) })
    .tap();
  const firstFree = page
    .getByRole('list', { name: /^Horários de / })
    .getByRole('button')
    .first();
  await expect(firstFree).toBeVisible();
  await expectFitsPhone(page);
  await firstFree.tap();
  await tapMainButton(page.getByRole('button', { name: 'Confirmar' }));

  await expectPath(page, '/confirm');
  await expect(page.getByRole('region', { name: 'Resumo do pedido' })).toBeVisible();
  await page.getByRole('button', { name: /Forma de pagamento/ }).tap();
  const methods = page.getByRole('dialog', { name: 'Forma de pagamento' });
  await methods.getByRole('radio', { name: /Dinheiro/ }).check();
  await methods.getByRole('button', { name: 'Usar Dinheiro' }).tap();
  await expectFitsPhone(page);
  await tapMainButton(page.getByRole('button', { name: 'Continuar' }));

  await expectPath(page, '/payment');
  await expect(page.getByRole('radio', { name: /Dinheiro/ })).toBeChecked();
  await expectFitsPhone(page);
  await tapMainButton(page.getByRole('button', { name: /^Agendar R\$/ }));

  await expect(page).toHaveURL(/\/booking-confirmation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: 'Adicionar à agenda' })).toBeVisible();
  await expectFitsPhone(page);

  await tapMainButton(page.getByRole('link', { name: 'Ver meus agendamentos' }));
  await expectPath(page, '/mybookings');
  await expect(page.getByText(longServiceNames[0] ?? '').first()).toBeVisible();
  await expect.poll(() => page.getByTestId('booking-card').count()).toBeGreaterThan(4);
  await expectFitsPhone(page);

  await context.close();
});
