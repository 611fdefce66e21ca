import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../test/api-stub';
import { appointmentIds } from '../../test/appointment-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { paymentIds, paymentJson, statusJson } from '../../test/payment-fixtures';
import { renderApp } from '../../test/render-app';

const id = appointmentIds.pending;
const pid = paymentIds.checkout;
const syncPath = `GET /api/payments/${pid}/sync-status`;

function stubCallback(sync: () => Response) {
  return stubApi({
    [`GET /api/payments/appointment/${id}`]: () =>
      json(200, paymentJson(id, { id: pid, flow: 'checkout' })),
    [syncPath]: sync,
  });
}

function callbackUrl(status: string) {
  return `/payment/callback?collection_id=555&collection_status=${status}&payment_id=555&status=${status}&external_reference=${id}`;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
  storeSessionCookies(client);
});

describe('/payment/callback', () => {
  it('asks the gateway through the server and shows the approval it confirms', async () => {
    const api = stubCallback(() => json(200, statusJson(id, 'COMPLETED', { id: pid })));
    await renderApp(callbackUrl('approved'));

    expect(await screen.findByRole('heading', { name: 'Pagamento aprovado!' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver meus agendamentos' })).toHaveAttribute(
      'href',
      '/mybookings',
    );
    expect(screen.getByRole('link', { name: 'Ver agendamento' })).toHaveAttribute(
      'href',
      `/booking-confirmation/${id}`,
    );
    expect(api.to(syncPath)[0]?.search).toBe('?gatewayPaymentId=555');
  });

  it('shows what the server says, not what the address claims', async () => {
    stubCallback(() => json(200, statusJson(id, 'PENDING', { id: pid })));
    await renderApp(callbackUrl('approved'));
    expect(await screen.findByRole('heading', { name: 'Pagamento pendente' })).toBeVisible();
    expect(screen.queryByText('Pagamento aprovado!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver meus agendamentos' })).toHaveAttribute(
      'href',
      '/mybookings',
    );
  });

  it("shows a refusal with the server's reason, and sends the client back to paying that booking", async () => {
    stubCallback(() =>
      json(200, statusJson(id, 'FAILED', { id: pid, failureReason: 'Recusado pelo banco' })),
    );
    await renderApp(callbackUrl('rejected'));
    expect(await screen.findByRole('heading', { name: 'Pagamento não aprovado' })).toBeVisible();
    expect(screen.getByText('Recusado pelo banco')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tentar novamente' })).toHaveAttribute(
      'href',
      `/payment/booking/${id}`,
    );
  });

  it('shows the failure view for a refusal it cannot verify, with a reason of its own', async () => {
    const api = stubApi({});
    await renderApp('/payment/callback?collection_status=rejected&status=rejected');
    expect(await screen.findByRole('heading', { name: 'Pagamento não aprovado' })).toBeVisible();
    expect(screen.getByText('Pagamento recusado')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it('never shows an approval it could not verify', async () => {
    stubApi({});
    await renderApp('/payment/callback?collection_status=approved');
    expect(await screen.findByRole('heading', { name: 'Pagamento pendente' })).toBeVisible();
  });

  it("says 'Erro ao processar pagamento' when the check fails", async () => {
    stubCallback(() => apiError(500, 'INTERNAL', 'Erro interno do servidor'));
    await renderApp(callbackUrl('approved'));
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Erro ao processar pagamento' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  });
});
