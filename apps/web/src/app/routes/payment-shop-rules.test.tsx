import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFinalBookingData } from '../../shared/booking-draft/booking-draft';
import type { FinalBookingData } from '../../shared/booking-draft/booking-draft';
import { defaultPaymentMethods, json, stubApi } from '../../test/api-stub';
import { appointmentIds, appointmentJson } from '../../test/appointment-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

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
  ],
  selectedBarbers: ['barber-bruno'],
  totalPrice: 5000,
  // 14:00 in the shop (São Paulo), four hours from now.
  selectedDate: '2030-05-10',
  selectedTime: '14:00',
};

const created = appointmentIds.pending;

beforeEach(() => {
  // Friday 10 May 2030, 10:00 in São Paulo and already 22:00 in Tokyo.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-10T13:00:00Z'));
  vi.stubEnv('TZ', 'Asia/Tokyo');
  storeSessionCookies(client);
});

afterEach(() => {
  vi.unstubAllEnvs();
  localStorage.clear();
});

describe('/payment on a device in another time zone', () => {
  it('books the shop-local date and time: 14:00 in São Paulo is ahead, though 14:00 in Tokyo has passed', async () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Asia/Tokyo');
    saveFinalBookingData(booking);
    const createdJson = appointmentJson(created, { time: '14:00' });
    const api = stubApi({
      'POST /api/appointments': () => json(201, createdJson),
      [`GET /api/appointments/${created}`]: () => json(200, createdJson),
    });
    const app = await renderApp('/payment');

    await app.user.click(await screen.findByRole('radio', { name: /Dinheiro/ }));
    await app.user.click(screen.getByRole('button', { name: /^Agendar/ }));

    await waitFor(() => expect(app.location()).toBe(`/booking-confirmation/${created}`));
    expect(api.to('POST /api/appointments')[0]?.body).toMatchObject({
      scheduledDate: '2030-05-10',
      scheduledTime: '14:00',
      paymentMethod: 'CASH',
    });
  });
});

describe('/payment at a shop whose owner changed the fees', () => {
  it("prices each method with the shop's fee", async () => {
    vi.unstubAllEnvs();
    const fees = { PIX: 200, DEBIT_CARD: 300, CREDIT_CARD: 1000, WALLET: 0, CASH: 0 };
    saveFinalBookingData({
      ...booking,
      selectedServices: booking.selectedServices.map((service) => ({
        ...service,
        barberShopId: 'shop-centro',
      })),
    });
    stubApi({
      'GET /api/payments/methods': () =>
        json(200, {
          gateway: 'sandbox',
          publicKey: null,
          data: Object.entries(fees).map(([method, feeBasisPoints]) => ({
            method,
            id: method.toLowerCase(),
            label: method,
            available: true,
            flows: ['checkout'],
            feeBasisPoints,
            feePercent: feeBasisPoints / 100,
            refundFeeBasisPoints: 0,
            maxInstallments: 1,
          })),
        }),
    });
    const app = await renderApp('/payment');

    await app.user.click(await screen.findByRole('radio', { name: /PIX/ }));
    // 2% of R$ 50,00.
    expect(await screen.findByRole('button', { name: /^Pagar R\$\s51,00$/ })).toBeEnabled();
    await app.user.click(screen.getByRole('radio', { name: /Crédito/ }));
    expect(screen.getByRole('button', { name: /^Pagar R\$\s55,00$/ })).toBeEnabled();
  });
});

/** The shop's methods answer at the given credit-card fee, with its rules. */
function methodsAt(creditCard: number) {
  const fees = { PIX: 100, DEBIT_CARD: 300, CREDIT_CARD: creditCard, WALLET: 0, CASH: 0 };
  return json(200, {
    gateway: 'sandbox',
    publicKey: null,
    rules: {
      timeZone: 'America/Sao_Paulo',
      cancellationWindowHours: 24,
      cancellationFeePercent: 50,
      noShowFeePercent: 0,
    },
    data: Object.entries(fees).map(([method, feeBasisPoints]) => ({
      method,
      id: method.toLowerCase(),
      label: method,
      available: true,
      flows: ['card'],
      feeBasisPoints,
      feePercent: feeBasisPoints / 100,
      refundFeeBasisPoints: 0,
      maxInstallments: 1,
    })),
  });
}

describe('/payment while the owner changes the card fee', () => {
  it('shows the new total with the reason, and one tap pays it', async () => {
    vi.unstubAllEnvs();
    saveFinalBookingData({
      ...booking,
      selectedServices: booking.selectedServices.map((service) => ({
        ...service,
        barberShopId: 'shop-centro',
      })),
    });
    // The screen loaded the 8.4% fee; the owner then set 5%.
    let creditCard = 840;
    const cardJson = appointmentJson(created, {
      time: '14:00',
      paymentMethod: 'CREDIT_CARD',
      services: [{ name: 'Corte de cabelo', price: 50, durationMinutes: 40 }],
      paymentFee: 2.5,
    });
    const api = stubApi({
      'GET /api/payments/methods': () => methodsAt(creditCard),
      'POST /api/appointments': () =>
        api.to('POST /api/appointments').length === 1
          ? json(409, {
              statusCode: 409,
              error: 'Conflict',
              code: 'PRICE_CHANGED',
              message: 'O valor do agendamento mudou. Confira o novo total e confirme novamente.',
              field: 'totalPrice',
              details: { subtotal: 50, discount: 0, paymentFee: 2.5, total: 52.5 },
            })
          : json(201, cardJson),
    });
    const app = await renderApp('/payment');

    await app.user.click(await screen.findByRole('radio', { name: /Crédito/ }));
    creditCard = 500;
    await app.user.click(screen.getByRole('button', { name: /^Pagar R\$\s54,20$/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /A taxa do cartão de crédito mudou de R\$\s4,20 para R\$\s2,50\. Novo total: R\$\s52,50/,
    );
    await app.user.click(screen.getByRole('button', { name: /^Pagar R\$\s52,50$/ }));

    await waitFor(() => expect(app.location()).toBe(`/payment/card/${created}`));
    expect(api.to('POST /api/appointments').map((request) => request.body)).toMatchObject([
      { paymentMethod: 'CREDIT_CARD', totalPrice: 54.2 },
      { paymentMethod: 'CREDIT_CARD', totalPrice: 52.5 },
    ]);
  });
});

describe('/payment at a shop without its own Mercado Pago account', () => {
  it('offers cash and the wallet only, and says why', async () => {
    vi.unstubAllEnvs();
    const message =
      'Esta barbearia ainda não recebe pagamentos online. Escolha pagar na barbearia, em dinheiro.';
    saveFinalBookingData({
      ...booking,
      selectedServices: booking.selectedServices.map((service) => ({
        ...service,
        barberShopId: 'shop-sem-conta',
      })),
    });
    stubApi({
      'GET /api/payments/methods': () =>
        json(200, { ...defaultPaymentMethods, onlinePayments: { available: false, message } }),
    });
    await renderApp('/payment');

    expect(await screen.findByText(message)).toBeVisible();
    // PIX, preselected elsewhere, gives way to cash.
    expect(screen.getByRole('radio', { name: /Dinheiro/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Carteira/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /PIX/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Cartão de Crédito/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Cartão de Débito/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Agendar/ })).toBeEnabled();
  });
});
