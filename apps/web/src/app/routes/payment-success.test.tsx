import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  saveFinalBookingData,
  savePendingPaymentId,
} from '../../shared/booking-draft/booking-draft';
import { apiError, json, stubApi } from '../../test/api-stub';
import { appointmentIds, appointmentJson } from '../../test/appointment-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { paymentIds, paymentJson } from '../../test/payment-fixtures';
import { renderApp } from '../../test/render-app';

const id = appointmentIds.pending;

interface SuccessScene {
  appointment?: () => Response;
  payment?: () => Response;
}

function stubSuccess(paymentStatus: string, scene: SuccessScene = {}) {
  const {
    appointment = () =>
      json(
        200,
        appointmentJson(id, { paymentMethod: 'PIX', status: 'CONFIRMED', paymentFee: 0.85 }),
      ),
    payment = () => json(200, paymentJson(id, { status: paymentStatus })),
  } = scene;
  return stubApi({
    [`GET /api/appointments/${id}`]: appointment,
    [`GET /api/payments/appointment/${id}`]: payment,
    [`GET /api/payments/${paymentIds.pix}/status`]: () =>
      json(200, {
        id: paymentIds.pix,
        appointmentId: id,
        status: paymentStatus,
        failureReason: null,
        appointmentStatus: 'PENDING',
        appointmentPaymentStatus: paymentStatus,
      }),
    [`GET /api/payments/${paymentIds.pix}/sync-status`]: () =>
      json(200, {
        id: paymentIds.pix,
        appointmentId: id,
        status: paymentStatus,
        failureReason: null,
        appointmentStatus: 'PENDING',
        appointmentPaymentStatus: paymentStatus,
      }),
    'GET /api/appointments/my-appointments': () =>
      json(200, { data: [], page: 1, limit: 5, total: 0 }),
    'GET /api/services/for-selection': () => json(200, []),
    'GET /api/users/barbers/for-home': () => json(200, { data: [], page: 1, limit: 8, total: 0 }),
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
  storeSessionCookies(client);
});

afterEach(() => localStorage.clear());

describe('/payment/success', () => {
  it('sums the paid booking up, clears the booking draft and says so', async () => {
    saveFinalBookingData({
      selectedServices: [
        {
          id: 'svc',
          name: 'Corte',
          durationMinutes: 30,
          price: 5000,
          pricing: { finalPrice: 5000 },
        },
      ],
      selectedBarbers: ['barber'],
      totalPrice: 5000,
      selectedDate: '2030-05-10',
      selectedTime: '09:00',
    });
    savePendingPaymentId('pay-old');
    stubSuccess('COMPLETED');
    await renderApp(`/payment/success?appointmentId=${id}`);

    expect(await screen.findByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible();
    expect(
      await screen.findByText('Pagamento confirmado! Seu agendamento foi atualizado.'),
    ).toBeVisible();
    const details = screen.getByRole('region', { name: 'Detalhes do pagamento' });
    for (const text of [
      '10/05/2030',
      '09:00',
      'Bruno Barbeiro',
      'Corte de cabelo + Barba completa',
      '#aaaaaaaa',
    ]) {
      expect(details).toHaveTextContent(text);
    }
    expect(details).toHaveTextContent(/Total pago\s*R\$\s85,85/);
    expect(screen.getByText('Chegue 5 minutos antes do horário marcado.')).toBeVisible();
    expect(screen.getByText(/por e-mail/)).toBeVisible();
    expect(screen.getByText(/cancele com antecedência/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver meus agendamentos' })).toHaveAttribute(
      'href',
      '/my-bookings',
    );
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    expect(localStorage.getItem('finalBookingData')).toBeNull();
    expect(localStorage.getItem('pendingPaymentId')).toBeNull();
  });

  it('does not take the address at its word: an unpaid booking goes to the pending page', async () => {
    stubSuccess('PENDING');
    const app = await renderApp(`/payment/success?appointmentId=${id}`);
    await waitFor(() => expect(app.location()).toBe('/payment/pending'));
    expect(
      screen.queryByText('Pagamento confirmado! Seu agendamento foi atualizado.'),
    ).not.toBeInTheDocument();
  });

  it("says 'ID do agendamento não encontrado' and goes home without an appointmentId", async () => {
    stubSuccess('COMPLETED');
    const app = await renderApp('/payment/success');
    expect(await screen.findByText('ID do agendamento não encontrado')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('says the booking could not be loaded and goes home', async () => {
    const api = stubSuccess('COMPLETED', {
      appointment: () => apiError(404, 'NOT_FOUND', 'Agendamento não encontrado'),
    });
    const app = await renderApp(`/payment/success?appointmentId=${id}`);
    expect(await screen.findByText('Agendamento não encontrado')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(api.to(`GET /api/payments/appointment/${id}`)).toHaveLength(0);
    expect(
      screen.queryByText('Pagamento confirmado! Seu agendamento foi atualizado.'),
    ).not.toBeInTheDocument();
  });

  it("says 'Erro ao processar pagamento' and goes home when the payment cannot be loaded", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
    saveFinalBookingData({
      selectedServices: [],
      selectedBarbers: ['barber'],
      totalPrice: 5000,
      selectedDate: '2030-05-10',
      selectedTime: '09:00',
    });
    const api = stubSuccess('COMPLETED', {
      payment: () => apiError(500, 'INTERNAL', 'Erro interno do servidor'),
    });
    const app = await renderApp(`/payment/success?appointmentId=${id}`, {
      advanceTimers: vi.advanceTimersByTime,
    });
    // A server failure is asked twice more (1 s, then 2 s later) before the page gives up.
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByText('Erro ao processar pagamento')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(api.to(`GET /api/payments/appointment/${id}`)).toHaveLength(3);
    expect(
      screen.queryByText('Pagamento confirmado! Seu agendamento foi atualizado.'),
    ).not.toBeInTheDocument();
    // Nothing was paid: the booking draft stays.
    expect(localStorage.getItem('finalBookingData')).not.toBeNull();
  });
});
