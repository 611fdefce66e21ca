import type { CashDay } from '@navalha/core/contracts/front-desk-cash';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CashDayReport } from './cash-screen';
import { CloseCashDialog } from './close-cash-dialog';

/** Amounts in centavos and instants as Dates: the contract's decoded form. */
function cashDay(overrides: Partial<CashDay> = {}): CashDay {
  return {
    date: '2026-11-28',
    timeZone: 'America/Sao_Paulo',
    received: { count: 2, amount: 9_500 },
    byMethod: [
      { method: 'CASH', count: 1, amount: 5_000 },
      { method: 'PIX', count: 0, amount: 0 },
      { method: 'CARD', count: 0, amount: 0 },
      { method: 'WALLET', count: 0, amount: 0 },
      { method: 'APP', count: 1, amount: 4_500 },
    ],
    byBarber: [{ barberId: 'b1', name: 'Bruno Barbeiro', count: 2, amount: 9_500 }],
    receipts: [
      {
        paymentId: 'p1',
        appointmentId: 'a1',
        method: 'CASH',
        amount: 5_000,
        receivedAt: new Date('2026-11-28T13:40:00Z'),
        clientName: 'Carlos Cliente',
        barberId: 'b1',
        barberName: 'Bruno Barbeiro',
      },
    ],
    refunds: [],
    refunded: { count: 0, amount: 0 },
    keptFees: [
      {
        appointmentId: 'a2',
        status: 'CANCELLED',
        amount: 2_500,
        clientName: 'Marina Costa',
        startsAt: new Date('2026-11-28T15:00:00Z'),
      },
    ],
    kept: { count: 1, amount: 2_500 },
    unpaid: [],
    expectedCash: 5_000,
    closings: [],
    ...overrides,
  };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('CashDayReport', () => {
  it('shows the day by method, by barber, its receipts and the fees kept, in pt-BR', () => {
    render(<CashDayReport day={cashDay()} />);
    const methods = section('Por forma de pagamento');
    expect(within(methods).getByText('Dinheiro').closest('li')).toHaveTextContent('R$ 50,00');
    expect(within(methods).getByText('App').closest('li')).toHaveTextContent('R$ 45,00');
    expect(
      within(section('Resumo')).getByText('Dinheiro esperado no caixa').closest('li'),
    ).toHaveTextContent('R$ 50,00');
    expect(within(section('Recebimentos')).getByText('10:40 · Carlos Cliente')).toBeVisible();
    expect(
      within(section('Taxas de cancelamento e falta retidas')).getByText('Cancelado'),
    ).toBeVisible();
    expect(
      within(section('Fechamento')).getByText('O caixa deste dia ainda não foi fechado.'),
    ).toBeVisible();
  });

  it('shows the latest closing with its difference in words, and the earlier ones', () => {
    const closedAt = new Date('2026-11-28T22:00:00Z');
    render(
      <CashDayReport
        day={cashDay({
          closings: [
            {
              id: 'c2',
              counted: 5_000,
              expected: 5_000,
              difference: 0,
              note: null,
              closedBy: { id: 'u1', name: 'Renata Recepção' },
              closedAt,
            },
            {
              id: 'c1',
              counted: 4_500,
              expected: 5_000,
              difference: -500,
              note: null,
              closedBy: { id: 'u1', name: 'Renata Recepção' },
              closedAt: new Date('2026-11-28T21:00:00Z'),
            },
          ],
        })}
      />,
    );
    const closing = section('Fechamento');
    expect(within(closing).getByText('Caixa confere')).toBeVisible();
    expect(within(closing).getByText(/Fechado por Renata Recepção às 19:00/)).toBeVisible();
    expect(within(closing).getByText('1 fechamento anterior')).toBeVisible();
    expect(closing).toHaveTextContent('Falta de R$ 5,00');
  });
});

describe('CloseCashDialog', () => {
  function renderDialog(onSubmit = vi.fn(async () => ({}))) {
    render(
      <CloseCashDialog
        open
        onOpenChange={() => undefined}
        date="2026-11-28"
        expectedCents={9_000}
        pending={false}
        onSubmit={onSubmit}
      />,
    );
    return onSubmit;
  }

  it('shows the difference as the count is typed and sends it in reais', async () => {
    const onSubmit = renderDialog();
    const user = userEvent.setup();
    expect(screen.getByText('R$ 90,00')).toBeVisible();
    await user.type(screen.getByLabelText('Dinheiro contado (R$)'), '85,50');
    expect(screen.getByText('Falta de R$ 4,50')).toBeVisible();
    await user.type(screen.getByLabelText('Observação (opcional)'), 'Troco para o dia seguinte');
    await user.click(screen.getByRole('button', { name: 'Registrar fechamento' }));
    expect(onSubmit).toHaveBeenCalledWith({
      date: '2026-11-28',
      counted: 85.5,
      note: 'Troco para o dia seguinte',
    });
  });

  it('asks for the counted amount before sending anything', async () => {
    const onSubmit = renderDialog();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Registrar fechamento' }));
    expect(await screen.findByText('Informe o valor contado no caixa')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
