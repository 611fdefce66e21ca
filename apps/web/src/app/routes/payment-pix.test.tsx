import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPixPaymentData, savePixPaymentData } from '../../shared/booking-draft/booking-draft';
import { apiError, json, stubApi } from '../../test/api-stub';
import type { RecordedRequest } from '../../test/api-stub';
import { appointmentIds, appointmentJson } from '../../test/appointment-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import {
  brCode,
  paymentIds,
  paymentJson,
  SANDBOX_SIGNATURE,
  statusJson,
} from '../../test/payment-fixtures';
import { renderApp } from '../../test/render-app';

const id = appointmentIds.pending;
const pid = paymentIds.pix;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const statusPath = `GET /api/payments/${pid}/status`;
const syncPath = `GET /api/payments/${pid}/sync-status`;

interface Scene {
  /** What `{id}/status` and `sync-status` answer, check by check. */
  status?: () => string;
  /** The booking's latest payment (404 when none). */
  latest?: () => Response;
  create?: (request: RecordedRequest) => Response;
  /** The whole `{id}/status` answer, when `status` alone is not enough. */
  result?: () => object;
  /** What `sync-status` answers; the same as `{id}/status` when absent. */
  sync?: () => Response;
}

function stubPixPage({
  status = () => 'PENDING',
  latest = () => apiError(404, 'NOT_FOUND', 'Pagamento não encontrado'),
  create = () => json(201, paymentJson(id)),
  result = () => statusJson(id, status()),
  sync = () => json(200, result()),
}: Scene = {}) {
  return stubApi({
    [`GET /api/appointments/${id}`]: () =>
      json(200, appointmentJson(id, { paymentMethod: 'PIX', paymentFee: 0.85 })),
    [`GET /api/payments/appointment/${id}`]: latest,
    'POST /api/payments/pix/create': create,
    [statusPath]: () => json(200, result()),
    [syncPath]: sync,
    'GET /api/appointments/my-appointments': () =>
      json(200, { data: [], page: 1, limit: 5, total: 0 }),
    'GET /api/services/for-selection': () => json(200, []),
    'GET /api/users/barbers/for-home': () => json(200, { data: [], page: 1, limit: 8, total: 0 }),
  });
}

async function openPixPage() {
  const app = await renderApp(`/payment/pix/${id}`, { advanceTimers: vi.advanceTimersByTime });
  await screen.findByRole('img', { name: 'QR Code PIX' });
  return app;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
  storeSessionCookies(client);
});

afterEach(() => localStorage.clear());

describe('/payment/pix/{appointmentId}', () => {
  it('creates the PIX code with an Idempotency-Key, shows it and saves it', async () => {
    const api = stubPixPage();
    await openPixPage();

    const qr = screen.getByRole('img', { name: 'QR Code PIX' });
    expect(qr).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==');
    expect(qr).toHaveAttribute('width', '200');
    expect(screen.getByText('R$ 85,85')).toBeVisible();
    expect(screen.getByTestId('pix-code')).toHaveTextContent(brCode);
    expect(screen.getByRole('status')).toHaveTextContent('Aguardando pagamento');
    expect(screen.getByRole('button', { name: 'Já fiz o pagamento' })).toBeEnabled();
    expect(screen.getByRole('link', { name: /Abrir banco de teste/ })).toHaveAttribute(
      'href',
      `/api/payments/sandbox/bank/1234567890?s=${SANDBOX_SIGNATURE}`,
    );

    const [create] = api.to('POST /api/payments/pix/create');
    expect(create?.body).toEqual({
      appointmentId: id,
      amount: 85.85,
      description: 'Navalha: Corte de cabelo + Barba completa',
    });
    expect(create?.headers.get('Idempotency-Key')).toMatch(uuid);
    expect(readPixPaymentData()).toEqual({
      appointmentId: id,
      paymentId: pid,
      qrCode: brCode,
      qrCodeBase64: 'iVBORw0KGgoAAAANSUhEUg==',
      amount: 8585,
    });
  });

  it('makes the code for the server’s total when the booking’s amount is stale', async () => {
    const api = stubPixPage({
      create: (request) =>
        (request.body as { amount: number }).amount === 85.85
          ? json(409, {
              statusCode: 409,
              error: 'Conflict',
              code: 'PAYMENT_AMOUNT_MISMATCH',
              message: 'O valor do pagamento não confere com o total do agendamento.',
              field: 'amount',
              details: { subtotal: 85, discount: 0, paymentFee: 0.86, total: 85.86 },
            })
          : json(201, paymentJson(id, { amount: 85.86 })),
    });
    await openPixPage();
    expect(screen.getByText('R$ 85,86')).toBeVisible();
    const amounts = api
      .to('POST /api/payments/pix/create')
      .map((request) => (request.body as { amount: number }).amount);
    expect(amounts).toEqual([85.85, 85.86]);
  });

  it('reuses the booking’s open PIX code instead of making another', async () => {
    const api = stubPixPage({ latest: () => json(200, paymentJson(id)) });
    await openPixPage();
    expect(api.to('POST /api/payments/pix/create')).toHaveLength(0);
  });

  it('checks at once, then every 5 s, asking the gateway on every third check', async () => {
    const api = stubPixPage();
    await openPixPage();
    const counts = () => [api.to(statusPath).length, api.to(syncPath).length];

    await waitFor(() => expect(counts()).toEqual([1, 0]));
    await advance(4_900);
    expect(counts()).toEqual([1, 0]);
    await advance(100);
    expect(counts()).toEqual([2, 0]);
    await advance(5_000);
    expect(counts()).toEqual([2, 1]);
    await advance(15_000);
    expect(counts()).toEqual([4, 2]);
  });

  it('stops after 10 minutes with a toast pointing to the bookings page', async () => {
    const api = stubPixPage();
    await openPixPage();

    for (let elapsed = 0; elapsed < 600_000; elapsed += 5_000) await advance(5_000);
    // 120 checks in 10 minutes: one in three asked the gateway.
    expect(api.to(statusPath)).toHaveLength(80);
    expect(api.to(syncPath)).toHaveLength(40);
    expect(
      await screen.findByText(
        'Paramos de verificar automaticamente. Você pode conferir o status do pagamento em Minha Agenda.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Verificação automática pausada');

    await advance(60_000);
    expect(api.to(statusPath).length + api.to(syncPath).length).toBe(120);
  });

  it('keeps the 10-minute toast for 5 s', async () => {
    const stopped =
      'Paramos de verificar automaticamente. Você pode conferir o status do pagamento em Minha Agenda.';
    // setImmediate stays real: React's act waits on it, and the clock will be stopped.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
    stubPixPage();
    const app = await openPixPage();
    // The toasts' library comes with the first toast: a copy fetches it before the clock stops.
    await app.user.click(screen.getByRole('button', { name: 'Copiar código' }));
    await screen.findByText('O código PIX foi copiado para a área de transferência.');

    // From here the clock moves only when the test moves it, straight to each timer in turn.
    vi.setTimerTickMode('manual');
    for (let step = 0; step < 500 && !screen.queryByText(stopped); step += 1) {
      await act(() => vi.advanceTimersToNextTimerAsync());
    }
    expect(screen.getByText(stopped)).toBeVisible();
    await advance(4_900);
    expect(screen.getByText(stopped)).toBeVisible();
    // 5 s, then the toast's 200 ms way out.
    await advance(300);
    expect(screen.queryByText(stopped)).not.toBeInTheDocument();
    // Ten minutes of checks, timer by timer: more than the default 5 s on a busy machine.
  }, 20_000);

  it('confirms a paid code: toast, PIX data cleared, the confirmation 2 s later', async () => {
    // Loaded beforehand, the confirmation shows the moment the page navigates.
    await import('./booking-confirmation');
    let paid = false;
    const api = stubPixPage({ status: () => (paid ? 'COMPLETED' : 'PENDING') });
    const app = await openPixPage();
    await waitFor(() => expect(api.to(statusPath)).toHaveLength(1));

    paid = true;
    await advance(5_000);
    expect(screen.getByRole('status')).toHaveTextContent('Pagamento confirmado!');
    expect(readPixPaymentData()).toBeNull();
    await advance(1_000);
    expect(app.location()).toBe(`/payment/pix/${id}`);
    await advance(1_000);
    await waitFor(() => expect(app.location()).toBe(`/booking-confirmation/${id}`));
    expect(await screen.findByText('Pagamento confirmado! Redirecionando...')).toBeVisible();
    // No check after the confirmation.
    await advance(20_000);
    expect(api.to(statusPath).length + api.to(syncPath).length).toBe(2);
  });

  it('stops on a refusal and offers a new code, made with a new key', async () => {
    let failed = true;
    const api = stubPixPage({ status: () => (failed ? 'FAILED' : 'PENDING') });
    await openPixPage();

    expect(await screen.findByText('Pagamento não foi aprovado. Tente novamente.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Pagamento não aprovado');
    await advance(30_000);
    expect(api.to(statusPath)).toHaveLength(1);

    failed = false;
    await act(async () => {
      screen.getByRole('button', { name: 'Gerar novo código PIX' }).click();
    });
    await waitFor(() => expect(api.to('POST /api/payments/pix/create')).toHaveLength(2));
    const [first, second] = api.to('POST /api/payments/pix/create');
    expect(second?.headers.get('Idempotency-Key')).toMatch(uuid);
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Aguardando pagamento'),
    );
  });

  it('says the booking was cancelled meanwhile, with the reason, and offers no new code', async () => {
    let cancelled = false;
    const api = stubPixPage({
      result: () =>
        cancelled
          ? {
              ...statusJson(id, 'CANCELLED', {
                failureReason: 'Agendamento cancelado pelo cliente.',
              }),
              appointmentStatus: 'CANCELLED',
              appointmentPaymentStatus: 'CANCELLED',
            }
          : statusJson(id, 'PENDING'),
    });
    await openPixPage();
    expect(readPixPaymentData()).not.toBeNull();

    cancelled = true;
    await advance(5_000);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Agendamento cancelado'),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Agendamento cancelado pelo cliente.');
    expect(screen.queryByRole('button', { name: 'Gerar novo código PIX' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Já fiz o pagamento' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver meus agendamentos' })).toBeVisible();
    expect(readPixPaymentData()).toBeNull();
    // The checks have stopped.
    const checks = api.to(statusPath).length + api.to(syncPath).length;
    await advance(30_000);
    expect(api.to(statusPath).length + api.to(syncPath).length).toBe(checks);
  });

  it("checks with the gateway on 'Já fiz o pagamento'", async () => {
    const api = stubPixPage();
    const app = await openPixPage();
    await waitFor(() => expect(api.to(statusPath)).toHaveLength(1));

    await app.user.click(screen.getByRole('button', { name: 'Já fiz o pagamento' }));
    expect(await screen.findByText('Pagamento ainda pendente. Continue tentando...')).toBeVisible();
    expect(api.to(syncPath)).toHaveLength(1);
  });

  it("says 'Erro ao verificar status' when 'Já fiz o pagamento' cannot reach the gateway", async () => {
    const api = stubPixPage({
      sync: () => apiError(502, 'GATEWAY_UNAVAILABLE', 'Gateway indisponível'),
    });
    const app = await openPixPage();
    await waitFor(() => expect(api.to(statusPath)).toHaveLength(1));

    await app.user.click(screen.getByRole('button', { name: 'Já fiz o pagamento' }));
    expect(await screen.findByText('Erro ao verificar status')).toBeVisible();
    expect(api.to(syncPath)).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Aguardando pagamento');
    expect(screen.getByRole('button', { name: 'Já fiz o pagamento' })).toBeEnabled();
    expect(app.location()).toBe(`/payment/pix/${id}`);
  });

  it("says 'Copiado!' for 3 s after copying the code", async () => {
    stubPixPage();
    const app = await openPixPage();

    await app.user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(screen.getByRole('button', { name: 'Copiado!' })).toBeVisible();
    await advance(2_000);
    expect(screen.getByRole('button', { name: 'Copiado!' })).toBeVisible();
    await advance(1_000);
    expect(screen.getByRole('button', { name: 'Copiar código' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(brCode);
    expect(
      await screen.findByText('O código PIX foi copiado para a área de transferência.'),
    ).toBeVisible();
  });

  it('goes to the confirmation when the booking is already paid', async () => {
    stubPixPage({
      create: () => apiError(409, 'ALREADY_PAID', 'Este agendamento já foi pago.'),
    });
    const app = await renderApp(`/payment/pix/${id}`, { advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByText('Este agendamento já foi pago.')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe(`/booking-confirmation/${id}`));
  });

  it('falls back on the saved PIX data when the server cannot be reached', async () => {
    savePixPaymentData({
      appointmentId: id,
      paymentId: pid,
      qrCode: brCode,
      qrCodeBase64: 'iVBORw0KGgoAAAANSUhEUg==',
      amount: 8585,
    });
    stubPixPage({ create: () => apiError(500, 'INTERNAL', 'Erro interno do servidor') });
    await openPixPage();
    expect(screen.getByTestId('pix-code')).toHaveTextContent(brCode);
  });

  it("says 'Dados de pagamento não encontrados' and goes home without any PIX data", async () => {
    stubPixPage({ create: () => apiError(500, 'INTERNAL', 'Erro interno do servidor') });
    const app = await renderApp(`/payment/pix/${id}`, { advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByText('Dados de pagamento não encontrados')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});
