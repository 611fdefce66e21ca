import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPayButtonLabel } from '../../features/appointments/components/payment-checkout';
import {
  bookingDraftKeys,
  saveBookingData,
  saveFinalBookingData,
  savePendingBookingData,
  savePendingPaymentId,
  saveSelectedServices,
} from '../../lib/booking-draft';
import type { DraftService, FinalBookingData } from '../../lib/booking-draft';
import { apiError, json, stubApi } from '../../test/api-stub';
import { appointmentIds, appointmentJson } from '../../test/appointment-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const corte: DraftService = {
  id: 'svc-corte',
  name: 'Corte de cabelo',
  durationMinutes: 40,
  price: 5000,
  pricing: { finalPrice: 5000 },
  iconKey: 'haircut',
};
const barba: DraftService = {
  id: 'svc-barba',
  name: 'Barba completa',
  durationMinutes: 30,
  price: 4000,
  pricing: { finalPrice: 3500 },
  iconKey: 'beard',
};

const finalBooking: FinalBookingData = {
  selectedServices: [corte, barba],
  selectedBarbers: ['barber-bruno'],
  barbers: [{ id: 'barber-bruno', name: 'Bruno Barbeiro', avatarUrl: null }],
  totalPrice: 8500,
  selectedDate: '2030-05-10',
  selectedTime: '14:00',
};

const created = appointmentIds.pending;
const createdJson = appointmentJson(created, { time: '14:00', discount: 8.5 });

/** The whole draft as the earlier steps leave it, plus a key that is not the booking's. */
function saveDraft(booking: FinalBookingData = finalBooking) {
  saveSelectedServices(booking.selectedServices);
  saveBookingData({ ...booking, selectedBarbers: booking.selectedBarbers });
  saveFinalBookingData(booking);
  savePendingBookingData({
    paymentMethod: 'CASH',
    promotionCode: 'NAVALHA10',
    notes: 'Sem máquina',
    subtotal: 8500,
    discount: 850,
    paymentFee: 0,
    total: 7650,
  });
  savePendingPaymentId('pay-old');
  localStorage.setItem('navalha-theme', 'claro');
}

beforeEach(() => {
  // Wednesday 8 May 2030, 09:00 in São Paulo.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
  storeSessionCookies(client);
});

afterEach(() => localStorage.clear());

describe('/payment', () => {
  it('sums up the booking and offers cash now, PIX and cards soon', async () => {
    saveDraft();
    stubApi({});
    await renderApp('/payment');

    const summary = await screen.findByRole('region', { name: 'Resumo do pedido' });
    expect(summary).toHaveTextContent('10/05/2030');
    expect(summary).toHaveTextContent('14:00');
    expect(summary).toHaveTextContent('70 min');
    expect(summary).toHaveTextContent('Barba completa');
    expect(summary).toHaveTextContent('R$ 35,00');
    expect(summary).toHaveTextContent('Bruno Barbeiro');

    const methods = screen.getByRole('group', { name: 'Forma de pagamento' });
    expect(within(methods).getByRole('radio', { name: /Dinheiro/ })).toBeChecked();
    for (const name of [/PIX/, /Cartão de Crédito/, /Cartão de Débito/]) {
      expect(within(methods).getByRole('radio', { name })).toBeDisabled();
    }
    expect(screen.getAllByText('Em breve')).toHaveLength(3);
    expect(screen.getByRole('button', { name: /^Agendar R\$\s76,50$/ })).toBeEnabled();
  });

  it("labels the button 'Agendar' for cash and 'Pagar' for a method paid now", () => {
    expect(getPayButtonLabel('CASH')).toBe('Agendar');
    expect(getPayButtonLabel('PIX')).toBe('Pagar');
    expect(getPayButtonLabel('CREDIT_CARD')).toBe('Pagar');
    expect(getPayButtonLabel('DEBIT_CARD')).toBe('Pagar');
  });

  it('books with cash: posts the order, clears exactly the draft and shows the confirmation', async () => {
    saveDraft();
    const api = stubApi({
      'POST /api/appointments': () => json(201, createdJson),
      [`GET /api/appointments/${created}`]: () => json(200, createdJson),
    });
    const app = await renderApp('/payment');

    await app.user.click(await screen.findByRole('button', { name: /^Agendar/ }));

    await waitFor(() => expect(app.location()).toBe(`/booking-confirmation/${created}`));
    expect(
      await screen.findByText(
        'Agendamento realizado com sucesso! Pagamento será feito na barbearia.',
      ),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Agendamento Solicitado!' })).toBeVisible();
    expect(api.to('POST /api/appointments')).toHaveLength(1);
    expect(api.to('POST /api/appointments')[0]?.body).toEqual({
      serviceIds: ['svc-corte', 'svc-barba'],
      barberIds: ['barber-bruno'],
      scheduledDate: '2030-05-10',
      scheduledTime: '14:00',
      paymentMethod: 'CASH',
      totalPrice: 76.5,
      promotionCode: 'NAVALHA10',
      notes: 'Sem máquina',
    });
    for (const key of bookingDraftKeys) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('navalha-theme')).toBe('claro');
  });

  it('blocks the button while the booking is on its way', async () => {
    saveDraft();
    let answer: (response: Response) => void = () => undefined;
    const api = stubApi({
      'POST /api/appointments': () => new Promise<Response>((resolve) => (answer = resolve)),
      [`GET /api/appointments/${created}`]: () => json(200, createdJson),
    });
    const app = await renderApp('/payment');

    await app.user.click(await screen.findByRole('button', { name: /^Agendar/ }));
    const busy = await screen.findByRole('button', { name: 'Processando…' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Dinheiro/ })).toBeDisabled();
    await app.user.click(busy);
    expect(api.to('POST /api/appointments')).toHaveLength(1);

    answer(json(201, createdJson));
    await waitFor(() => expect(app.location()).toBe(`/booking-confirmation/${created}`));
  });

  it('shows the new total when the price changed, and books with it on the next tap', async () => {
    saveDraft();
    let calls = 0;
    const api = stubApi({
      'POST /api/appointments': () => {
        calls += 1;
        if (calls === 1) {
          return json(409, {
            statusCode: 409,
            error: 'Conflict',
            code: 'PRICE_CHANGED',
            message: 'O valor do agendamento mudou. Confira o novo total e confirme novamente.',
            field: 'totalPrice',
            details: { subtotal: 90, discount: 9, paymentFee: 0, total: 81 },
          });
        }
        return json(201, createdJson);
      },
      [`GET /api/appointments/${created}`]: () => json(200, createdJson),
    });
    const app = await renderApp('/payment');

    await app.user.click(await screen.findByRole('button', { name: /^Agendar R\$\s76,50$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /O valor do agendamento mudou\. Confira o novo total e confirme novamente\. Novo total: R\$\s81,00/,
    );
    await app.user.click(screen.getByRole('button', { name: /^Agendar R\$\s81,00$/ }));

    await waitFor(() => expect(app.location()).toBe(`/booking-confirmation/${created}`));
    expect(api.to('POST /api/appointments').map((request) => request.body)).toMatchObject([
      { totalPrice: 76.5 },
      { totalPrice: 81 },
    ]);
  });

  it('sends the client to pick another time when the slot was taken', async () => {
    saveDraft();
    stubApi({
      'POST /api/appointments': () =>
        apiError(409, 'SLOT_UNAVAILABLE', 'Horário indisponível. Escolha outro horário.'),
    });
    const app = await renderApp('/payment');

    await app.user.click(await screen.findByRole('button', { name: /^Agendar/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Horário indisponível. Escolha outro horário.',
    );
    expect(screen.getByRole('link', { name: 'Escolher outro horário' })).toHaveAttribute(
      'href',
      '/calendar',
    );
    // Nothing was booked: the draft stays for the next try.
    expect(localStorage.getItem('finalBookingData')).not.toBeNull();
    expect(app.location()).toBe('/payment');
  });

  it('refuses a time that has passed without asking the server', async () => {
    saveDraft({ ...finalBooking, selectedDate: '2030-05-08', selectedTime: '08:30' });
    const api = stubApi({});
    const app = await renderApp('/payment');

    await app.user.click(await screen.findByRole('button', { name: /^Agendar/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A data e hora selecionadas devem estar no futuro',
    );
    expect(api.to('POST /api/appointments')).toHaveLength(0);
  });

  it("shows the server's validation message", async () => {
    saveDraft();
    stubApi({
      'POST /api/appointments': () =>
        apiError(
          400,
          'INVALID_PROMO_CODE',
          'Código promocional inválido ou expirado',
          'promotionCode',
        ),
    });
    const app = await renderApp('/payment');

    await app.user.click(await screen.findByRole('button', { name: /^Agendar/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Código promocional inválido ou expirado',
    );
  });

  it("sends a visitor without a booking to /services with 'Dados incompletos para o agendamento'", async () => {
    stubApi({ 'GET /api/services/for-selection': () => json(200, []) });
    const app = await renderApp('/payment');
    expect(await screen.findByText('Dados incompletos para o agendamento')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/services'));
  });
});
