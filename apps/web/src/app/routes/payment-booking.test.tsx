import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readPendingCardPayment,
  readPixPaymentData,
} from '../../shared/booking-draft/booking-draft';
import { defaultPaymentMethods, json, stubApi } from '../../test/api-stub';
import { appointmentIds, appointmentJson } from '../../test/appointment-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { paymentIds, paymentJson, statusJson } from '../../test/payment-fixtures';
import { renderApp } from '../../test/render-app';
import { walletJson } from '../../test/wallet-fixtures';

const id = appointmentIds.pending;

/** A PIX booking whose payment was declined, payable for 12 more minutes. */
function declined(overrides: object = {}) {
  return {
    ...appointmentJson(id, { paymentMethod: 'PIX', paymentStatus: 'FAILED', paymentFee: 0.85 }),
    payBy: '2030-05-08T12:12:00.000Z',
    ...overrides,
  };
}

function stubPayBooking(booking: object = declined()) {
  return stubApi({
    [`GET /api/appointments/${id}`]: () => json(200, booking),
    'POST /api/payments/pix/create': () => json(201, paymentJson(id, { id: paymentIds.renewed })),
    [`GET /api/payments/${paymentIds.renewed}/status`]: () =>
      json(200, statusJson(id, 'PENDING', { id: paymentIds.renewed })),
    'GET /api/wallet/balance': () => json(200, { balance: 0 }),
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
  storeSessionCookies(client);
});

afterEach(() => localStorage.clear());

describe('/payment/booking/{id} (Pagar agora)', () => {
  it('pays a declined PIX booking again with a new code for the same booking', async () => {
    const api = stubPayBooking();
    const app = await renderApp(`/payment/booking/${id}`);

    expect(await screen.findByText('Pague até 09:12 (faltam 12 min)')).toBeVisible();
    await app.user.click(await screen.findByRole('button', { name: /Pagar R\$\s85,85/ }));

    await waitFor(() => expect(app.location()).toBe(`/payment/pix/${id}`));
    expect(api.to('POST /api/payments/pix/create')[0]?.body).toMatchObject({
      appointmentId: id,
      amount: 85.85,
    });
    expect(api.to('POST /api/appointments')).toHaveLength(0);
    expect(readPixPaymentData()?.paymentId).toBe(paymentIds.renewed);
  });

  it("pays by card at the card's total, on the card page of the same booking", async () => {
    stubPayBooking();
    const app = await renderApp(`/payment/booking/${id}`);
    await app.user.click(await screen.findByRole('radio', { name: /Cartão de Crédito/ }));
    await app.user.click(screen.getByRole('button', { name: /^Pagar R\$/ }));

    await waitFor(() => expect(app.location()).toBe(`/payment/card/${id}`));
    expect(readPendingCardPayment()).toMatchObject({ appointmentId: id, method: 'CREDIT_CARD' });
  });

  it('says there is nothing to pay for a paid booking', async () => {
    stubPayBooking(declined({ paymentStatus: 'COMPLETED', status: 'CONFIRMED', payBy: null }));
    await renderApp(`/payment/booking/${id}`);
    expect(await screen.findByText('Este agendamento não tem pagamento pendente.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Pagar R\$/ })).not.toBeInTheDocument();
  });

  it('pays the rest after a deposit: the total minus what was paid, by any online method', async () => {
    const api = stubPayBooking({
      ...appointmentJson(id, {
        status: 'CONFIRMED',
        paymentStatus: 'COMPLETED',
        paymentMethod: 'PIX',
        paymentFee: 0,
      }),
      depositAmount: 20,
      paidAmount: 20,
      payBy: null,
    });
    const app = await renderApp(`/payment/booking/${id}`);
    expect(await screen.findByText('Restante')).toBeVisible();
    await app.user.click(
      await screen.findByRole('button', { name: /Pagar restante de R\$\s65,00/ }),
    );

    await waitFor(() => expect(app.location()).toBe(`/payment/pix/${id}`));
    expect(api.to('POST /api/payments/pix/create')[0]?.body).toMatchObject({
      appointmentId: id,
      amount: 65,
    });
  });

  it('at a shop without its own Mercado Pago account offers only the wallet, and says why', async () => {
    const message =
      'Esta barbearia ainda não recebe pagamentos online. Escolha pagar na barbearia, em dinheiro.';
    stubApi({
      [`GET /api/appointments/${id}`]: () => json(200, declined()),
      'GET /api/payments/methods': () =>
        json(200, { ...defaultPaymentMethods, onlinePayments: { available: false, message } }),
      'GET /api/wallet': () => json(200, walletJson(100)),
    });
    await renderApp(`/payment/booking/${id}`);

    expect(await screen.findByText(message)).toBeVisible();
    expect(await screen.findByRole('radio', { name: /Carteira/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /PIX/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Cartão de Crédito/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Cartão de Débito/ })).toBeNull();
  });
});
