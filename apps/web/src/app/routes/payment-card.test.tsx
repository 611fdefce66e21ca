import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readPendingCardPayment,
  savePendingCardPayment,
} from '../../shared/booking-draft/booking-draft';
import type { PendingCardPayment } from '../../shared/booking-draft/booking-draft';
import { apiError, json, stubApi } from '../../test/api-stub';
import type { RecordedRequest } from '../../test/api-stub';
import { appointmentIds, appointmentJson } from '../../test/appointment-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { paymentIds } from '../../test/payment-fixtures';
import { renderApp } from '../../test/render-app';

const id = appointmentIds.pending;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const tokenize = 'POST /api/payments/sandbox/card-tokens';
const pay = 'POST /api/payments/card/create';

const pending: PendingCardPayment = {
  appointmentId: id,
  amount: 9214,
  method: 'CREDIT_CARD',
  description: 'Navalha: Corte de cabelo + Barba completa',
};

function tokenJson(request: RecordedRequest) {
  const body = request.body as { cardholderName: string };
  return json(201, {
    id: 'tok_123',
    lastFourDigits: '5682',
    brand: 'Visa',
    cardholderName: body.cardholderName,
    expirationMonth: 11,
    expirationYear: 2030,
    expiresAt: '2030-05-08T12:07:00.000Z',
  });
}

function resultJson(status: string, failureReason: string | null = null) {
  return {
    id: paymentIds.card,
    appointmentId: id,
    status,
    paymentStatus: status === 'paid' ? 'COMPLETED' : status === 'pending' ? 'PENDING' : 'FAILED',
    failureReason,
    cardBrand: 'Visa',
    cardLastFour: '5682',
  };
}

function stubCardPage(answer: () => Response) {
  return stubApi({
    [tokenize]: tokenJson,
    [pay]: answer,
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
    'GET /api/services/for-selection': () => json(200, []),
    'GET /api/users/barbers/for-home': () => json(200, { data: [], page: 1, limit: 8, total: 0 }),
  });
}

async function openCardPage(payment: PendingCardPayment = pending) {
  savePendingCardPayment(payment);
  const app = await renderApp(`/payment/card/${id}`);
  await screen.findByLabelText('Número do cartão');
  return app;
}

type App = Awaited<ReturnType<typeof openCardPage>>;

async function fillCard(app: App, holder = 'apro') {
  await app.user.type(screen.getByLabelText('Número do cartão'), '4235647728025682');
  await app.user.type(screen.getByLabelText('Nome do titular'), holder);
  await app.user.type(screen.getByLabelText('Validade'), '1130');
  await app.user.type(screen.getByLabelText('CVV'), '123');
}

const payButton = () => screen.getByRole('button', { name: /^Pagar/ });

beforeEach(() => {
  // Wednesday 8 May 2030 in São Paulo.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
  storeSessionCookies(client);
});

afterEach(() => localStorage.clear());

describe('/payment/card/{appointmentId}', () => {
  it('masks what is typed: number in fours with its brand, holder in capitals, MM/AA', async () => {
    stubCardPage(() => json(201, resultJson('paid')));
    const app = await openCardPage();

    expect(screen.getByRole('region', { name: 'Resumo do pagamento' })).toHaveTextContent(
      /Cartão de Crédito.*Total\s*R\$\s92,14/,
    );
    expect(screen.getByText('Cartão', { selector: 'span' })).toBeVisible();
    await fillCard(app, 'ana souza');
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('4235 6477 2802 5682');
    expect(screen.getByText('Visa', { selector: 'span' })).toBeVisible();
    expect(screen.getByLabelText('Nome do titular')).toHaveValue('ANA SOUZA');
    expect(screen.getByLabelText('Validade')).toHaveValue('11/30');
    await app.user.type(screen.getByLabelText('CVV'), 'a45');
    expect(screen.getByLabelText('CVV')).toHaveValue('1234');
  });

  it('offers 1 to 12 installments with each one’s amount, 1x without interest', async () => {
    stubCardPage(() => json(201, resultJson('paid')));
    await openCardPage();
    const options = within(screen.getByLabelText('Parcelas')).getAllByRole('option');
    expect(options).toHaveLength(12);
    expect(options[0]).toHaveTextContent(/^1x de R\$\s92,14 \(sem juros\)$/);
    expect(options[2]).toHaveTextContent(/^3x de R\$\s30,71$/);
    expect(options[11]).toHaveTextContent(/^12x de R\$\s7,67$/);
  });

  it('pays a debit card at once', async () => {
    stubCardPage(() => json(201, resultJson('paid')));
    await openCardPage({ ...pending, method: 'DEBIT_CARD', amount: 8755 });
    const options = within(screen.getByLabelText('Parcelas')).getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(screen.getByText('No débito o pagamento é à vista.')).toBeVisible();
  });

  it('shows every rule of the form, and an error clears as its field is edited', async () => {
    const api = stubCardPage(() => json(201, resultJson('paid')));
    const app = await openCardPage();

    await app.user.click(payButton());
    const number = screen.getByLabelText('Número do cartão');
    expect(number).toHaveAccessibleDescription('Número do cartão inválido');
    expect(screen.getByLabelText('Nome do titular')).toHaveAccessibleDescription(
      'Nome do titular é obrigatório',
    );
    expect(screen.getByLabelText('Validade')).toHaveAccessibleDescription('Data inválida');
    expect(screen.getByLabelText('CVV')).toHaveAccessibleDescription('CVV inválido');

    await app.user.type(number, '4');
    expect(number).not.toHaveAccessibleDescription('Número do cartão inválido');
    expect(number).not.toBeInvalid();

    await app.user.type(number, '2356477280');
    await app.user.type(screen.getByLabelText('Nome do titular'), 'al');
    await app.user.type(screen.getByLabelText('Validade'), '1330');
    await app.user.type(screen.getByLabelText('CVV'), '12');
    await app.user.click(payButton());
    // 11 digits is under the 14 the form takes.
    expect(number).toHaveAccessibleDescription('Número do cartão inválido');
    expect(screen.getByLabelText('Nome do titular')).toHaveAccessibleDescription(
      'Nome do titular é obrigatório',
    );
    expect(screen.getByLabelText('Validade')).toHaveAccessibleDescription('Mês inválido');
    expect(screen.getByLabelText('CVV')).toHaveAccessibleDescription('CVV inválido');

    expect(api.to(tokenize)).toHaveLength(0);
  });

  it('refuses a card that has expired: April 2030 is over on 8 May 2030', async () => {
    stubCardPage(() => json(201, resultJson('paid')));
    const app = await openCardPage();
    await fillCard(app);
    await app.user.clear(screen.getByLabelText('Validade'));
    await app.user.type(screen.getByLabelText('Validade'), '0430');
    await app.user.click(payButton());
    expect(screen.getByLabelText('Validade')).toHaveAccessibleDescription('Cartão expirado');
  });

  it('tokenizes the card, pays with the token only, and confirms an approved payment', async () => {
    const api = stubCardPage(() => json(201, resultJson('paid')));
    const app = await openCardPage();
    await fillCard(app);
    await app.user.selectOptions(screen.getByLabelText('Parcelas'), '3');
    await app.user.click(screen.getByLabelText('Salvar cartão para próximas compras'));
    await app.user.click(payButton());

    expect(
      await screen.findByText('Pagamento aprovado! Seu agendamento foi confirmado.'),
    ).toBeVisible();
    await waitFor(() => expect(app.location()).toBe(`/booking-confirmation/${id}`));

    expect(api.to(tokenize)[0]?.body).toEqual({
      cardNumber: '4235647728025682',
      securityCode: '123',
      expirationMonth: 11,
      expirationYear: 2030,
      cardholderName: 'APRO',
    });
    const [request] = api.to(pay);
    expect(request?.headers.get('Idempotency-Key')).toMatch(uuid);
    expect(request?.body).toEqual({
      appointmentId: id,
      amount: 92.14,
      method: 'CREDIT_CARD',
      cardToken: 'tok_123',
      installments: 3,
      saveCard: true,
      description: 'Navalha: Corte de cabelo + Barba completa',
      cardholderName: 'APRO',
      lastFourDigits: '5682',
      brand: 'Visa',
    });
    // Nothing of the card reaches our API or storage.
    expect(JSON.stringify(request?.body)).not.toMatch(/4235647728025682|"123"/);
    expect(JSON.stringify({ ...localStorage })).not.toMatch(/4235|securityCode|cvv/i);
    expect(readPendingCardPayment()).toBeNull();
  });

  it('sends a payment under review to the confirmation too', async () => {
    stubCardPage(() => json(201, resultJson('pending')));
    const app = await openCardPage();
    await fillCard(app, 'cont');
    await app.user.click(payButton());
    expect(
      await screen.findByText('Pagamento em análise. Você receberá uma confirmação em breve.'),
    ).toBeVisible();
    await waitFor(() => expect(app.location()).toBe(`/booking-confirmation/${id}`));
  });

  it('shows why a card was refused and lets the client try again with a new key', async () => {
    let answers = 0;
    const api = stubCardPage(() => {
      answers += 1;
      return answers === 1
        ? json(201, resultJson('failed', 'cc_rejected_insufficient_amount'))
        : json(201, resultJson('paid'));
    });
    const app = await openCardPage();
    await fillCard(app, 'fund');
    await app.user.click(payButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Saldo insuficiente no cartão');
    expect(app.location()).toBe(`/payment/card/${id}`);
    expect(screen.getByLabelText('CVV')).toHaveValue('');
    expect(screen.getByLabelText('Nome do titular')).toHaveValue('FUND');

    await app.user.type(screen.getByLabelText('CVV'), '123');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await app.user.click(payButton());
    await waitFor(() => expect(app.location()).toBe(`/booking-confirmation/${id}`));
    const [first, second] = api.to(pay);
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });

  it('takes the new total when the saved amount is stale, shows it, and pays it on the next tap', async () => {
    let answers = 0;
    const api = stubCardPage(() => {
      answers += 1;
      return answers === 1
        ? json(409, {
            statusCode: 409,
            error: 'Conflict',
            code: 'PAYMENT_AMOUNT_MISMATCH',
            message: 'O valor do pagamento não confere com o total do agendamento.',
            field: 'amount',
            details: { subtotal: 85, discount: 0, paymentFee: 7.14, total: 92.14 },
          })
        : json(201, resultJson('paid'));
    });
    const app = await openCardPage({ ...pending, amount: 9000 });
    expect(payButton()).toHaveTextContent(/R\$\s90,00/);
    await fillCard(app);
    await app.user.selectOptions(screen.getByLabelText('Parcelas'), '3');
    await app.user.click(payButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^O valor deste pagamento mudou\. Confira o novo total e toque em Pagar\. Novo total: R\$\s92,14\.$/,
    );
    expect(app.location()).toBe(`/payment/card/${id}`);
    expect(screen.getByRole('region', { name: 'Resumo do pagamento' })).toHaveTextContent(
      /Total\s*R\$\s92,14/,
    );
    expect(payButton()).toHaveTextContent(/R\$\s92,14/);
    const options = within(screen.getByLabelText('Parcelas')).getAllByRole('option');
    expect(options[0]).toHaveTextContent(/^1x de R\$\s92,14 \(sem juros\)$/);
    expect(screen.getByLabelText('Parcelas')).toHaveValue('3');
    expect(screen.getByLabelText('CVV')).toHaveValue('123');
    // A reload of the page charges the new total too.
    expect(readPendingCardPayment()).toEqual({ ...pending, amount: 9214 });

    await app.user.click(payButton());
    await waitFor(() => expect(app.location()).toBe(`/booking-confirmation/${id}`));
    const [stale, retry] = api.to(pay);
    expect(stale?.body).toMatchObject({ amount: 90, installments: 3 });
    expect(retry?.body).toMatchObject({ amount: 92.14, installments: 3 });
    expect(retry?.headers.get('Idempotency-Key')).not.toBe(stale?.headers.get('Idempotency-Key'));
    expect(api.to(tokenize)).toHaveLength(2);
  });

  it.each([
    ['a blocked card', 'cc_rejected_card_disabled', 'Cartão bloqueado ou desabilitado'],
    [
      'bad data',
      'cc_rejected_bad_filled_security_code: invalid',
      'Dados do cartão inválidos. Verifique as informações.',
    ],
    ['no reason', null, 'Pagamento não foi aprovado'],
  ])('words a refusal for %s', async (_case, reason, message) => {
    stubCardPage(() => json(201, resultJson('failed', reason)));
    const app = await openCardPage();
    await fillCard(app);
    await app.user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("shows the tokenizer's refusal on the field it names", async () => {
    stubApi({
      [tokenize]: () =>
        apiError(400, 'VALIDATION_ERROR', 'Número do cartão inválido', 'cardNumber'),
    });
    const app = await openCardPage();
    await fillCard(app);
    await app.user.click(payButton());
    await waitFor(() =>
      expect(screen.getByLabelText('Número do cartão')).toHaveAccessibleDescription(
        'Número do cartão inválido',
      ),
    );
  });

  it("says 'Dados de pagamento não encontrados' and goes home without the saved payment", async () => {
    stubCardPage(() => json(201, resultJson('paid')));
    savePendingCardPayment({ ...pending, appointmentId: appointmentIds.confirmed });
    const app = await renderApp(`/payment/card/${id}`);
    expect(await screen.findByText('Dados de pagamento não encontrados')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});
