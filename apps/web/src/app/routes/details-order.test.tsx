import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../test/api-stub';
import type { RecordedRequest } from '../../test/api-stub';
import { appointmentIds, appointmentJson, barberId } from '../../test/appointment-fixtures';
import { availabilityJson } from '../../test/booking-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { paymentJson } from '../../test/payment-fixtures';
import { renderApp } from '../../test/render-app';

const id = appointmentIds.pending;
const detail = `GET /api/appointments/${id}`;
const times = `GET /api/working-hours/barber/${barberId}/available-times`;

beforeEach(() => {
  // Wednesday 8 May 2030, 09:00 in São Paulo.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
  storeSessionCookies(client);
});

describe('/detailsorder/{id}', () => {
  it('shows a card per service, starting one after the other, and the payment box', async () => {
    stubApi({
      [detail]: () =>
        json(200, appointmentJson(id, { discount: 8.5, paymentMethod: 'PIX', paymentFee: 0.77 })),
    });
    await renderApp(`/detailsorder/${id}`);

    const services = await screen.findByRole('region', { name: 'Serviços' });
    const cards = within(services).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Corte de cabelo');
    expect(cards[0]).toHaveTextContent('10/05/2030 às 09:00');
    expect(cards[0]).toHaveTextContent('40 min');
    expect(cards[1]).toHaveTextContent('Barba completa');
    expect(cards[1]).toHaveTextContent('10/05/2030 às 09:40');
    expect(cards[1]).toHaveTextContent('Navalha Barbearia');
    expect(cards[1]).toHaveTextContent('Bruno Barbeiro');
    const payment = screen.getByRole('region', { name: 'Pagamento' });
    expect(payment).toHaveTextContent('Desconto−R$ 8,50');
    expect(payment).toHaveTextContent('PIX');
    expect(payment).toHaveTextContent('TotalR$ 77,27');
    expect(screen.getByText('Pendente')).toBeVisible();
  });

  it('shows the fee kept on a cancelled cash booking, and where a card refund goes (issue 18 §2)', async () => {
    stubApi({
      [detail]: () =>
        json(200, {
          ...appointmentJson(id, { status: 'CANCELLED', paymentStatus: 'CANCELLED' }),
          cancellationFee: 20,
        }),
    });
    await renderApp(`/detailsorder/${id}`);
    const outcome = await screen.findByTestId('desfecho');
    expect(outcome).toHaveTextContent(/Taxa de cancelamentoR\$\s20,00/);
  });

  it('says how much a refunded card booking gets back, where and when', async () => {
    stubApi({
      [detail]: () =>
        json(200, {
          ...appointmentJson(id, {
            status: 'CANCELLED',
            paymentStatus: 'REFUNDED',
            paymentMethod: 'CREDIT_CARD',
            paymentFee: 7.14,
          }),
          cancellationFee: 46.07,
        }),
      [`GET /api/payments/appointment/${id}`]: () =>
        json(200, { ...paymentJson(id, { status: 'REFUNDED' }), refundedAmount: 44.69 }),
    });
    await renderApp(`/detailsorder/${id}`);
    const outcome = await screen.findByTestId('desfecho');
    expect(outcome).toHaveTextContent(/Taxa de cancelamentoR\$\s46,07/);
    expect(
      await within(outcome).findByText(
        /^R\$\s44,69 no cartão de crédito, na fatura atual ou na próxima$/,
      ),
    ).toBeVisible();
  });

  it("shows the shop's reason for cancelling and what was refunded (issue 17 §2)", async () => {
    stubApi({
      [detail]: () =>
        json(200, {
          ...appointmentJson(id, { status: 'CANCELLED', paymentStatus: 'REFUNDED' }),
          cancellationReason: 'Barbeiro indisponível',
        }),
      [`GET /api/payments/appointment/${id}`]: () =>
        json(200, { ...paymentJson(id, { status: 'REFUNDED' }), refundedAmount: 20 }),
    });
    await renderApp(`/detailsorder/${id}`);
    const outcome = await screen.findByTestId('desfecho');
    expect(outcome).toHaveTextContent('Motivo do cancelamentoBarbeiro indisponível');
    expect(await within(outcome).findByText('R$ 20,00')).toBeVisible();
  });

  it("says 'Pago' once the booking is paid", async () => {
    stubApi({
      [detail]: () =>
        json(200, appointmentJson(id, { status: 'CONFIRMED', paymentStatus: 'COMPLETED' })),
    });
    await renderApp(`/detailsorder/${id}`);
    expect(await screen.findByTestId('desfecho')).toHaveTextContent('PagamentoPago');
  });

  it("names no barber as 'Barbeiro não especificado'", async () => {
    stubApi({ [detail]: () => json(200, appointmentJson(id, { barberName: ' ' })) });
    await renderApp(`/detailsorder/${id}`);
    expect(await screen.findAllByText('Barbeiro não especificado')).toHaveLength(2);
  });

  it("says 'Agendamento não encontrado' with a way back to 'Minha Agenda'", async () => {
    stubApi({
      [detail]: () => apiError(404, 'NOT_FOUND', 'Agendamento não encontrado'),
      'GET /api/appointments/my-history': () =>
        json(200, { data: [], page: 1, limit: 100, total: 0 }),
    });
    const app = await renderApp(`/detailsorder/${id}`);

    expect(await screen.findByText('Agendamento não encontrado')).toBeVisible();
    await app.user.click(screen.getByRole('link', { name: 'Voltar para Minha Agenda' }));
    await waitFor(() => expect(app.location()).toBe('/mybookings'));
  });

  it('does not ask the server about an id that is not one', async () => {
    const api = stubApi({});
    await renderApp('/detailsorder/abc');
    expect(await screen.findByText('Agendamento não encontrado')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it("cancels from the details page and shows 'Cancelado'", async () => {
    let status = 'PENDING';
    const api = stubApi({
      [detail]: () => json(200, appointmentJson(id, { status })),
      [`DELETE /api/appointments/${id}`]: () => {
        status = 'CANCELLED';
        return json(200, { id, status, cancellationFee: 0, canCancelFree: true });
      },
    });
    const app = await renderApp(`/detailsorder/${id}`);

    await app.user.click(await screen.findByRole('button', { name: 'Cancelar agendamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar agendamento?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar agendamento' }));

    expect(await screen.findByText('Cancelado')).toBeVisible();
    expect(await screen.findByText('Agendamento cancelado com sucesso.')).toBeVisible();
    expect(api.to(`DELETE /api/appointments/${id}`)).toHaveLength(1);
    // A cancelled booking can be neither cancelled nor moved again.
    expect(screen.queryByRole('button', { name: 'Alterar data' })).not.toBeInTheDocument();
  });

  it("says 'Erro ao cancelar agendamento' when the cancellation fails", async () => {
    stubApi({
      [detail]: () => json(200, appointmentJson(id)),
      [`DELETE /api/appointments/${id}`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const app = await renderApp(`/detailsorder/${id}`);

    await app.user.click(await screen.findByRole('button', { name: 'Cancelar agendamento' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar agendamento' }));
    expect(await screen.findByText('Erro ao cancelar agendamento')).toBeVisible();
    expect(screen.getByText('Erro de conexão. Verifique sua internet.')).toBeVisible();
  });

  it('moves a pending booking to a new free time and saves it', async () => {
    let current = appointmentJson(id);
    const api = stubApi({
      [detail]: () => json(200, current),
      [times]: (request: RecordedRequest) => {
        const date = new URLSearchParams(request.search).get('date');
        return json(
          200,
          availabilityJson(['09:00', '09:30', '10:00'], date === '2030-05-11' ? ['10:00'] : []),
        );
      },
      [`PATCH /api/appointments/${id}`]: (request) => {
        const body = request.body as { scheduledDate: string; scheduledTime: string };
        current = appointmentJson(id, { date: body.scheduledDate, time: body.scheduledTime });
        return json(200, current);
      },
    });
    const app = await renderApp(`/detailsorder/${id}`);

    await app.user.click(await screen.findByRole('button', { name: 'Alterar data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar data' });
    expect(
      await within(dialog).findByText('Nenhum horário disponível para esta data'),
    ).toBeVisible();
    expect(api.to(times)[0]?.search).toBe('?date=2030-05-10&serviceDuration=70');

    await app.user.click(within(dialog).getByRole('button', { name: 'Sáb, 11/05/2030' }));
    const save = within(dialog).getByRole('button', { name: 'Salvar nova data' });
    expect(save).toBeDisabled();
    await app.user.click(await within(dialog).findByRole('button', { name: '10:00' }));
    await app.user.click(save);

    expect(await screen.findByText('Data do agendamento alterada com sucesso.')).toBeVisible();
    expect(api.to(`PATCH /api/appointments/${id}`)[0]?.body).toEqual({
      scheduledDate: '2030-05-11',
      scheduledTime: '10:00',
    });
    const services = screen.getByRole('region', { name: 'Serviços' });
    await waitFor(() => expect(services).toHaveTextContent('11/05/2030 às 10:00'));
  });

  it("shows the server's message when the new time was taken meanwhile", async () => {
    const api = stubApi({
      [detail]: () => json(200, appointmentJson(id)),
      [times]: () => json(200, availabilityJson(['09:00', '10:00'], ['10:00'])),
      [`PATCH /api/appointments/${id}`]: () =>
        apiError(409, 'SLOT_UNAVAILABLE', 'Horário indisponível. Escolha outro horário.'),
    });
    const app = await renderApp(`/detailsorder/${id}`);

    await app.user.click(await screen.findByRole('button', { name: 'Alterar data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar data' });
    await app.user.click(await within(dialog).findByRole('button', { name: '10:00' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Salvar nova data' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Horário indisponível. Escolha outro horário.',
    );
    // The times are asked for again, and the dialog stays open.
    await waitFor(() => expect(api.to(times).length).toBeGreaterThan(1));
    expect(within(dialog).getByRole('button', { name: 'Salvar nova data' })).toBeDisabled();
  });

  it('offers no date change once the booking is confirmed', async () => {
    stubApi({ [detail]: () => json(200, appointmentJson(id, { status: 'CONFIRMED' })) });
    await renderApp(`/detailsorder/${id}`);
    expect(await screen.findByRole('button', { name: 'Cancelar agendamento' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Alterar data' })).not.toBeInTheDocument();
  });

  it('offers a date change for a paid booking while the server allows it (decision 025)', async () => {
    const paid = {
      ...appointmentJson(id, { status: 'CONFIRMED', paymentStatus: 'COMPLETED' }),
      reschedule: { allowed: true, reason: null, freeUntil: '2030-05-09T12:00:00.000Z' },
    };
    stubApi({ [detail]: () => json(200, paid) });
    await renderApp(`/detailsorder/${id}`);
    expect(await screen.findByRole('button', { name: 'Alterar data' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Pagar agora' })).not.toBeInTheDocument();
  });

  it('says why a paid booking can no longer be moved', async () => {
    const reason =
      'A remarcação sem custo ia até 09/05/2030 às 09:00 (24 h antes do horário). ' +
      'Para mudar agora, fale com a barbearia.';
    const late = {
      ...appointmentJson(id, { status: 'CONFIRMED', paymentStatus: 'COMPLETED' }),
      reschedule: { allowed: false, reason, freeUntil: null },
    };
    stubApi({ [detail]: () => json(200, late) });
    await renderApp(`/detailsorder/${id}`);
    expect(await screen.findByText(reason)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Alterar data' })).not.toBeInTheDocument();
  });

  it("offers 'Pagar agora' with the time left for a declined payment", async () => {
    const payBy = new Date(Date.now() + 12 * 60_000 - 1_000).toISOString();
    const declined = {
      ...appointmentJson(id, { paymentMethod: 'PIX', paymentStatus: 'FAILED' }),
      payBy,
    };
    stubApi({ [detail]: () => json(200, declined) });
    await renderApp(`/detailsorder/${id}`);
    expect(await screen.findByRole('link', { name: 'Pagar agora' })).toHaveAttribute(
      'href',
      `/payment/booking/${id}`,
    );
    expect(screen.getByText(/faltam 12 min/)).toBeVisible();
  });
});
