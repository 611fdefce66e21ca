import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminServiceJson, staffJson } from '../../../test/admin-fixtures';
import { json, stubApi } from '../../../test/api-stub';
import { renderWithQuery } from '../../../test/render-with-query';
import { ServicesScreen } from './services-screen';

const corte = adminServiceJson();
const barba = adminServiceJson({
  id: '6e617661-6c68-4100-8000-000000000502',
  name: 'Barba completa',
  price: 40,
  promotionalPrice: 32,
  discount: 8,
  iconKey: 'beard',
  durationMinutes: 45,
  barbersCount: 2,
  pricing: {
    finalPrice: 32,
    originalPrice: 40,
    discount: 8,
    hasDiscount: true,
    discountPercentage: 20,
  },
});
const bigode = adminServiceJson({
  id: '6e617661-6c68-4100-8000-000000000503',
  name: 'Bigode',
  price: 15,
  durationMinutes: 15,
  barbersCount: 0,
  isActive: false,
  pricing: {
    finalPrice: 15,
    originalPrice: 15,
    discount: 0,
    hasDiscount: false,
    discountPercentage: 0,
  },
});

function cardOf(name: string): HTMLElement {
  const card = screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name) !== null);
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

/** A card's line of figures, its spaces made plain (money has a no-break one). */
const figures = (name: string) =>
  within(cardOf(name))
    .getByText(/barbeiro/)
    .textContent?.replace(/\s/g, ' ');

describe('ServicesScreen', () => {
  it('lists the whole menu: price or promotion, duration, barbers, and inactive ones marked', async () => {
    const api = stubApi({
      'GET /api/admin/services': () => json(200, [corte, barba, bigode]),
      'GET /api/admin/barbers': () => json(200, [staffJson()]),
    });
    renderWithQuery(<ServicesScreen />);
    const list = await screen.findByRole('list', { name: 'Serviços' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(figures('Corte de cabelo')).toBe('R$ 45,00 · 30 min · 1 barbeiro');
    expect(figures('Barba completa')).toBe('R$ 40,00 R$ 32,00 · 45 min · 2 barbeiros');
    expect(within(cardOf('Barba completa')).getByText('R$ 40,00').tagName).toBe('S');
    expect(figures('Bigode')).toBe('R$ 15,00 · 15 min · 0 barbeiros');
    expect(within(cardOf('Bigode')).getByText('Inativo')).toBeVisible();
    expect(within(cardOf('Bigode')).getByRole('button', { name: 'Reativar' })).toBeVisible();
    expect(within(cardOf('Corte de cabelo')).queryByText('Inativo')).toBeNull();
    expect(api.to('GET /api/admin/services')).toHaveLength(1);
  });

  it('deactivates an active service and reactivates an inactive one', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/admin/services': () => json(200, [corte, bigode]),
      'GET /api/admin/barbers': () => json(200, []),
      [`DELETE /api/services/${corte.id}`]: () => new Response(null, { status: 204 }),
      [`PATCH /api/services/${bigode.id}`]: () => json(200, { ...bigode, isActive: true }),
    });
    renderWithQuery(<ServicesScreen />);
    await screen.findByRole('list', { name: 'Serviços' });

    await user.click(within(cardOf('Corte de cabelo')).getByRole('button', { name: 'Desativar' }));
    expect(
      await screen.findByText('Serviço desativado: ele sai do cardápio dos clientes.'),
    ).toBeVisible();
    expect(api.to(`DELETE /api/services/${corte.id}`)).toHaveLength(1);

    await user.click(within(cardOf('Bigode')).getByRole('button', { name: 'Reativar' }));
    expect(await screen.findByText('Serviço reativado.')).toBeVisible();
    expect(api.to(`PATCH /api/services/${bigode.id}`)[0]?.body).toEqual({ isActive: true });
  }, 20_000);

  it('says when the menu is empty', async () => {
    stubApi({
      'GET /api/admin/services': () => json(200, []),
      'GET /api/admin/barbers': () => json(200, []),
    });
    renderWithQuery(<ServicesScreen />);
    expect(await screen.findByText('Nenhum serviço cadastrado')).toBeVisible();
  });
});
