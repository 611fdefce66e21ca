import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../../test/api-stub';
import { serviceJson } from '../../../test/booking-fixtures';
import { renderWithQuery } from '../../../test/render-with-query';
import { PromotionsSection } from './promotions-section';

describe('PromotionsSection', () => {
  it('shows the services on promotion, at most 5, with both prices', async () => {
    const services = [
      serviceJson('s1', 'Corte de cabelo', 50),
      ...Array.from({ length: 6 }, (_, index) =>
        serviceJson(`p${index}`, `Promoção ${index + 1}`, 40, { promotionalPrice: 30 }),
      ),
    ];
    stubApi({ 'GET /api/services/for-selection': () => json(200, services) });
    renderWithQuery(<PromotionsSection />);

    const section = screen.getByRole('region', { name: 'Promoções da semana' });
    const cards = await within(section).findAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual(
      [1, 2, 3, 4, 5].map((n) => expect.stringContaining(`Promoção ${n}`)),
    );
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('R$ 30,00')).toBeVisible();
    expect(within(first).getByText('R$ 40,00').closest('s')).not.toBeNull();
    expect(within(first).getByText('-25%')).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Ver mais' })).toHaveAttribute(
      'href',
      '/services',
    );
  });

  it('falls back to the first services when none is on promotion', async () => {
    const services = Array.from({ length: 8 }, (_, index) =>
      serviceJson(`s${index}`, `Serviço ${index + 1}`, 50),
    );
    stubApi({ 'GET /api/services/for-selection': () => json(200, services) });
    renderWithQuery(<PromotionsSection />);

    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(cards[0]).toHaveTextContent('Serviço 1');
    expect(cards[0]).toHaveTextContent('R$ 50,00');
  });

  it("says 'Nenhuma promoção disponível' when there are no services", async () => {
    stubApi({ 'GET /api/services/for-selection': () => json(200, []) });
    renderWithQuery(<PromotionsSection />);

    expect(await screen.findByText('Nenhuma promoção disponível')).toBeVisible();
  });

  it("raises 'Erro ao carregar promoções' when they cannot be loaded", async () => {
    stubApi({
      'GET /api/services/for-selection': () => apiError(403, 'FORBIDDEN', 'Acesso negado'),
    });
    renderWithQuery(<PromotionsSection />);

    expect(await screen.findByText('Erro ao carregar promoções')).toBeVisible();
    // One toast, the section's own: the call is silent.
    await waitFor(() => expect(screen.queryByText('Acesso negado')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });
});
