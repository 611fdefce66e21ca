import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPayButtonLabel } from '../../features/appointments/components/payment-checkout';
import { externalNavigation } from '../../features/payments/external-navigation';
import {
  bookingDraftKeys,
  readPendingCardPayment,
  saveBookingData,
  saveFinalBookingData,
  savePendingBookingData,
  savePendingPaymentId,
  saveSelectedServices,
} from '../../shared/booking-draft/booking-draft';
import type { DraftService, FinalBookingData } from '../../shared/booking-draft/booking-draft';
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
  it('sums up the booking and offers cards, PIX and cash', async () => {
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
      expect(within(methods).getByRole('radio', { name })).toBeEnabled();
    }
    expect(screen.queryByText('Em breve')).not.toBeInTheDocument();
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
      // With what changed, in reais (issue 18 §2).
      /O valor do agendamento mudou\. Confira o novo total e confirme novamente\. O preço dos serviços mudou de R\$\s85,00 para R\$\s90,00\. O desconto mudou de R\$\s8,50 para R\$\s9,00\. Novo total: R\$\s81,00/,
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

describe('/payment by PIX and card', () => {
  const iPhone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const checkoutUrl = 'http://localhost:3000/api/payments/sandbox/checkout/123';
  const pixJson = appointmentJson(created, {
    time: '14:00',
    discount: 8.5,
    paymentMethod: 'PIX',
    paymentFee: 0.77,
  });
  const cardJson = appointmentJson(created, {
    time: '14:00',
    discount: 8.5,
    paymentMethod: 'CREDIT_CARD',
    paymentFee: 6.43,
  });
  const preference = (paymentUrl: string) =>
    json(201, {
      id: 'pay-1',
      paymentUrl,
      gatewayPaymentId: '123',
      preferenceId: 'pref-1',
      status: 'PENDING',
    });

  function stubPix(answer: () => Response) {
    return stubApi({
      'POST /api/appointments': () => json(201, pixJson),
      'POST /api/payments/create-preference': answer,
      [`GET /api/appointments/${created}`]: () => json(200, pixJson),
    });
  }

  async function payWith(method: RegExp) {
    const app = await renderApp('/payment');
    await app.user.click(await screen.findByRole('radio', { name: method }));
    await app.user.click(screen.getByRole('button', { name: /^Pagar/ }));
    return app;
  }

  afterEach(() => vi.restoreAllMocks());

  it('on a computer: books, opens the checkout in a new tab, then the confirmation 1 s later', async () => {
    saveDraft();
    const openTab = vi.spyOn(externalNavigation, 'openTab').mockReturnValue(true);
    const goTo = vi.spyOn(externalNavigation, 'goTo').mockImplementation(() => undefined);
    const api = stubPix(() => preference(checkoutUrl));
    const app = await payWith(/PIX/);

    expect(await screen.findByText('Redirecionando para pagamento...')).toBeVisible();
    expect(openTab).toHaveBeenCalledWith(checkoutUrl);
    expect(goTo).not.toHaveBeenCalled();
    expect(app.location()).toBe('/payment');
    for (const key of bookingDraftKeys) expect(localStorage.getItem(key)).toBeNull();
    await waitFor(() => expect(app.location()).toBe(`/booking-confirmation/${created}`), {
      timeout: 3000,
    });

    expect(api.to('POST /api/appointments')[0]?.body).toMatchObject({
      paymentMethod: 'PIX',
      totalPrice: 77.27,
    });
    const [request] = api.to('POST /api/payments/create-preference');
    expect(request?.body).toEqual({
      appointmentId: created,
      amount: 77.27,
      method: 'PIX',
      description: 'Navalha: Corte de cabelo + Barba completa',
    });
    expect(request?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('on a computer: stays on /payment for 999 ms after opening the tab, and leaves at 1 s', async () => {
    // Loaded beforehand, the confirmation shows the moment the page navigates.
    await import('./booking-confirmation');
    // setImmediate stays real: React's act waits on it, and the clock will be stopped.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
    saveDraft();
    let tabOpened = () => undefined as void;
    const opened = new Promise<void>((resolve) => {
      tabOpened = resolve;
    });
    vi.spyOn(externalNavigation, 'openTab').mockImplementation((url) => {
      expect(url).toBe(checkoutUrl);
      // From the moment the tab opens, the clock moves only when the test moves it.
      vi.setTimerTickMode('manual');
      tabOpened();
      return true;
    });
    stubPix(() => preference(checkoutUrl));
    const app = await renderApp('/payment', { advanceTimers: vi.advanceTimersByTime });
    await app.user.click(await screen.findByRole('radio', { name: /PIX/ }));
    // Not user-event: its wind-down waits on a timer, and the clock stops mid-click.
    fireEvent.click(screen.getByRole('button', { name: /^Pagar/ }));
    await opened;

    // Lets the page settle (what is due now runs) without moving the clock further: no
    // waitFor here, which would wait for ever with the clock stopped.
    async function settleAt(ms: number) {
      await act(() => vi.advanceTimersByTimeAsync(ms));
      for (let round = 0; round < 5; round += 1) {
        await act(() => vi.advanceTimersByTimeAsync(0));
      }
    }
    await settleAt(999);
    expect(app.location()).toBe('/payment');
    await settleAt(1);
    expect(app.location()).toBe(`/booking-confirmation/${created}`);
    // Two whole pages rendered step by step: more than the default 5 s on a busy machine.
  }, 15_000);

  it('on a phone: goes to the checkout in the same window', async () => {
    saveDraft();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iPhone);
    const openTab = vi.spyOn(externalNavigation, 'openTab').mockReturnValue(true);
    const goTo = vi.spyOn(externalNavigation, 'goTo').mockImplementation(() => undefined);
    stubPix(() => preference(checkoutUrl));
    const app = await payWith(/PIX/);

    expect(await screen.findByText('Redirecionando para pagamento...')).toBeVisible();
    expect(goTo).toHaveBeenCalledWith(checkoutUrl);
    expect(openTab).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(app.location()).toBe('/payment');
  });

  it('goes in the same window when a pop-up blocker refuses the tab', async () => {
    saveDraft();
    vi.spyOn(externalNavigation, 'openTab').mockReturnValue(false);
    const goTo = vi.spyOn(externalNavigation, 'goTo').mockImplementation(() => undefined);
    stubPix(() => preference(checkoutUrl));
    await payWith(/PIX/);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(checkoutUrl));
  });

  it('says the link was not made, keeps the draft, and retries the payment without booking twice', async () => {
    saveDraft();
    vi.spyOn(externalNavigation, 'openTab').mockReturnValue(true);
    let url = '';
    const api = stubPix(() => preference(url));
    const app = await payWith(/PIX/);

    expect(
      await screen.findByText('Erro: Link de pagamento não foi gerado. Tente novamente.'),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Seu horário está reservado. Toque em Pagar para tentar de novo.',
    );
    expect(localStorage.getItem('finalBookingData')).not.toBeNull();

    url = checkoutUrl;
    await app.user.click(screen.getByRole('button', { name: /^Pagar/ }));
    expect(await screen.findByText('Redirecionando para pagamento...')).toBeVisible();
    expect(api.to('POST /api/appointments')).toHaveLength(1);
    const keys = api
      .to('POST /api/payments/create-preference')
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    // The same attempt: a retry after a lost answer gets the checkout already made.
    expect(keys[0]).toBe(keys[1]);
  });

  it("says 'Erro ao criar pagamento. Tente novamente.' when the checkout cannot be made", async () => {
    saveDraft();
    stubPix(() =>
      apiError(502, 'GATEWAY_UNAVAILABLE', 'Erro ao criar pagamento. Tente novamente.'),
    );
    await payWith(/PIX/);
    expect(await screen.findByText('Erro ao criar pagamento. Tente novamente.')).toBeVisible();
  });

  it('books a credit card payment and opens the card page with what to charge', async () => {
    saveDraft();
    const api = stubApi({ 'POST /api/appointments': () => json(201, cardJson) });
    const app = await payWith(/Cartão de Crédito/);

    await waitFor(() => expect(app.location()).toBe(`/payment/card/${created}`));
    expect(await screen.findByLabelText('Número do cartão')).toBeVisible();
    expect(api.to('POST /api/appointments')[0]?.body).toMatchObject({
      paymentMethod: 'CREDIT_CARD',
      totalPrice: 82.93,
    });
    expect(readPendingCardPayment()).toEqual({
      appointmentId: created,
      amount: 8293,
      method: 'CREDIT_CARD',
      description: 'Navalha: Corte de cabelo + Barba completa',
    });
    for (const key of bookingDraftKeys) expect(localStorage.getItem(key)).toBeNull();
  });
});
