import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

/** The shop's public page and its barbers' pages (issue 18 §1), signed out. */

const service = {
  id: 'service-1',
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

const barber = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Rafael Moreira',
  avatarUrl: null,
  averageRating: 4.8,
  totalReviews: 12,
  serviceIds: ['service-1'],
};

const shop = {
  id: 'shop-1',
  slug: 'navalha-barbearia',
  name: 'Navalha Barbearia',
  address: 'Rua Augusta, 1200 - Consolação, São Paulo - SP',
  phone: '(11) 3456-7890',
  whatsapp: '(11) 93456-7890',
  timeZone: 'America/Sao_Paulo',
  coverUrl: null,
  averageRating: 4.7,
  totalReviews: 30,
  openingHours: [{ dayOfWeek: 1, opensAt: '09:00', closesAt: '19:00' }],
  services: [service],
  barbers: [barber],
};

afterEach(() => localStorage.clear());

describe('/b/{slug} signed out', () => {
  it("shows the shop's door: contacts, hours, services with prices, barbers and 'Agendar'", async () => {
    const api = stubApi({ 'GET /api/public/shops/navalha-barbearia': () => json(200, shop) });
    const app = await renderApp('/b/navalha-barbearia');

    expect(
      await screen.findByRole('heading', { name: 'Navalha Barbearia', level: 1 }),
    ).toBeVisible();
    expect(app.location()).toBe('/b/navalha-barbearia');
    expect(screen.getByText('4.7 · 30 avaliações')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Como chegar' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://www.google.com/maps/search/?api=1&query=Rua'),
    );
    expect(screen.getByRole('link', { name: 'Ligar' })).toHaveAttribute(
      'href',
      'tel:+551134567890',
    );
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://wa.me/5511934567890'),
    );

    const services = screen.getByRole('region', { name: 'Serviços' });
    expect(within(services).getByText('Corte Degradê')).toBeVisible();
    expect(within(services).getByText('40 min')).toBeVisible();
    expect(within(services).getByText('R$ 45,00')).toBeVisible();
    expect(within(services).getByText('R$ 50,00')).toHaveClass('line-through');

    const hours = screen.getByRole('region', { name: 'Horário de funcionamento' });
    expect(within(hours).getByText('09:00 – 19:00')).toBeVisible();
    expect(within(hours).getAllByText('Fechado')).toHaveLength(6);

    // No token goes with a public read.
    expect(
      api.to('GET /api/public/shops/navalha-barbearia')[0]?.headers.get('authorization'),
    ).toBeNull();

    // 'Agendar' starts booking signed out, at this shop (decision 034; visitor-booking.test.tsx).
    // The link names the shop itself, for a tap before the app has started (decision 041).
    expect(screen.getByRole('link', { name: 'Agendar' })).toHaveAttribute(
      'href',
      '/services?loja=navalha-barbearia',
    );
    await app.user.click(screen.getByRole('link', { name: 'Agendar' }));
    expect(
      await screen.findByRole('heading', { name: 'Serviços', level: 1 }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(app.location()).toBe('/services');
    expect(localStorage.getItem('bookingShopSlug')).toBe('navalha-barbearia');
  });

  it("opens the booking's first step at the shop 'Agendar' names, with nothing saved", async () => {
    stubApi({ 'GET /api/public/shops/navalha-barbearia': () => json(200, shop) });
    const app = await renderApp('/services?loja=navalha-barbearia');

    expect(
      await screen.findByRole('heading', { name: 'Serviços', level: 1 }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(app.location()).toBe('/services');
    expect(localStorage.getItem('bookingShopSlug')).toBe('navalha-barbearia');
  });

  it("opens a barber's page from the shop's, with services and reviews", async () => {
    stubApi({
      'GET /api/public/shops/navalha-barbearia': () => json(200, shop),
      [`GET /api/public/barbers/${barber.id}`]: () =>
        json(200, {
          shop: { slug: shop.slug, name: shop.name, timeZone: shop.timeZone },
          barber,
          services: [service],
          reviews: [
            {
              id: 'review-1',
              rating: 5,
              comment: 'Melhor degradê da cidade',
              createdAt: '2026-11-20T15:00:00.000Z',
              clientName: 'Joana',
            },
          ],
        }),
    });
    const app = await renderApp('/b/navalha-barbearia');
    await app.user.click(await screen.findByRole('link', { name: /Rafael Moreira/ }));

    expect(await screen.findByRole('heading', { name: 'Rafael Moreira', level: 1 })).toBeVisible();
    expect(app.location()).toBe(`/barbeiro/${barber.id}`);
    const reviews = screen.getByRole('region', { name: 'Avaliações' });
    expect(within(reviews).getByText('Joana')).toBeVisible();
    expect(within(reviews).getByText('20/11/2026')).toBeVisible();
    expect(within(reviews).getByRole('img', { name: '5 de 5 estrelas' })).toBeVisible();
    expect(within(reviews).getByText('Melhor degradê da cidade')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Navalha Barbearia' })).toHaveAttribute(
      'href',
      '/b/navalha-barbearia',
    );
  });

  it('says so when no shop has that address', async () => {
    stubApi({
      'GET /api/public/shops/nao-existe': () =>
        json(404, {
          statusCode: 404,
          error: 'Not Found',
          code: 'NOT_FOUND',
          message: 'Não encontrado',
        }),
    });
    await renderApp('/b/nao-existe');
    expect(await screen.findByText('Barbearia não encontrada.')).toBeVisible();
  });
});

describe('/ signed out', () => {
  it("opens the shop's page when its owner chose it", async () => {
    stubApi({
      'GET /api/public/landing': () => json(200, { slug: 'navalha-barbearia' }),
      'GET /api/public/shops/navalha-barbearia': () => json(200, shop),
    });
    const app = await renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Navalha Barbearia', level: 1 }),
    ).toBeVisible();
    expect(app.location()).toBe('/b/navalha-barbearia');
  });

  it('keeps the sign-in otherwise', async () => {
    stubApi({});
    const app = await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeVisible();
    expect(app.location()).toBe('/signin');
  });
});
