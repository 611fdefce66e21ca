import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { externalNavigation } from '../../features/payments/external-navigation';
import { apiError, json, stubApi } from '../../test/api-stub';
import { appointmentIds, appointmentJson } from '../../test/appointment-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { brCode, paymentIds, paymentJson, statusJson } from '../../test/payment-fixtures';
import { renderApp } from '../../test/render-app';

const id = appointmentIds.pending;
const pid = paymentIds.pix;
const statusPath = `GET /api/payments/${pid}/status`;
const syncPath = `GET /api/payments/${pid}/sync-status`;

interface PendingScene {
  /** What `{id}/status` answers, check by check. */
  auto: () => string;
  /** What `sync-status` answers; `auto` when absent. */
  manual?: () => Response | string;
  /** The booking's payment; a PIX code when absent. */
  payment?: () => object;
}

function stubPending({ auto, manual = auto, payment }: PendingScene) {
  const paid = () => appointmentJson(id, { paymentMethod: 'PIX', paymentStatus: 'COMPLETED' });
  return stubApi({
    [`GET /api/appointments/${id}`]: () => json(200, appointmentJson(id, { paymentMethod: 'PIX' })),
    [`GET /api/payments/appointment/${id}`]: () =>
      json(
        200,
        payment?.() ??
          paymentJson(id, { status: auto() === 'COMPLETED' ? 'COMPLETED' : 'PENDING' }),
      ),
    [statusPath]: () => json(200, statusJson(id, auto())),
    [syncPath]: () => {
      const answer = manual();
      return typeof answer === 'string' ? json(200, statusJson(id, answer)) : answer;
    },
    'GET /api/appointments/my-appointments': () =>
      json(200, { data: [paid()], page: 1, limit: 5, total: 1 }),
  });
}

const pendingUrl = `/payment/pending?appointmentId=${id}`;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
  storeSessionCookies(client);
});

afterEach(() => vi.restoreAllMocks());

describe('/payment/pending', () => {
  it('shows the PIX code, the booking and the instructions, and checks every 5 s', async () => {
    const api = stubPending({ auto: () => 'PENDING' });
    await renderApp(pendingUrl, { advanceTimers: vi.advanceTimersByTime });

    expect(await screen.findByRole('heading', { name: 'Pagamento pendente' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
    expect(screen.getByTestId('pix-code')).toHaveTextContent(brCode);
    expect(screen.getByText('Bruno Barbeiro')).toBeVisible();
    expect(screen.getByText('A confirmação do PIX leva até 2 minutos.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver meus agendamentos' })).toHaveAttribute(
      'href',
      '/mybookings',
    );
    expect(screen.getByRole('link', { name: 'Sair' })).toHaveAttribute('href', '/');
    // A PIX code is paid from here: there is no checkout page to reopen.
    expect(screen.queryByRole('button', { name: 'Abrir página de pagamento' })).toBeNull();

    await waitFor(() => expect(api.to(statusPath)).toHaveLength(1));
    await advance(5_000);
    expect(api.to(statusPath)).toHaveLength(2);
  });

  it("goes to the success page with 'Pagamento confirmado!' once the payment completes", async () => {
    let status = 'PENDING';
    stubPending({ auto: () => status });
    const app = await renderApp(pendingUrl, { advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('heading', { name: 'Pagamento pendente' });

    status = 'COMPLETED';
    await advance(5_000);
    // The toast; the success page's heading says the same once it has checked.
    expect(await screen.findAllByText('Pagamento confirmado!')).not.toHaveLength(0);
    await waitFor(() => expect(app.location()).toBe('/payment/success'));
    // The success page asks again rather than trusting the pending page's copy.
    expect(
      await screen.findByRole('heading', { name: 'Pagamento confirmado!' }, { timeout: 3000 }),
    ).toBeVisible();
    expect(app.location()).toBe('/payment/success');
  });

  it("goes to the error page with 'Pagamento falhou' when it fails", async () => {
    stubPending({ auto: () => 'FAILED' });
    const app = await renderApp(pendingUrl, { advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByText('Pagamento falhou')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/payment/error'));
  });

  it("checks by hand: still pending says 'Pagamento ainda pendente. Continue tentando...'", async () => {
    const api = stubPending({ auto: () => 'PENDING' });
    const app = await renderApp(pendingUrl, { advanceTimers: vi.advanceTimersByTime });
    await app.user.click(
      await screen.findByRole('button', { name: 'Verificar Status do Pagamento' }),
    );
    expect(await screen.findByText('Pagamento ainda pendente. Continue tentando...')).toBeVisible();
    expect(api.to(syncPath).length).toBeGreaterThanOrEqual(1);
    expect(app.location()).toBe('/payment/pending');
  });

  it("checks by hand: a refusal says 'Pagamento não aprovado'", async () => {
    stubPending({ auto: () => 'PENDING', manual: () => 'FAILED' });
    const app = await renderApp(pendingUrl, { advanceTimers: vi.advanceTimersByTime });
    await app.user.click(
      await screen.findByRole('button', { name: 'Verificar Status do Pagamento' }),
    );
    expect(await screen.findByText('Pagamento não aprovado')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/payment/error'));
  });

  it("says 'Erro ao verificar status' when the manual check cannot reach the gateway", async () => {
    stubPending({
      auto: () => 'PENDING',
      manual: () => apiError(502, 'GATEWAY_UNAVAILABLE', 'Gateway indisponível'),
    });
    const app = await renderApp(pendingUrl, { advanceTimers: vi.advanceTimersByTime });
    await app.user.click(
      await screen.findByRole('button', { name: 'Verificar Status do Pagamento' }),
    );
    expect(await screen.findByText('Erro ao verificar status')).toBeVisible();
    expect(app.location()).toBe('/payment/pending');
    expect(screen.getByRole('button', { name: 'Verificar Status do Pagamento' })).toBeEnabled();
  });
});

describe('/payment/pending for a hosted checkout', () => {
  const iPhone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const checkout = (overrides: object = {}) => ({
    ...paymentJson(id, { id: paymentIds.checkout, flow: 'checkout' }),
    ...overrides,
  });
  const checkoutStatus = `GET /api/payments/${paymentIds.checkout}/status`;

  function stubCheckout(payment: () => object) {
    return stubApi({
      [`GET /api/appointments/${id}`]: () =>
        json(200, appointmentJson(id, { paymentMethod: 'PIX' })),
      [`GET /api/payments/appointment/${id}`]: () => json(200, payment()),
      [checkoutStatus]: () => json(200, statusJson(id, 'PENDING', { id: paymentIds.checkout })),
    });
  }

  const reopen = () => screen.findByRole('button', { name: 'Abrir página de pagamento' });

  it('reopens the checkout page in a new tab on a computer, and keeps checking here', async () => {
    const openTab = vi.spyOn(externalNavigation, 'openTab').mockReturnValue(true);
    const goTo = vi.spyOn(externalNavigation, 'goTo').mockImplementation(() => undefined);
    const api = stubCheckout(() => checkout());
    const app = await renderApp(pendingUrl, { advanceTimers: vi.advanceTimersByTime });

    await app.user.click(await reopen());
    expect(openTab).toHaveBeenCalledExactlyOnceWith('https://checkout.example/pay/1');
    expect(goTo).not.toHaveBeenCalled();
    expect(app.location()).toBe('/payment/pending');
    expect(screen.queryByRole('img', { name: 'QR Code PIX' })).toBeNull();
    const checks = api.to(checkoutStatus).length;
    await advance(5_000);
    expect(api.to(checkoutStatus)).toHaveLength(checks + 1);
  });

  it('reopens it in the same window on a phone, or when a pop-up blocker refuses the tab', async () => {
    const openTab = vi.spyOn(externalNavigation, 'openTab').mockReturnValue(false);
    const goTo = vi.spyOn(externalNavigation, 'goTo').mockImplementation(() => undefined);
    stubCheckout(() => checkout());
    const app = await renderApp(pendingUrl, { advanceTimers: vi.advanceTimersByTime });

    await app.user.click(await reopen());
    expect(goTo).toHaveBeenCalledExactlyOnceWith('https://checkout.example/pay/1');

    openTab.mockClear();
    goTo.mockClear();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iPhone);
    await app.user.click(await reopen());
    expect(openTab).not.toHaveBeenCalled();
    expect(goTo).toHaveBeenCalledExactlyOnceWith('https://checkout.example/pay/1');
  });

  it("says 'URL de pagamento não disponível' when the checkout has no address", async () => {
    const openTab = vi.spyOn(externalNavigation, 'openTab').mockReturnValue(true);
    const goTo = vi.spyOn(externalNavigation, 'goTo').mockImplementation(() => undefined);
    stubCheckout(() => checkout({ paymentUrl: null }));
    const app = await renderApp(pendingUrl, { advanceTimers: vi.advanceTimersByTime });

    await app.user.click(await reopen());
    expect(await screen.findByText('URL de pagamento não disponível')).toBeVisible();
    expect(openTab).not.toHaveBeenCalled();
    expect(goTo).not.toHaveBeenCalled();
    expect(app.location()).toBe('/payment/pending');
  });

  it('offers no checkout page once the payment is no longer pending', async () => {
    stubCheckout(() => checkout({ status: 'CANCELLED' }));
    await renderApp(pendingUrl, { advanceTimers: vi.advanceTimersByTime });
    expect(
      await screen.findByRole('button', { name: 'Verificar Status do Pagamento' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Abrir página de pagamento' })).toBeNull();
  });
});
