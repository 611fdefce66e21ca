import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savePendingCardPayment } from '../../shared/booking-draft/booking-draft';
import type { PendingCardPayment } from '../../shared/booking-draft/booking-draft';
import type { MercadoPagoConstructor, MercadoPagoSdk } from '../../shared/payments/card-tokenizer';
import { json, stubApi } from '../../test/api-stub';
import { appointmentIds, appointmentJson } from '../../test/appointment-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { paymentIds } from '../../test/payment-fixtures';
import { renderApp } from '../../test/render-app';

/**
 * Saved cards at checkout (issue 18 §3, decision 034): the card page offers the wallet's cards
 * of the payment's kind first, and the sandbox pays the chosen one in one tap, without a CVV.
 */

const id = appointmentIds.pending;
const pay = 'POST /api/payments/card/create';

const pending: PendingCardPayment = {
  appointmentId: id,
  amount: 9214,
  method: 'CREDIT_CARD',
  description: 'Navalha: Corte de cabelo',
};

function card(cardId: string, type: string, lastFour: string, brand: string, isDefault = false) {
  return {
    id: cardId,
    user_id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    method_type: type,
    is_default: isDefault,
    card_last_four: lastFour,
    card_brand: brand,
    cardholder_name: 'APRO',
    expiry_date: '2030-11-01',
    gateway_card_id: `gw-${lastFour}`,
    created_at: '2030-05-01T12:00:00.000Z',
  };
}

const visa = card('11111111-1111-4111-8111-111111111111', 'credit_card', '4242', 'Visa', true);
const master = card('22222222-2222-4222-8222-222222222222', 'credit_card', '1111', 'Mastercard');
const debit = card('33333333-3333-4333-8333-333333333333', 'debit_card', '9999', 'Mastercard');

function stubPage(cards: object[]) {
  return stubApi({
    'GET /api/wallet/payment-methods': () => json(200, { data: cards }),
    [pay]: () =>
      json(201, {
        id: paymentIds.card,
        appointmentId: id,
        status: 'paid',
        paymentStatus: 'COMPLETED',
        failureReason: null,
        cardBrand: 'Mastercard',
        cardLastFour: '1111',
      }),
    [`GET /api/appointments/${id}`]: () =>
      json(
        200,
        appointmentJson(id, {
          paymentMethod: 'CREDIT_CARD',
          status: 'CONFIRMED',
          paymentStatus: 'COMPLETED',
        }),
      ),
    'GET /api/appointments/my-appointments': () =>
      json(200, { data: [], page: 1, limit: 5, total: 0 }),
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
  storeSessionCookies(client);
});

afterEach(() => {
  localStorage.clear();
  document.head
    .querySelectorAll('meta[name="mercadopago-public-key"]')
    .forEach((node) => node.remove());
  delete window.MercadoPago;
});

describe('/payment/card/{id} with saved cards', () => {
  it('offers the credit cards first and pays the chosen one in one tap', async () => {
    const api = stubPage([visa, master, debit]);
    savePendingCardPayment(pending);
    const app = await renderApp(`/payment/card/${id}`);

    const first = await screen.findByRole(
      'radio',
      { name: /Cartão final 4242/ },
      { timeout: 5000 },
    );
    expect(first).toBeChecked();
    expect(screen.getByText('Visa')).toBeVisible();
    expect(screen.getByRole('radio', { name: /Cartão final 1111/ })).not.toBeChecked();
    // A debit card is not offered for a credit payment; the sandbox asks no CVV.
    expect(screen.queryByText('Cartão final 9999')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('CVV')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Número do cartão')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('radio', { name: /Cartão final 1111/ }));
    await app.user.click(screen.getByRole('button', { name: /^Pagar R\$\s92,14$/ }));

    await waitFor(() => expect(app.location()).toBe(`/booking-confirmation/${id}`));
    expect(api.to(pay)[0]?.body).toEqual({
      appointmentId: id,
      amount: 92.14,
      method: 'CREDIT_CARD',
      savedCardId: master.id,
      installments: 1,
      description: 'Navalha: Corte de cabelo',
    });
  });

  it("'Usar outro cartão' opens the card form; no saved card, the form at once", async () => {
    stubPage([visa]);
    savePendingCardPayment(pending);
    const app = await renderApp(`/payment/card/${id}`);
    await app.user.click(
      await screen.findByRole('button', { name: 'Usar outro cartão' }, { timeout: 5000 }),
    );
    expect(await screen.findByLabelText('Número do cartão')).toBeVisible();
    app.unmount();
    app.stop();

    stubPage([debit]);
    savePendingCardPayment(pending);
    await renderApp(`/payment/card/${id}`);
    expect(await screen.findByLabelText('Número do cartão')).toBeVisible();
    expect(screen.queryByText('Cartões salvos')).not.toBeInTheDocument();
  });
});

describe('/payment/card/{id} with a saved card on Mercado Pago', () => {
  it('asks the CVV and pays with the token MercadoPago.js makes of the card and the CVV', async () => {
    const meta = document.createElement('meta');
    meta.name = 'mercadopago-public-key';
    meta.content = 'TEST-public-key';
    document.head.append(meta);
    const createCardToken = vi.fn<MercadoPagoSdk['createCardToken']>(async () => ({
      id: 'cvv-token-1',
    }));
    window.MercadoPago = vi.fn(function () {
      return { createCardToken, getPaymentMethods: vi.fn() };
    }) as unknown as MercadoPagoConstructor;
    const api = stubPage([visa]);
    savePendingCardPayment(pending);
    const app = await renderApp(`/payment/card/${id}`);

    await screen.findByRole('radio', { name: /Cartão final 4242/ }, { timeout: 5000 });
    await app.user.click(screen.getByRole('button', { name: /^Pagar R\$\s92,14$/ }));
    expect(await screen.findByText('Digite o CVV do cartão salvo.')).toBeVisible();
    expect(api.to(pay)).toHaveLength(0);

    await app.user.type(screen.getByLabelText('CVV'), '123');
    await app.user.click(screen.getByRole('button', { name: /^Pagar R\$\s92,14$/ }));
    await waitFor(() => expect(app.location()).toBe(`/booking-confirmation/${id}`));
    expect(createCardToken).toHaveBeenCalledWith({ cardId: 'gw-4242', securityCode: '123' });
    expect(api.to(pay)[0]?.body).toMatchObject({ savedCardId: visa.id, cardToken: 'cvv-token-1' });
  });
});
