import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderWithQuery } from '../../../test/render-with-query';
import { SetupChecklistCard } from './setup-checklist-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

const fresh = {
  items: [
    { key: 'payments', done: false, missing: 0 },
    { key: 'photos', done: false, missing: 2 },
    { key: 'promoCodes', done: true, missing: 0 },
    { key: 'team', done: false, missing: 0 },
  ],
  dismissed: false,
  canDismiss: true,
};

function renderCard() {
  return renderWithQuery(<SetupChecklistCard />);
}

describe('SetupChecklistCard', () => {
  it('lists what is left, each with where to do it', async () => {
    stubApi({ 'GET /api/admin/checklist': () => json(200, fresh) });
    renderCard();
    expect(await screen.findByRole('heading', { name: 'O que falta' })).toBeVisible();
    expect(screen.getByText('3 itens')).toBeVisible();
    expect(
      screen.getByText(/conecte o Mercado Pago: defina PAYMENT_GATEWAY=mercadopago/),
    ).toBeVisible();
    expect(screen.getByText(/2 profissionais ainda sem foto/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Convidar barbeiros' })).toHaveAttribute(
      'href',
      '/admin/barbers',
    );
    expect(screen.queryByRole('link', { name: 'Criar cupom' })).not.toBeInTheDocument();
    expect(screen.getByText(': feito')).toBeInTheDocument();
  });

  it('hides itself once everything is done', async () => {
    const api = stubApi({
      'GET /api/admin/checklist': () =>
        json(200, { ...fresh, items: fresh.items.map((item) => ({ ...item, done: true })) }),
    });
    renderCard();
    await waitFor(() => expect(api.to('GET /api/admin/checklist')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'O que falta' })).not.toBeInTheDocument();
  });

  it('is put away by the owner', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/admin/checklist': () => json(200, fresh),
      'POST /api/admin/checklist/dismiss': () => json(200, { ...fresh, dismissed: true }),
    });
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Dispensar lista' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'O que falta' })).not.toBeInTheDocument(),
    );
    expect(api.to('POST /api/admin/checklist/dismiss')).toHaveLength(1);
  });

  it('offers no dismissal to an admin', async () => {
    stubApi({ 'GET /api/admin/checklist': () => json(200, { ...fresh, canDismiss: false }) });
    renderCard();
    await screen.findByRole('heading', { name: 'O que falta' });
    expect(screen.queryByRole('button', { name: 'Dispensar lista' })).not.toBeInTheDocument();
  });
});
