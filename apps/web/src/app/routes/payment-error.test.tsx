import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPixPaymentData } from '../../shared/booking-draft/booking-draft';
import { apiError, json, stubApi } from '../../test/api-stub';
import { appointmentIds, appointmentJson } from '../../test/appointment-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { paymentIds, paymentJson, statusJson } from '../../test/payment-fixtures';
import { renderApp } from '../../test/render-app';

const id = appointmentIds.pending;

function stubError(create: () => Response, failureReason: string | null = 'Saldo insuficiente') {
  return stubApi({
    [`GET /api/appointments/${id}`]: () =>
      json(200, appointmentJson(id, { paymentMethod: 'PIX', paymentFee: 0.85 })),
    [`GET /api/payments/appointment/${id}`]: () =>
      json(200, paymentJson(id, { status: 'FAILED', failureReason })),
    'POST /api/payments/pix/create': create,
    [`GET /api/payments/${paymentIds.renewed}/status`]: () =>
      json(200, statusJson(id, 'PENDING', { id: paymentIds.renewed })),
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
  storeSessionCookies(client);
});

afterEach(() => localStorage.clear());

describe('/payment/error', () => {
  it("shows the refusal's reason, the booking and the usual reasons", async () => {
    stubError(() => json(201, paymentJson(id)));
    await renderApp(`/payment/error?appointmentId=${id}`);

    expect(await screen.findByRole('heading', { name: 'Pagamento Não Aprovado' })).toBeVisible();
    expect(screen.getByText('Saldo insuficiente')).toBeVisible();
    const details = screen.getByRole('region', { name: 'Detalhes do agendamento' });
    expect(details).toHaveTextContent('10/05/2030');
    expect(details).toHaveTextContent('09:00');
    expect(details).toHaveTextContent(/Valor\s*R\$\s85,85/);
    expect(details).toHaveTextContent('Aguardando Pagamento');
    expect(screen.getByRole('region', { name: 'Motivos comuns' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver meus agendamentos' })).toHaveAttribute(
      'href',
      '/mybookings',
    );
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  });

  it('says the payment was refused when no reason came', async () => {
    stubError(() => json(201, paymentJson(id)), null);
    await renderApp(`/payment/error?appointmentId=${id}`);
    expect(
      await screen.findByText('O pagamento foi recusado. Nenhum valor foi cobrado.'),
    ).toBeVisible();
  });

  it('retries with a new PIX code and opens its page', async () => {
    const api = stubError(() => json(201, paymentJson(id, { id: paymentIds.renewed })));
    const app = await renderApp(`/payment/error?appointmentId=${id}`);
    await app.user.click(await screen.findByRole('button', { name: 'Tentar pagar novamente' }));

    await waitFor(() => expect(app.location()).toBe(`/payment/pix/${id}`));
    expect(api.to('POST /api/payments/pix/create')[0]?.body).toMatchObject({ amount: 85.85 });
    expect(readPixPaymentData()?.paymentId).toBe(paymentIds.renewed);
  });

  it("says 'Erro ao tentar novamente. Tente mais tarde.' when the retry fails", async () => {
    stubError(() =>
      apiError(502, 'GATEWAY_UNAVAILABLE', 'Erro ao criar pagamento. Tente novamente.'),
    );
    const app = await renderApp(`/payment/error?appointmentId=${id}`);
    await app.user.click(await screen.findByRole('button', { name: 'Tentar pagar novamente' }));
    expect(await screen.findByText('Erro ao tentar novamente. Tente mais tarde.')).toBeVisible();
    expect(app.location()).toBe('/payment/error');
  });

  it("falls back to 'Erro ao processar pagamento' without a booking", async () => {
    stubApi({});
    await renderApp('/payment/error');
    expect(await screen.findByRole('heading', { name: 'Pagamento Não Aprovado' })).toBeVisible();
    expect(screen.getByText('Erro ao processar pagamento')).toBeVisible();
  });
});
