import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readFinalBookingData,
  readPendingBookingData,
  savePendingBookingData,
} from '../../shared/booking-draft/booking-draft';
import { saveVisitorShop } from '../../shared/visitor-booking/visitor-shop';
import { apiError, json, stubApi } from '../../test/api-stub';
import type { RecordedRequest } from '../../test/api-stub';
import { availabilityJson } from '../../test/booking-fixtures';
import { client, sessionFor, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/**
 * A visitor books from the shop's public page (issue 18 §1, decision 034): services, barber, day
 * and time signed out, on the shop's public reads; at /confirm, 'Entrar' or 'Criar conta', and
 * back to /confirm with the draft intact. Nothing is booked before.
 */

const SLUG = 'navalha-barbearia';

const corte = {
  id: 'svc-corte',
  name: 'Corte Degradê',
  description: null,
  price: 50,
  promotionalPrice: 45,
  durationMinutes: 40,
  imageUrl: null,
  iconKey: 'scissors',
  pricing: {
    finalPrice: 45,
    originalPrice: 50,
    discount: 5,
    hasDiscount: true,
    discountPercentage: 10,
  },
};

const rafael = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Rafael Moreira',
  avatarUrl: null,
  averageRating: 4.8,
  totalReviews: 12,
  serviceIds: ['svc-corte'],
};

// Offers no service the visitor chooses: not listed at /barbers.
const bruno = {
  ...rafael,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Bruno Lima',
  serviceIds: [],
};

const shop = {
  id: 'shop-1',
  slug: SLUG,
  name: 'Navalha Barbearia',
  address: 'Rua Augusta, 1200 - Consolação, São Paulo - SP',
  phone: null,
  whatsapp: null,
  timeZone: 'America/Sao_Paulo',
  coverUrl: null,
  averageRating: 4.7,
  totalReviews: 30,
  openingHours: [{ dayOfWeek: 4, opensAt: '09:00', closesAt: '19:00' }],
  services: [corte],
  barbers: [rafael, bruno],
};

const publicApi = `/api/public/shops/${SLUG}`;

function slots(request: RecordedRequest) {
  const { date } = request.body as { date: string };
  return json(200, availabilityJson(['09:00', '16:00'], date === '2026-05-07' ? ['16:00'] : []));
}

function visitorStubs() {
  return stubApi({
    [`GET ${publicApi}`]: () => json(200, shop),
    [`POST ${publicApi}/available-slots`]: slots,
    [`POST ${publicApi}/month-availability`]: (request) =>
      json(200, { month: (request.body as { month: string }).month, days: [] }),
    [`POST ${publicApi}/barbers-next-free`]: () => json(200, { days: 14, barbers: [] }),
    'POST /api/auth/login': () => json(200, sessionFor(client)),
  });
}

beforeEach(() => {
  // Wednesday 6 May 2026, 14:10 in São Paulo. Only Date is frozen: timers still run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-06T17:10:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('booking signed out from the public page', () => {
  it('walks every step without a login wall, signs in at /confirm and comes back to it', async () => {
    const api = visitorStubs();
    const app = await renderApp(`/b/${SLUG}`);
    await app.user.click(await screen.findByRole('link', { name: 'Agendar' }));

    // Services: the shop's own, from its public page.
    await app.user.click(
      await screen.findByRole('button', { name: /Corte Degradê/ }, { timeout: 5000 }),
    );
    expect(app.location()).toBe('/services');
    await app.user.click(screen.getByRole('button', { name: 'Continuar' }));

    // Barbers: those who offer the services; no count of their work (decision 027).
    await app.user.click(
      await screen.findByRole('radio', { name: 'Rafael Moreira' }, { timeout: 5000 }),
    );
    expect(app.location()).toBe('/barbers');
    expect(screen.queryByText('Bruno Lima')).not.toBeInTheDocument();
    expect(screen.queryByText('Cortes')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Continuar' }));

    // Day and time: the shop's public free times.
    await waitFor(() => expect(app.location()).toBe('/calendar'));
    await app.user.click(
      await screen.findByRole(
        'button',
        { name: 'Quinta-feira, 7 de maio de 2026' },
        { timeout: 5000 },
      ),
    );
    const times = await screen.findByRole('list', { name: 'Horários de Qui, 07/05' });
    await app.user.click(within(times).getByRole('button', { name: '16:00' }));
    await app.user.click(screen.getByRole('button', { name: 'Confirmar' }));

    // /confirm: the order, and 'Continuar' asks to sign in or up.
    await waitFor(() => expect(app.location()).toBe('/confirm'));
    expect(
      await screen.findByText('Nada é agendado antes de você entrar na sua conta.'),
    ).toBeVisible();
    expect(screen.queryByText('Forma de pagamento')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Continuar' }));
    const sheet = await screen.findByRole('dialog', { name: 'Entre para confirmar' });
    expect(within(sheet).getByRole('link', { name: 'Criar conta' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await app.user.click(within(sheet).getByRole('link', { name: 'Entrar' }));

    await screen.findByRole('heading', { name: 'Entrar' });
    await app.user.type(screen.getByLabelText('Email'), client.email);
    await app.user.type(screen.getByLabelText('Senha'), 'Cliente@123');
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));

    // Back on /confirm, signed in: the same draft, now with the payment method and the fees.
    expect(await screen.findByText('Forma de pagamento', {}, { timeout: 5000 })).toBeVisible();
    expect(app.location()).toBe('/confirm');
    expect(readFinalBookingData()).toMatchObject({
      selectedServices: [{ id: 'svc-corte', barberShopId: 'shop-1' }],
      selectedBarbers: [rafael.id],
      selectedDate: '2026-05-07',
      selectedTime: '16:00',
    });

    // Every read before signing in was public, without a token; nothing was booked.
    for (const request of api.requests.filter((r) => r.path.startsWith(publicApi))) {
      expect(request.headers.get('authorization')).toBeNull();
    }
    expect(api.to(`POST ${publicApi}/available-slots`).at(-1)?.body).toEqual({
      date: '2026-05-07',
      barberIds: [rafael.id],
      serviceIds: ['svc-corte'],
    });
    expect(api.to('POST /api/appointments')).toHaveLength(0);
    expect(api.unexpected).toEqual([]);
  });

  it("'Criar conta' keeps the way back to /confirm, also when switching to 'Entrar'", async () => {
    visitorStubs();
    saveVisitorShop(SLUG);
    localStorage.setItem(
      'finalBookingData',
      JSON.stringify({
        selectedServices: [
          {
            id: 'svc-corte',
            name: 'Corte Degradê',
            durationMinutes: 40,
            price: 5000,
            pricing: { finalPrice: 4500 },
          },
        ],
        selectedBarbers: [rafael.id],
        totalPrice: 4500,
        selectedDate: '2026-05-07',
        selectedTime: '16:00',
      }),
    );
    const app = await renderApp('/confirm');
    await app.user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await app.user.click(await screen.findByRole('link', { name: 'Criar conta' }));
    await waitFor(() => expect(app.location()).toBe('/signup'));
    expect(app.locationState()).toEqual({ from: '/confirm' });

    await app.user.click(screen.getByRole('link', { name: /Já tem uma conta/ }));
    await waitFor(() => expect(app.location()).toBe('/signin'));
    expect(app.locationState()).toEqual({ from: '/confirm' });
  });
});

/** A visitor's draft at /confirm: Corte Degradê (R$ 45,00) with Rafael on Thursday at 16:00. */
function visitorAtConfirm() {
  saveVisitorShop(SLUG);
  localStorage.setItem(
    'finalBookingData',
    JSON.stringify({
      selectedServices: [
        {
          id: 'svc-corte',
          name: 'Corte Degradê',
          durationMinutes: 40,
          price: 5000,
          pricing: { finalPrice: 4500 },
          barberShopId: 'shop-1',
        },
      ],
      selectedBarbers: [rafael.id],
      totalPrice: 4500,
      selectedDate: '2026-05-07',
      selectedTime: '16:00',
    }),
  );
}

const publicCheck = `POST ${publicApi}/promo-codes/validate`;
const valid = { valid: true, code: 'NAVALHA10', discountPercent: 10, discount: 4.5 };

describe('a promo code typed signed out', () => {
  it("is checked on the shop's public address, shows the discount and survives signing in", async () => {
    const api = stubApi({
      [`GET ${publicApi}`]: () => json(200, shop),
      [publicCheck]: () => json(200, valid),
      'POST /api/promo-codes/validate': () => json(200, valid),
      'POST /api/auth/login': () => json(200, sessionFor(client)),
    });
    visitorAtConfirm();
    const app = await renderApp('/confirm');
    await app.user.click(await screen.findByRole('button', { name: /Código promocional/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Código promocional' });
    await app.user.type(within(dialog).getByLabelText('Código'), 'navalha10');
    await app.user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));

    // The discount, signed out: R$ 45,00 − R$ 4,50.
    expect(await screen.findByText('NAVALHA10 · 10% de desconto')).toBeVisible();
    expect(screen.getByLabelText('Desconto')).toHaveTextContent(/Desconto \(NAVALHA10\)−R\$\s4,50/);
    expect(screen.getByText('Subtotal com desconto').nextElementSibling).toHaveTextContent(
      /R\$\s40,50/,
    );
    const [check] = api.to(publicCheck);
    expect(check?.body).toEqual({ code: 'NAVALHA10', subtotal: 45 });
    expect(check?.headers.get('authorization')).toBeNull();

    await app.user.click(screen.getByRole('button', { name: 'Continuar' }));
    const sheet = await screen.findByRole('dialog', { name: 'Entre para confirmar' });
    await app.user.click(within(sheet).getByRole('link', { name: 'Entrar' }));
    await screen.findByRole('heading', { name: 'Entrar' });
    await app.user.type(screen.getByLabelText('Email'), client.email);
    await app.user.type(screen.getByLabelText('Senha'), 'Cliente@123');
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));

    // Back on /confirm signed in: the code checked again for that shop, the discount applied.
    expect(await screen.findByText('Forma de pagamento', {}, { timeout: 5000 })).toBeVisible();
    expect(await screen.findByText('NAVALHA10 · 10% de desconto')).toBeVisible();
    expect(api.to('POST /api/promo-codes/validate')[0]?.body).toEqual({
      code: 'NAVALHA10',
      subtotal: 45,
      barberShopId: 'shop-1',
    });
    const values = screen.getByRole('region', { name: 'Valores do pedido' });
    expect(within(values).getByText('Desconto (NAVALHA10)')).toBeVisible();
    expect(api.to('POST /api/appointments')).toHaveLength(0);
    expect(api.unexpected).toEqual([]);
  }, 20_000);

  it('says a refused code as the signed-in check says it, and applies nothing', async () => {
    const refusal = 'Código promocional inválido ou expirado';
    stubApi({
      [`GET ${publicApi}`]: () => json(200, shop),
      [publicCheck]: () => apiError(400, 'INVALID_PROMO_CODE', refusal, 'code'),
    });
    visitorAtConfirm();
    const app = await renderApp('/confirm');
    await app.user.click(await screen.findByRole('button', { name: /Código promocional/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Código promocional' });
    const field = within(dialog).getByLabelText('Código');
    await app.user.type(field, 'VENCIDO');
    await app.user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(refusal));
    expect(readPendingBookingData()).toBeNull();
    expect(screen.queryByText('Subtotal com desconto')).not.toBeInTheDocument();
  });

  it('says so after signing in when the code no longer applies', async () => {
    const refusal = 'Código promocional inválido ou expirado';
    stubApi({
      'POST /api/promo-codes/validate': () => apiError(400, 'INVALID_PROMO_CODE', refusal, 'code'),
    });
    visitorAtConfirm();
    localStorage.removeItem('bookingShopSlug');
    storeSessionCookies(client);
    savePendingBookingData({
      paymentMethod: 'CASH',
      promotionCode: 'NAVALHA10',
      notes: null,
      subtotal: 4500,
      discount: 450,
      paymentFee: 0,
      total: 4050,
    });
    await renderApp('/confirm');
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByText('NAVALHA10 · 10% de desconto')).not.toBeInTheDocument();
  });
});

describe('the login wall stays everywhere else', () => {
  it('sends a signed-out visit to /signin without a shop chosen on a public page', async () => {
    stubApi({});
    const app = await renderApp('/services');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeVisible();
    expect(app.location()).toBe('/signin');
  });

  it('keeps paying and the client pages behind sign-in, shop chosen or not', async () => {
    saveVisitorShop(SLUG);
    stubApi({});
    for (const path of ['/payment', '/mybookings', '/wallet']) {
      const app = await renderApp(path);
      await waitFor(() => expect(app.location()).toMatch(/^\/(signin|login)$/));
      app.unmount();
      app.stop();
    }
  });
});
