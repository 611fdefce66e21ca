import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, defaultPaymentMethods, json, stubApi } from '../../test/api-stub';
import { appointmentIds, appointmentJson, appointmentPage } from '../../test/appointment-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const history = `GET /api/appointments/my-history`;

beforeEach(() => {
  // Wednesday 8 May 2030, 09:00 in São Paulo.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
  storeSessionCookies(client);
});

const bookings = [
  appointmentJson(appointmentIds.completed, {
    status: 'COMPLETED',
    date: '2030-05-01',
    services: [{ name: 'Sobrancelha', price: 20 }],
  }),
  appointmentJson(appointmentIds.pending, {
    date: '2030-05-20',
    services: [{ name: 'Reflexo', price: 120 }],
  }),
  appointmentJson(appointmentIds.cancelled, {
    status: 'CANCELLED',
    date: '2030-06-01',
    services: [{ name: 'Corte infantil', price: 40 }],
  }),
  appointmentJson(appointmentIds.confirmed, {
    status: 'CONFIRMED',
    date: '2030-05-09',
    services: [{ name: 'Barba completa', price: 35 }],
  }),
  appointmentJson(appointmentIds.old, {
    date: '2030-05-07',
    services: [{ name: 'Corte na máquina', price: 40 }],
  }),
];

function names(section: HTMLElement) {
  return within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('/mybookings', () => {
  it("lists the active bookings first, soonest first, then 'Finalizado' and the finished ones", async () => {
    const api = stubApi({ [history]: () => json(200, appointmentPage(bookings)) });
    await renderApp('/mybookings');

    expect(await screen.findByRole('heading', { name: 'Minha Agenda', level: 1 })).toBeVisible();
    const active = await screen.findByRole('region', { name: 'Próximos' });
    expect(names(active)).toEqual(['Barba completa', 'Reflexo']);
    const finished = screen.getByRole('region', { name: 'Finalizado' });
    // Cancelled (in the future), a pending one of yesterday, then an older completed one.
    expect(names(finished)).toEqual(['Corte infantil', 'Corte na máquina', 'Sobrancelha']);
    expect(api.to(history)[0]?.search).toBe('?limit=20');
    expect(screen.getByRole('link', { name: 'Agenda' })).toHaveAttribute('aria-current', 'page');
  });

  it("names each booking's shop only when the client has booked at more than one", async () => {
    const centro = { id: 'shop-2', name: 'Barbearia do Centro', address: 'Rua XV, 10' };
    const atCentro = {
      ...appointmentJson(appointmentIds.pending, {
        date: '2030-05-20',
        services: [{ name: 'Reflexo', price: 120 }],
      }),
      barberShopId: centro.id,
      barberShop: centro,
    };
    stubApi({
      [history]: () => json(200, appointmentPage([bookings[0], atCentro, bookings[3]])),
    });
    await renderApp('/mybookings');
    const active = await screen.findByRole('region', { name: 'Próximos' });
    const shops = within(active)
      .getAllByTestId('booking-shop')
      .map((line) => line.textContent);
    expect(shops).toEqual(['Barbearia: Navalha Barbearia', 'Barbearia: Barbearia do Centro']);
  });

  it('shows no shop line to a client of one shop', async () => {
    stubApi({ [history]: () => json(200, appointmentPage(bookings)) });
    await renderApp('/mybookings');
    await screen.findByRole('region', { name: 'Próximos' });
    expect(screen.queryAllByTestId('booking-shop')).toEqual([]);
  });

  it("loads the next page by its cursor with 'Carregar mais' (the sentinel's fallback)", async () => {
    const cursor = '1893499200000000.6e617661-6c68-4100-8000-000000000001';
    const api = stubApi({
      [history]: (request) =>
        request.search.includes('cursor=')
          ? json(200, { ...appointmentPage(bookings.slice(3)), nextCursor: null })
          : json(200, { ...appointmentPage(bookings.slice(0, 3)), nextCursor: cursor }),
    });
    const app = await renderApp('/mybookings');

    const finished = await screen.findByRole('region', { name: 'Finalizado' });
    expect(names(finished)).toEqual(['Corte infantil', 'Sobrancelha']);
    await app.user.click(screen.getByRole('button', { name: 'Carregar mais' }));

    await waitFor(() =>
      expect(names(finished)).toEqual(['Corte infantil', 'Corte na máquina', 'Sobrancelha']),
    );
    expect(names(screen.getByRole('region', { name: 'Próximos' }))).toEqual([
      'Barba completa',
      'Reflexo',
    ]);
    expect(api.to(history).map((request) => request.search)).toEqual([
      '?limit=20',
      `?limit=20&cursor=${encodeURIComponent(cursor)}`,
    ]);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('offers to cancel only what can still be cancelled', async () => {
    stubApi({ [history]: () => json(200, appointmentPage(bookings)) });
    await renderApp('/mybookings');

    const finished = await screen.findByRole('region', { name: 'Finalizado' });
    // Not even the pending booking of yesterday: once a booking has started it is the shop's.
    expect(within(finished).queryAllByRole('button', { name: /^Cancelar/ })).toHaveLength(0);
    // The completed one has nothing left to edit (issue 18 §4).
    expect(within(finished).getAllByRole('button', { name: /^Editar/ })).toHaveLength(2);
    const active = screen.getByRole('region', { name: 'Próximos' });
    expect(within(active).getAllByRole('button', { name: /^Cancelar/ })).toHaveLength(2);
  });

  it("shows 'Nenhum serviço agendado!' with 'Agendar agora' when there is nothing", async () => {
    stubApi({ [history]: () => json(200, appointmentPage([])) });
    const app = await renderApp('/mybookings');

    expect(await screen.findByText('Nenhum serviço agendado!')).toBeVisible();
    stubApi({ 'GET /api/services/for-selection': () => json(200, []) });
    await app.user.click(screen.getByRole('link', { name: 'Agendar agora' }));
    await waitFor(() => expect(app.location()).toBe('/services'));
  });

  it('is also at /my-bookings', async () => {
    stubApi({ [history]: () => json(200, appointmentPage([])) });
    const app = await renderApp('/my-bookings');
    expect(await screen.findByText('Nenhum serviço agendado!')).toBeVisible();
    expect(app.location()).toBe('/my-bookings');
  });

  it("says 'Erro ao buscar agendamentos.' when the list cannot be loaded, and retries", async () => {
    let fail = true;
    stubApi({
      [history]: () =>
        fail
          ? apiError(400, 'VALIDATION_ERROR', 'Limite inválido')
          : json(200, appointmentPage(bookings)),
    });
    const app = await renderApp('/mybookings');

    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    expect(screen.getAllByText('Erro ao buscar agendamentos.').length).toBeGreaterThan(0);
    expect(screen.queryByText('Limite inválido')).not.toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Próximos' })).toBeVisible();
  });

  it('cancels a booking from its trash button after showing the terms', async () => {
    let list = bookings;
    const api = stubApi({
      [history]: () => json(200, appointmentPage(list)),
      [`DELETE /api/appointments/${appointmentIds.pending}`]: () => {
        list = list.map((item) =>
          item.id === appointmentIds.pending ? { ...item, status: 'CANCELLED' } : item,
        );
        return json(200, {
          id: appointmentIds.pending,
          status: 'CANCELLED',
          cancellationFee: 0,
          canCancelFree: true,
        });
      },
    });
    const app = await renderApp('/mybookings');

    await app.user.click(
      await screen.findByRole('button', { name: 'Cancelar agendamento de 20/05/2030 às 09:00' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar agendamento?' });
    expect(dialog).toHaveTextContent('O cancelamento é gratuito até 19/05/2030 às 09:00');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar agendamento' }));

    expect(await screen.findByText('Agendamento cancelado com sucesso.')).toBeVisible();
    expect(api.to(`DELETE /api/appointments/${appointmentIds.pending}`)).toHaveLength(1);
    const finished = await screen.findByRole('region', { name: 'Finalizado' });
    await waitFor(() => expect(names(finished)).toContain('Reflexo'));
  });

  it('states the fee before cancelling within 24 hours', async () => {
    const soon = appointmentJson(appointmentIds.confirmed, {
      status: 'CONFIRMED',
      date: '2030-05-08',
      time: '15:00',
      services: [{ name: 'Corte de cabelo', price: 50 }],
    });
    stubApi({
      [history]: () => json(200, appointmentPage([soon])),
      [`DELETE /api/appointments/${appointmentIds.confirmed}`]: () =>
        json(200, {
          id: appointmentIds.confirmed,
          status: 'CANCELLED',
          cancellationFee: 25,
          canCancelFree: false,
        }),
    });
    const app = await renderApp('/mybookings');

    await app.user.click(await screen.findByRole('button', { name: /^Cancelar agendamento de/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      /taxa de cancelamento de R\$\s25,00/,
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar agendamento' }));
    expect(await screen.findByText('Taxa de cancelamento: R$ 25,00')).toBeVisible();
  });

  it("says 'Erro ao deletar o agendamento.' when the cancellation fails", async () => {
    stubApi({
      [history]: () => json(200, appointmentPage(bookings)),
      [`DELETE /api/appointments/${appointmentIds.pending}`]: () =>
        apiError(409, 'INVALID_TRANSITION', 'Não é possível cancelar um agendamento concluído.'),
    });
    const app = await renderApp('/mybookings');

    await app.user.click(
      await screen.findByRole('button', { name: 'Cancelar agendamento de 20/05/2030 às 09:00' }),
    );
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar agendamento' }));

    expect(await screen.findByText('Erro ao deletar o agendamento.')).toBeVisible();
    expect(screen.getByText('Não é possível cancelar um agendamento concluído.')).toBeVisible();
  });

  it('opens the details from the edit button', async () => {
    stubApi({
      [history]: () => json(200, appointmentPage(bookings)),
      [`GET /api/appointments/${appointmentIds.pending}`]: () => json(200, bookings[1]),
    });
    const app = await renderApp('/mybookings');

    await app.user.click(
      await screen.findByRole('button', { name: 'Editar agendamento de 20/05/2030 às 09:00' }),
    );
    await waitFor(() => expect(app.location()).toBe(`/detailsorder/${appointmentIds.pending}`));
    expect(await screen.findByRole('heading', { name: 'Detalhes do agendamento' })).toBeVisible();
  });
});

describe('/mybookings cancelling at a shop with its own rules (issue 18 §2)', () => {
  it("previews the shop's window and fee, and what a paid card booking gets back and where", async () => {
    // Tomorrow 09:00; the shop lets clients cancel free until 2 h before and keeps 30% after.
    const paid = appointmentJson(appointmentIds.confirmed, {
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
      paymentMethod: 'CREDIT_CARD',
      date: '2030-05-09',
      services: [{ name: 'Corte de cabelo', price: 50 }],
    });
    stubApi({
      [history]: () => json(200, appointmentPage([paid])),
      'GET /api/payments/methods': () =>
        json(200, {
          ...defaultPaymentMethods,
          rules: {
            ...defaultPaymentMethods.rules,
            cancellationWindowHours: 2,
            cancellationFeePercent: 30,
          },
        }),
    });
    const app = await renderApp('/mybookings');

    await app.user.click(
      await screen.findByRole('button', { name: 'Cancelar agendamento de 09/05/2030 às 09:00' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar agendamento?' });
    expect(await within(dialog).findByText(/O cancelamento é gratuito até/)).toHaveTextContent(
      'O cancelamento é gratuito até 09/05/2030 às 07:00.',
    );
    // Free: no cancellation fee, and the card's 3% refund fee said in reais (decision 024).
    expect(dialog).toHaveTextContent(
      /Você recebe de volta R\$\s48,50 no cartão de crédito, na fatura atual ou na próxima \(a taxa de estorno retém R\$\s1,50\)\./,
    );
  });
});
