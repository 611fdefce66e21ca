import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../../test/api-stub';
import { barberJson, page } from '../../../test/booking-fixtures';
import { renderWithQuery } from '../../../test/render-with-query';
import { BarbersSection } from './barbers-section';

describe('BarbersSection', () => {
  it('asks for 8 barbers and shows 6, each with initials, role, shop, rating and cuts', async () => {
    const names = [
      'Bruno Lima',
      'Rafael Moreira',
      'Thiago Alves',
      'Lucas Dias',
      'Caio Reis',
      'Davi Melo',
      'Enzo Rocha',
      'Igor Pires',
    ];
    const barbers = names.map((name, index) =>
      barberJson(`b${index}`, name, {
        averageRating: index === 0 ? 4.75 : 0,
        totalAppointments: 120 + index,
      }),
    );
    const api = stubApi({ 'GET /api/users/barbers/for-home': () => json(200, page(barbers)) });
    renderWithQuery(<BarbersSection />);

    const section = screen.getByRole('region', { name: 'Barbeiros' });
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(6);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('img', { name: 'Bruno Lima' })).toHaveTextContent('BL');
    expect(within(first).getByRole('heading', { name: 'Bruno Lima' })).toBeVisible();
    expect(within(first).getByText('Barbeiro')).toBeVisible();
    expect(within(first).getByText('Navalha Barbearia')).toBeVisible();
    expect(within(first).getByText('4.8')).toBeVisible();
    expect(within(first).getByText('120')).toBeVisible();
    expect(within(first).getByText('Cortes')).toBeVisible();
    expect(within(cards[1] as HTMLElement).getByText('0.0')).toBeVisible();
    expect(api.to('GET /api/users/barbers/for-home')[0]?.search).toBe('?limit=8');
  });

  it("says 'Nenhum barbeiro disponível' when there is none", async () => {
    stubApi({ 'GET /api/users/barbers/for-home': () => json(200, page([])) });
    renderWithQuery(<BarbersSection />);

    expect(await screen.findByText('Nenhum barbeiro disponível')).toBeVisible();
  });

  it("raises 'Erro ao carregar barbeiros' when they cannot be loaded", async () => {
    stubApi({
      'GET /api/users/barbers/for-home': () => apiError(403, 'FORBIDDEN', 'Acesso negado'),
    });
    renderWithQuery(<BarbersSection />);

    expect(await screen.findByText('Erro ao carregar barbeiros')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });
});
