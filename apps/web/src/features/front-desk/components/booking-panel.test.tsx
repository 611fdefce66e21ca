import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { deskTestSetUp, setWidth } from '../../../test/desk-doubles';

const ANA = '6e617661-6c68-4100-8000-000000000b01';
const CLIENT = '6e617661-6c68-4100-8000-00000000c001';
const BOOKING = '6e617661-6c68-4100-8000-00000000a001';
const PAYMENT = '6e617661-6c68-4100-8000-00000000e001';
const DATE = '2030-03-09';
const ONE = `GET /api/admin/agenda/bookings/${BOOKING}`;

function agenda() {
  return {
    date: DATE,
    timeZone: 'America/Sao_Paulo',
    slotStepMinutes: 30,
    openingHours: [{ start: '09:00', end: '19:00' }],
    staff: [
      {
        id: ANA,
        name: 'Ana Navalha',
        avatarUrl: null,
        workingHours: [{ start: '09:00', end: '19:00' }],
        breaks: [],
        timeOff: [],
      },
    ],
    bookings: [
      {
        id: BOOKING,
        barberId: ANA,
        startsAt: `${DATE}T13:00:00.000Z`,
        endsAt: `${DATE}T13:45:00.000Z`,
        client: { id: CLIENT, name: 'Bruno Lima', phone: '(11) 98765-4321' },
        services: ['Corte de cabelo'],
        status: 'CONFIRMED',
        paymentMethod: 'CASH',
        paymentStatus: 'PENDING',
      },
    ],
  };
}

/** The booking as the panel reads it; `started`: its start has passed. */
function details(overrides: Record<string, unknown> = {}, started = false) {
  const startsAt = started ? '2020-03-09T13:00:00.000Z' : `${DATE}T13:00:00.000Z`;
  return {
    id: BOOKING,
    barber: { id: ANA, name: 'Ana Navalha' },
    client: {
      id: CLIENT,
      name: 'Bruno Lima',
      phone: '(11) 98765-4321',
      email: 'bruno@navalha.dev',
      noShowCount: 2,
    },
    services: [{ name: 'Corte de cabelo', priceCents: 4500 }],
    startsAt,
    endsAt: startsAt.replace('13:00', '13:45'),
    status: 'CONFIRMED',
    paymentStatus: 'PENDING',
    paymentMethod: 'CASH',
    totalCents: 4500,
    notes: null,
    arrivedAt: null,
    startedAt: null,
    cancellationReason: null,
    cancellationFeeCents: null,
    payment: {
      id: PAYMENT,
      status: 'PENDING',
      method: 'CASH',
      amountCents: 4500,
      atShop: true,
      receivedWith: null,
      receivedAt: null,
      refundedAmountCents: null,
    },
    refundQuote: null,
    noShowFeeCents: 0,
    ...overrides,
  };
}

const result = (status: string, paymentStatus: string) =>
  json(200, { id: BOOKING, status, paymentStatus, refundedCents: null });

beforeEach(() => {
  deskTestSetUp();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openPanel(handlers: Parameters<typeof stubApi>[0], wide = true) {
  setWidth(wide);
  const api = stubApi({ 'GET /api/admin/agenda': () => json(200, agenda()), ...handlers });
  const rendered = await renderApp('/admin/agenda?vista=grade');
  const grid = await screen.findByRole('region', { name: 'Grade do dia' });
  await rendered.user.click(within(grid).getByRole('button', { name: /^Bruno Lima/ }));
  const panel = await screen.findByRole('dialog', { name: 'Bruno Lima' });
  return { api, user: rendered.user, panel };
}

describe('the booking panel', () => {
  it('shows client, services, times, status and payment in words, and the no-shows', async () => {
    const { panel } = await openPanel({ [ONE]: () => json(200, details()) });
    expect(within(panel).getByText(/10:00–10:45 · com Ana Navalha/)).toBeVisible();
    expect(within(panel).getByTestId('situacao')).toHaveTextContent(
      'Confirmado · Pagar na barbearia',
    );
    expect(within(panel).getByText('Faltas do cliente').nextSibling).toHaveTextContent('2');
    expect(within(panel).getByText('Corte de cabelo · R$ 45,00')).toBeVisible();
    // Before the start: neither complete nor 'Faltou'.
    expect(within(panel).getByRole('button', { name: 'Chegou' })).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Faltou' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Concluir' })).toBeNull();
  });

  it("marks the arrival ('Chegou') and refreshes the booking", async () => {
    let arrived = false;
    const { api, user, panel } = await openPanel({
      [ONE]: () => json(200, details(arrived ? { arrivedAt: `${DATE}T12:58:00.000Z` } : {})),
      [`POST /api/admin/agenda/bookings/${BOOKING}/arrive`]: () => {
        arrived = true;
        return result('CONFIRMED', 'PENDING');
      },
    });
    await user.click(within(panel).getByRole('button', { name: 'Chegou' }));
    expect(await within(panel).findByText('Chegou às')).toBeVisible();
    expect(api.to(`POST /api/admin/agenda/bookings/${BOOKING}/arrive`)).toHaveLength(1);
    expect(within(panel).queryByRole('button', { name: 'Chegou' })).toBeNull();
  });

  it('receives cash before completing, with the change calculated', async () => {
    const { api, user, panel } = await openPanel({
      [ONE]: () => json(200, details({ arrivedAt: '2020-03-09T12:58:00.000Z' }, true)),
      [`POST /api/admin/agenda/bookings/${BOOKING}/receive-payment`]: () =>
        json(200, { paymentId: PAYMENT, amountCents: 4500, with: 'cash', changeCents: 500 }),
      [`POST /api/admin/agenda/bookings/${BOOKING}/complete`]: () =>
        result('COMPLETED', 'COMPLETED'),
    });
    await user.click(within(panel).getByRole('button', { name: 'Concluir' }));
    expect(within(panel).getByTestId('valor-devido')).toHaveTextContent('R$ 45,00');
    await user.type(within(panel).getByLabelText('Valor recebido (R$)'), '50,00');
    expect(within(panel).getByTestId('troco')).toHaveTextContent('R$ 5,00');
    await user.click(within(panel).getByRole('button', { name: 'Receber e concluir' }));
    await vi.waitFor(() =>
      expect(api.to(`POST /api/admin/agenda/bookings/${BOOKING}/complete`)).toHaveLength(1),
    );
    expect(api.to(`POST /api/admin/agenda/bookings/${BOOKING}/receive-payment`)[0]?.body).toEqual({
      with: 'cash',
      givenCents: 5000,
    });
  });

  it("receives cash a barber's completion left 'A receber' (decision 023)", async () => {
    const { api, user, panel } = await openPanel({
      [ONE]: () => json(200, details({ status: 'COMPLETED' }, true)),
      [`POST /api/admin/agenda/bookings/${BOOKING}/receive-payment`]: () =>
        json(200, { paymentId: PAYMENT, amountCents: 4500, with: 'cash', changeCents: 0 }),
    });
    expect(within(panel).getByTestId('situacao')).toHaveTextContent('Concluído · A receber');
    expect(within(panel).queryByRole('button', { name: 'Cancelar' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Receber pagamento' }));
    await user.type(within(panel).getByLabelText('Valor recebido (R$)'), '45,00');
    await user.click(within(panel).getByRole('button', { name: 'Confirmar recebimento' }));
    await vi.waitFor(() =>
      expect(api.to(`POST /api/admin/agenda/bookings/${BOOKING}/receive-payment`)).toHaveLength(1),
    );
  });

  it('refuses cash that does not cover the amount, without asking the server', async () => {
    const { api, user, panel } = await openPanel({ [ONE]: () => json(200, details()) });
    await user.click(within(panel).getByRole('button', { name: 'Receber pagamento' }));
    await user.type(within(panel).getByLabelText('Valor recebido (R$)'), '40');
    expect(within(panel).getByTestId('troco')).toHaveTextContent('—');
    await user.click(within(panel).getByRole('button', { name: 'Confirmar recebimento' }));
    expect(await within(panel).findByText('O valor não cobre o total de R$ 45,00.')).toBeVisible();
    expect(api.to(`POST /api/admin/agenda/bookings/${BOOKING}/receive-payment`)).toHaveLength(0);
  });

  it("offers 'Faltou' after the start when the client has not arrived", async () => {
    const { api, user, panel } = await openPanel({
      [ONE]: () => json(200, details({ noShowFeeCents: 2250 }, true)),
      [`POST /api/admin/agenda/bookings/${BOOKING}/no-show`]: () => result('NO_SHOW', 'CANCELLED'),
    });
    await user.click(within(panel).getByRole('button', { name: 'Faltou' }));
    expect(within(panel).getByText(/A taxa de falta da barbearia é R\$ 22,50\./)).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Confirmar falta' }));
    await vi.waitFor(() =>
      expect(api.to(`POST /api/admin/agenda/bookings/${BOOKING}/no-show`)).toHaveLength(1),
    );
  });

  it('cancels a paid booking with a reason and a partial refund, amounts shown first', async () => {
    const paid = details({
      paymentStatus: 'COMPLETED',
      paymentMethod: 'PIX',
      payment: {
        id: PAYMENT,
        status: 'COMPLETED',
        method: 'PIX',
        amountCents: 6000,
        atShop: false,
        receivedWith: null,
        receivedAt: null,
        refundedAmountCents: null,
      },
      refundQuote: {
        paidCents: 6000,
        policyRefundCents: 3000,
        policyKeptCents: 3000,
        beyondPolicyAllowed: true,
        walletAllowed: true,
      },
    });
    const { api, user, panel } = await openPanel({
      [ONE]: () => json(200, paid),
      [`POST /api/admin/agenda/bookings/${BOOKING}/cancel`]: () =>
        json(200, {
          id: BOOKING,
          status: 'CANCELLED',
          paymentStatus: 'REFUNDED',
          refundedCents: 2000,
        }),
    });
    expect(within(panel).getByTestId('situacao')).toHaveTextContent('Confirmado · Pago no PIX');
    await user.click(within(panel).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(panel).getByLabelText('Cliente pediu'));
    expect(within(panel).getByTestId('resumo-reembolso')).toHaveTextContent(
      'Reembolso de R$ 30,00 · a barbearia fica com R$ 30,00',
    );
    await user.click(within(panel).getByLabelText('Outro valor'));
    await user.type(within(panel).getByLabelText('Valor do reembolso (R$)'), '20,00');
    expect(within(panel).getByTestId('resumo-reembolso')).toHaveTextContent(
      'Reembolso de R$ 20,00 · a barbearia fica com R$ 40,00',
    );
    await user.click(within(panel).getByRole('button', { name: 'Cancelar agendamento' }));
    await vi.waitFor(() =>
      expect(api.to(`POST /api/admin/agenda/bookings/${BOOKING}/cancel`)[0]?.body).toEqual({
        reason: 'Cliente pediu',
        refund: { kind: 'partial', amountCents: 2000, to: 'original' },
      }),
    );
  });

  describe('with a refund the gateway broke off between its parts', () => {
    /** A R$ 50,00 booking: R$ 20,00 deposit and the rest by PIX; the deposit's R$ 10,00 went back. */
    const broken = (ending: 'cancel' | 'no_show', reason: string) =>
      details(
        {
          paymentStatus: 'COMPLETED',
          paymentMethod: 'PIX',
          totalCents: 5000,
          depositCents: 2000,
          balanceCents: 0,
          payment: null,
          refundQuote: {
            paidCents: 5000,
            policyRefundCents: 4000,
            policyKeptCents: 1000,
            beyondPolicyAllowed: true,
            walletAllowed: true,
          },
          unfinishedRefund: { ending, reason, refundedCents: 1000 },
        },
        true,
      );

    it("offers the retry of 'Faltou' instead of 'Concluir'", async () => {
      const { api, user, panel } = await openPanel({
        [ONE]: () => json(200, broken('no_show', 'Cliente não compareceu.')),
        [`POST /api/admin/agenda/bookings/${BOOKING}/no-show`]: () => result('NO_SHOW', 'REFUNDED'),
      });
      expect(within(panel).getByTestId('situacao')).toHaveTextContent(
        'Confirmado · Reembolso interrompido',
      );
      expect(
        within(panel).getByRole('note', { name: 'Reembolso interrompido' }).textContent,
      ).toMatch(/R\$\s10,00 já voltou ao cliente, mas o reembolso do restante falhou\./);
      for (const name of ['Concluir', 'Chegou', 'Receber pagamento', 'Faltou', 'Cancelar']) {
        expect(within(panel).queryByRole('button', { name })).toBeNull();
      }
      await user.click(within(panel).getByRole('button', { name: 'Tentar o reembolso de novo' }));
      await vi.waitFor(() =>
        expect(api.to(`POST /api/admin/agenda/bookings/${BOOKING}/no-show`)).toHaveLength(1),
      );
    });

    it("retries the desk's cancellation with the reason it carried", async () => {
      const { api, user, panel } = await openPanel({
        [ONE]: () => json(200, broken('cancel', 'Barbeiro indisponível')),
        [`POST /api/admin/agenda/bookings/${BOOKING}/cancel`]: () =>
          result('CANCELLED', 'REFUNDED'),
      });
      await user.click(within(panel).getByRole('button', { name: 'Tentar o reembolso de novo' }));
      expect(within(panel).getByLabelText('Barbeiro indisponível')).toBeChecked();
      await user.click(within(panel).getByRole('button', { name: 'Cancelar agendamento' }));
      await vi.waitFor(() =>
        expect(api.to(`POST /api/admin/agenda/bookings/${BOOKING}/cancel`)[0]?.body).toEqual({
          reason: 'Barbeiro indisponível',
          refund: { kind: 'policy', to: 'original' },
        }),
      );
    });

    it("reads the booking again when the server refuses 'Concluir' for it", async () => {
      let refused = false;
      const { user, panel } = await openPanel({
        [ONE]: () =>
          json(
            200,
            refused
              ? broken('no_show', 'Cliente não compareceu.')
              : details({ paymentStatus: 'COMPLETED', paymentMethod: 'PIX', payment: null }, true),
          ),
        [`POST /api/admin/agenda/bookings/${BOOKING}/complete`]: () => {
          refused = true;
          return apiError(
            409,
            'REFUND_UNFINISHED',
            'Parte do pagamento deste agendamento já foi devolvida e o reembolso do restante ' +
              'falhou. Tente o reembolso de novo antes de concluir o atendimento.',
          );
        },
      });
      await user.click(within(panel).getByRole('button', { name: 'Concluir' }));
      expect(
        await within(panel).findByRole('button', { name: 'Tentar o reembolso de novo' }),
      ).toBeVisible();
      expect(within(panel).queryByRole('button', { name: 'Concluir' })).toBeNull();
    });
  });

  it("shows the server's refusal in pt-BR", async () => {
    const { user, panel } = await openPanel(
      {
        [ONE]: () => json(200, details()),
        [`POST /api/admin/agenda/bookings/${BOOKING}/cancel`]: () =>
          apiError(409, 'INVALID_TRANSITION', 'Não é possível cancelar um agendamento concluído.'),
      },
      false,
    );
    await user.click(within(panel).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(panel).getByLabelText('Outro motivo'));
    await user.type(
      within(panel).getByLabelText('Escreva o motivo'),
      'Cliente remarcou por telefone',
    );
    await user.click(within(panel).getByRole('button', { name: 'Cancelar agendamento' }));
    expect(
      await within(panel).findByText('Não é possível cancelar um agendamento concluído.'),
    ).toBeVisible();
  });
});
