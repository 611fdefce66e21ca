import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bookingDraftKeys,
  saveFinalBookingData,
  savePendingBookingData,
} from '../../shared/booking-draft/booking-draft';
import type { FinalBookingData } from '../../shared/booking-draft/booking-draft';
import { apiError, defaultPaymentMethods, json, stubApi } from '../../test/api-stub';
import { appointmentIds, appointmentJson } from '../../test/appointment-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { paymentJson } from '../../test/payment-fixtures';
import { renderApp } from '../../test/render-app';
import { walletJson } from '../../test/wallet-fixtures';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const booking: FinalBookingData = {
  selectedServices: [
    {
      id: 'svc-corte',
      name: 'Corte de cabelo',
      durationMinutes: 40,
      price: 5000,
      pricing: { finalPrice: 5000 },
      iconKey: 'haircut',
    },
    {
      id: 'svc-barba',
      name: 'Barba completa',
      durationMinutes: 30,
      price: 3500,
      pricing: { finalPrice: 3500 },
      iconKey: 'beard',
    },
  ],
  selectedBarbers: ['barber-bruno'],
  barbers: [{ id: 'barber-bruno', name: 'Bruno Barbeiro', avatarUrl: null }],
  totalPrice: 8500,
  selectedDate: '2030-05-10',
  selectedTime: '14:00',
};

const created = appointmentIds.pending;
const booked = appointmentJson(created, { time: '14:00', discount: 8.5, paymentMethod: 'WALLET' });
const confirmed = { ...booked, status: 'CONFIRMED', paymentStatus: 'COMPLETED' };

/** The draft as /confirm leaves it: NAVALHA10 applied (R$ 76,50 with no fee), `method` chosen. */
function saveDraft(method: 'CASH' | 'WALLET' = 'CASH') {
  saveFinalBookingData(booking);
  savePendingBookingData({
    paymentMethod: method,
    promotionCode: 'NAVALHA10',
    notes: null,
    subtotal: 8500,
    discount: 850,
    paymentFee: 0,
    total: 7650,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
  storeSessionCookies(client);
});

afterEach(() => localStorage.clear());

describe("/payment with 'Carteira'", () => {
  it('shows the balance, books and pays from it, and opens the confirmed booking', async () => {
    saveDraft();
    let paid = false;
    const api = stubApi({
      'GET /api/wallet': () => json(200, walletJson(paid ? 123.5 : 200)),
      'POST /api/appointments': () => json(201, booked),
      'POST /api/payments/create': () => {
        paid = true;
        return json(
          201,
          paymentJson(created, {
            method: 'WALLET',
            flow: 'cash',
            status: 'COMPLETED',
            amount: 76.5,
          }),
        );
      },
      [`GET /api/appointments/${created}`]: () => json(200, paid ? confirmed : booked),
    });
    const app = await renderApp('/payment');

    const methods = await screen.findByRole('group', { name: 'Forma de pagamento' });
    const wallet = await within(methods).findByRole('radio', {
      name: /Carteira.*Saldo: R\$\s200,00 · Sem taxa/,
    });
    expect(wallet).toBeEnabled();
    await app.user.click(wallet);
    expect(screen.getByText(/debitado do saldo da sua carteira na hora, sem taxa/)).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: /^Pagar R\$\s76,50$/ }));

    await waitFor(() => expect(app.location()).toBe(`/booking-confirmation/${created}`));
    expect(
      await screen.findByText(
        'Pagamento realizado com o saldo da carteira! Seu agendamento foi confirmado.',
      ),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Agendamento Confirmado!' })).toBeVisible();

    expect(api.to('POST /api/appointments')[0]?.body).toMatchObject({
      paymentMethod: 'WALLET',
      totalPrice: 76.5,
    });
    const [pay] = api.to('POST /api/payments/create');
    expect(pay?.body).toEqual({
      appointmentId: created,
      amount: 76.5,
      method: 'wallet',
      description: 'Navalha: Corte de cabelo + Barba completa',
      currency: 'BRL',
    });
    expect(pay?.headers.get('Idempotency-Key')).toMatch(uuid);
    for (const key of bookingDraftKeys) expect(localStorage.getItem(key)).toBeNull();
  });

  it('is disabled with why when the balance is short, with the way to deposit', async () => {
    saveDraft('WALLET');
    const api = stubApi({ 'GET /api/wallet': () => json(200, walletJson(20)) });
    await renderApp('/payment');

    const wallet = await screen.findByRole('radio', {
      name: /Carteira.*Saldo insuficiente: R\$\s20,00 de R\$\s76,50/,
    });
    expect(wallet).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      /Saldo insuficiente: R\$\s20,00 de R\$\s76,50\. Escolha outra forma de pagamento\./,
    );
    expect(screen.getByRole('link', { name: 'Depositar na carteira' })).toHaveAttribute(
      'href',
      '/wallet',
    );
    expect(screen.getByRole('button', { name: /^Pagar/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /PIX/ })).toBeEnabled();
    expect(api.to('POST /api/appointments')).toHaveLength(0);
  });

  it('offers no deposit when short at a shop that takes no online payment', async () => {
    saveDraft('WALLET');
    saveFinalBookingData({
      ...booking,
      selectedServices: booking.selectedServices.map((service) => ({
        ...service,
        barberShopId: 'shop-sem-conta',
      })),
    });
    stubApi({
      'GET /api/wallet': () => json(200, walletJson(20)),
      'GET /api/payments/methods': () =>
        json(200, {
          ...defaultPaymentMethods,
          onlinePayments: { available: false, message: 'Sem pagamentos online.' },
        }),
    });
    await renderApp('/payment');

    expect(await screen.findByText('Sem pagamentos online.')).toBeVisible();
    expect(await screen.findByRole('radio', { name: /Dinheiro/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /PIX/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Depositar na carteira' })).toBeNull();
  });

  it("says 'Saldo insuficiente na carteira' when the server finds the balance short", async () => {
    saveDraft('WALLET');
    let balance = 200;
    const api = stubApi({
      'GET /api/wallet': () => json(200, walletJson(balance)),
      'POST /api/appointments': () => json(201, booked),
      'POST /api/payments/create': () => {
        // Spent in another tab meanwhile.
        balance = 10;
        return apiError(409, 'INSUFFICIENT_BALANCE', 'Saldo insuficiente na carteira');
      },
    });
    const app = await renderApp('/payment');

    await app.user.click(await screen.findByRole('button', { name: /^Pagar R\$\s76,50$/ }));
    expect(await screen.findByText('Saldo insuficiente na carteira')).toBeVisible();
    expect(app.location()).toBe('/payment');
    // The balance is read again and the choice follows it.
    expect(
      await screen.findByRole('radio', { name: /Saldo insuficiente: R\$\s10,00 de R\$\s76,50/ }),
    ).toBeDisabled();
    expect(api.to('GET /api/wallet')).toHaveLength(2);
    expect(localStorage.getItem('finalBookingData')).not.toBeNull();
  });

  it('waits for the balance before offering the wallet', async () => {
    saveDraft();
    stubApi({ 'GET /api/wallet': () => new Promise<Response>(() => undefined) });
    await renderApp('/payment');
    expect(
      await screen.findByRole('radio', { name: /Carteira.*Carregando o saldo da carteira/ }),
    ).toBeDisabled();
  });
});
