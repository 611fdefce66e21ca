import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readPendingBookingData,
  saveFinalBookingData,
  savePendingBookingData,
} from '../../shared/booking-draft/booking-draft';
import type { FinalBookingData } from '../../shared/booking-draft/booking-draft';
import { saveLastPaymentMethod } from '../../features/appointments/last-payment-method';
import { apiError, defaultPaymentMethods, json, stubApi } from '../../test/api-stub';
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
    {
      id: 'svc-barba',
      name: 'Barba completa',
      durationMinutes: 30,
      price: 4000,
      pricing: { finalPrice: 3500 },
      iconKey: 'beard',
    },
  ],
  selectedBarbers: ['barber-bruno'],
  totalPrice: 8500,
  selectedDate: '2030-05-10',
  selectedTime: '14:00',
};

const valid = { valid: true, code: 'NAVALHA10', discountPercent: 10, discount: 8.5 };
const validate = 'POST /api/promo-codes/validate';

/** The value beside a label in the order's figures. */
function figure(label: RegExp | string) {
  const figures = screen.getByRole('region', { name: 'Valores do pedido' });
  const term = within(figures).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
  storeSessionCookies(client);
});

afterEach(() => localStorage.clear());

describe('/confirm', () => {
  it('sums the order up and saves the draft for /payment', async () => {
    saveFinalBookingData(booking);
    stubApi({});
    const app = await renderApp('/confirm');

    const summary = await screen.findByRole('region', { name: 'Resumo do pedido' });
    expect(summary).toHaveTextContent('Sexta-feira');
    expect(summary).toHaveTextContent('70 min');
    // Without the barber's name the spec's placeholder stands in.
    expect(summary).toHaveTextContent('Barbeiro barber-b');
    // PIX is preselected for a client who has not paid before (issue 18 §2), with its 1% fee.
    expect(screen.getByRole('button', { name: /Forma de pagamento/ })).toHaveTextContent('PIX');
    expect(figure('Subtotal')).toBe('R$ 85,00');
    expect(figure('Total')).toBe('R$ 85,85');
    expect(screen.queryByText(/^Desconto/)).not.toBeInTheDocument();

    await app.user.type(screen.getByLabelText('Observações (opcional)'), '  Sem máquina ');
    await app.user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(app.location()).toBe('/payment'));
    expect(readPendingBookingData()).toEqual({
      paymentMethod: 'PIX',
      promotionCode: null,
      notes: 'Sem máquina',
      subtotal: 8500,
      discount: 0,
      paymentFee: 85,
      total: 8585,
    });
  });

  it('applies a promo code the server accepts, and the total follows', async () => {
    saveFinalBookingData(booking);
    const api = stubApi({ [validate]: () => json(200, valid) });
    const app = await renderApp('/confirm');

    await app.user.click(await screen.findByRole('button', { name: /Código promocional/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Código promocional' });
    const apply = within(dialog).getByRole('button', { name: 'Aplicar' });
    expect(apply).toBeDisabled();
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Código' }), '   ');
    expect(apply).toBeDisabled();
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Código' }), 'navalha10');
    await app.user.click(apply);

    expect(await screen.findByText('NAVALHA10 · 10% de desconto')).toBeVisible();
    expect(api.to(validate)[0]?.body).toEqual({ code: 'NAVALHA10', subtotal: 85 });
    expect(figure('Desconto (NAVALHA10)')).toBe('−R$ 8,50');
    // PIX, 1% of R$ 76,50, is R$ 0,77.
    expect(figure('Total')).toBe('R$ 77,27');

    await app.user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(app.location()).toBe('/payment'));
    expect(readPendingBookingData()).toMatchObject({
      promotionCode: 'NAVALHA10',
      discount: 850,
      paymentFee: 77,
      total: 7727,
    });
  });

  it("shows the server's refusal of a code under the field", async () => {
    saveFinalBookingData(booking);
    stubApi({
      [validate]: () =>
        apiError(400, 'INVALID_PROMO_CODE', 'Código promocional inválido ou expirado', 'code'),
    });
    const app = await renderApp('/confirm');

    await app.user.click(await screen.findByRole('button', { name: /Código promocional/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Código promocional' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Código' }), 'ERRADO');
    await app.user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));

    const field = within(dialog).getByRole('textbox', { name: 'Código' });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Código promocional inválido ou expirado'),
    );
    expect(field).toBeInvalid();
    await app.user.keyboard('{Escape}');
    expect(figure('Total')).toBe('R$ 85,85');
  });

  it("says 'Erro ao aplicar código promocional' when the check itself fails", async () => {
    saveFinalBookingData(booking);
    stubApi({ [validate]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const app = await renderApp('/confirm');

    await app.user.click(await screen.findByRole('button', { name: /Código promocional/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Código promocional' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Código' }), 'NAVALHA10');
    await app.user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await within(dialog).findByText('Erro ao aplicar código promocional')).toBeVisible();
  });

  it('lets the client choose among credit card, debit card, PIX and cash', async () => {
    saveFinalBookingData(booking);
    stubApi({});
    const app = await renderApp('/confirm');

    await app.user.click(await screen.findByRole('button', { name: /Forma de pagamento/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Forma de pagamento' });
    expect(within(dialog).getByRole('radio', { name: /PIX/ })).toBeChecked();
    for (const name of [/Cartão de Débito/, /Cartão de Crédito/, /Dinheiro/]) {
      expect(within(dialog).getByRole('radio', { name })).toBeEnabled();
    }
    // Each method's fee in reais on this order, before choosing it.
    expect(
      within(dialog).getByRole('radio', { name: /Cartão de Crédito/ }),
    ).toHaveAccessibleDescription(/Taxa de R\$\s7,14 \(8,4\s?%\)/);
    await app.user.click(within(dialog).getByRole('radio', { name: /Cartão de Crédito/ }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Usar Cartão de Crédito' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Forma de pagamento/ })).toHaveTextContent(
      'Cartão de Crédito',
    );
    // 8.4% of R$ 85,00.
    expect(figure('Total')).toBe('R$ 92,14');
  });

  it('keeps the code of an earlier visit once the server confirms it still applies', async () => {
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
    const api = stubApi({ [validate]: () => json(200, valid) });
    await renderApp('/confirm');

    expect(await screen.findByText('NAVALHA10 · 10% de desconto')).toBeVisible();
    expect(api.to(validate)).toHaveLength(1);
    expect(screen.getByLabelText('Observações (opcional)')).toHaveValue('Sem máquina');
    expect(figure('Total')).toBe('R$ 76,50');
  });

  it("prices with the shop's fees once its owner has changed them", async () => {
    // The owner raised the credit card fee from the spec's 8.4% to 10%, and PIX to 2%.
    const fees = { PIX: 200, DEBIT_CARD: 300, CREDIT_CARD: 1000, WALLET: 0, CASH: 0 };
    const methods = {
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
    };
    saveFinalBookingData({
      ...booking,
      selectedServices: booking.selectedServices.map((service) => ({
        ...service,
        barberShopId: 'shop-centro',
      })),
    });
    const rules = {
      timeZone: 'America/Sao_Paulo',
      cancellationWindowHours: 24,
      cancellationFeePercent: 30,
      noShowFeePercent: 0,
    };
    // The client paid by card last time: it is preselected.
    saveLastPaymentMethod('CREDIT_CARD');
    const api = stubApi({ 'GET /api/payments/methods': () => json(200, { ...methods, rules }) });
    const app = await renderApp('/confirm');

    await waitFor(() => expect(figure('Taxa de pagamento')).toBe('R$ 8,50'));
    // The shop's policy before booking, from its rules, with the card's refund fee in reais.
    expect(screen.getByRole('note', { name: 'Política de cancelamento' })).toHaveTextContent(
      /^Cancelamento grátis até qui\., 09\/05 às 14:00; depois, taxa de 30%\. No cancelamento, o estorno no cartão de crédito retém 3\s?% \(R\$\s2,81\)\.$/,
    );
    expect(api.to('GET /api/payments/methods')[0]?.search).toBe('?barberShopId=shop-centro');
    expect(figure('Total')).toBe('R$ 93,50');

    await app.user.click(screen.getByRole('button', { name: /Forma de pagamento/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Forma de pagamento' });
    expect(within(dialog).getByRole('radio', { name: /PIX/ })).toHaveAccessibleDescription(
      /Taxa de R\$\s1,70 \(2\s?%\)/,
    );
    await app.user.click(within(dialog).getByRole('radio', { name: /PIX/ }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Usar PIX' }));
    // 2% of R$ 85,00.
    expect(figure('Total')).toBe('R$ 86,70');
    // PIX keeps nothing on a refund.
    expect(screen.getByRole('note', { name: 'Política de cancelamento' })).toHaveTextContent(
      /taxa de 30%\.$/,
    );

    await app.user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(app.location()).toBe('/payment'));
    expect(readPendingBookingData()).toMatchObject({ paymentFee: 170, total: 8670 });
  });

  it('offers only cash (and the wallet) at a shop without its own Mercado Pago account', async () => {
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
    const app = await renderApp('/confirm');

    expect(await screen.findByText(message)).toBeVisible();
    // PIX, preselected elsewhere, gives way to cash.
    expect(screen.getByRole('button', { name: /Forma de pagamento/ })).toHaveTextContent(
      'Dinheiro',
    );
    await app.user.click(screen.getByRole('button', { name: /Forma de pagamento/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Forma de pagamento' });
    expect(within(dialog).queryByRole('radio', { name: /PIX/ })).toBeNull();
    expect(within(dialog).queryByRole('radio', { name: /Cartão de crédito/ })).toBeNull();
    expect(within(dialog).getByRole('radio', { name: /Dinheiro/ })).toBeChecked();
  });

  it("sends a visitor without a booking to /services with 'Dados incompletos para o agendamento'", async () => {
    stubApi({ 'GET /api/services/for-selection': () => json(200, []) });
    const app = await renderApp('/confirm');
    expect(await screen.findByText('Dados incompletos para o agendamento')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/services'));
  });
});
