import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/api-stub';
import { appointmentIds, appointmentJson } from '../../test/appointment-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { brCode, paymentIds, paymentJson, statusJson } from '../../test/payment-fixtures';
import { renderApp } from '../../test/render-app';

const id = appointmentIds.pending;
const pid = paymentIds.pix;
const statusPath = `GET /api/payments/${pid}/status`;
const syncPath = `GET /api/payments/${pid}/sync-status`;

function stubPending(status: { auto: () => string; manual?: () => string }) {
  const paid = () => appointmentJson(id, { paymentMethod: 'PIX', paymentStatus: 'COMPLETED' });
  return stubApi({
    [`GET /api/appointments/${id}`]: () => json(200, appointmentJson(id, { paymentMethod: 'PIX' })),
    [`GET /api/payments/appointment/${id}`]: () =>
      json(
        200,
        paymentJson(id, { status: status.auto() === 'COMPLETED' ? 'COMPLETED' : 'PENDING' }),
      ),
    [statusPath]: () => json(200, statusJson(id, status.auto())),
    [syncPath]: () => json(200, statusJson(id, (status.manual ?? status.auto)())),
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
});
