import { appointmentSchema } from '@navalha/core/contracts/appointments';
import type { ShopBookingRules } from '@navalha/core/contracts/payments';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appointmentIds, appointmentJson } from '../../../test/appointment-fixtures';
import { getAppointmentBalanceDue } from '../deposit';
import { BookingCard } from './booking-card';
import { PaidDepositRule } from './deposit-note';
import { PayNowLink } from './pay-now';

const id = appointmentIds.confirmed;

/** A cash booking of R$ 85,00 whose R$ 20,00 deposit was paid by PIX (decision 029). */
function depositPaid(overrides: object = {}) {
  return appointmentSchema.parse({
    ...appointmentJson(id, {
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
      paymentMethod: 'PIX',
      paymentFee: 0,
    }),
    depositAmount: 20,
    paidAmount: 20,
    ...overrides,
  });
}

describe("'Pagar o restante'", () => {
  it('is offered on the booking once the deposit is paid, for the rest only', () => {
    const booking = depositPaid();
    expect(getAppointmentBalanceDue(booking)).toBe(booking.final_amount - 2000);
    render(
      <MemoryRouter>
        <PayNowLink appointment={booking} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /Pagar o restante \(R\$\s65,00\)/ });
    expect(link).toHaveAttribute('href', `/payment/booking/${id}`);
  });

  it('is offered in Minha Agenda’s card too', () => {
    render(
      <MemoryRouter>
        <BookingCard appointment={depositPaid()} onEdit={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /Pagar o restante/ })).toBeVisible();
  });

  it('is not offered once the rest is paid, before the deposit, or after the booking ended', () => {
    const cases = [
      depositPaid({ paidAmount: 85 }),
      depositPaid({ paidAmount: 0, paymentStatus: 'PENDING', status: 'PENDING' }),
      depositPaid({ status: 'CANCELLED' }),
      depositPaid({ status: 'COMPLETED' }),
      depositPaid({ depositAmount: null }),
    ];
    for (const booking of cases) {
      const { unmount } = render(
        <MemoryRouter>
          <PayNowLink appointment={booking} />
        </MemoryRouter>,
      );
      expect(screen.queryByRole('link', { name: /Pagar o restante/ })).not.toBeInTheDocument();
      unmount();
    }
  });
});

/** Late cancellations keep 50% of the total; no-shows keep all of it. */
const rules: ShopBookingRules = {
  timeZone: 'America/Sao_Paulo',
  cancellationWindowHours: 24,
  cancellationFeePercent: 50,
  noShowFeePercent: 100,
  clientHistory: null,
};

const ruleText = () =>
  screen.getByRole('note', { name: 'Regra de cancelamento' }).textContent?.replace(/\u00a0/g, ' ');

describe('the rule a client with a paid deposit reads', () => {
  it('is the deposit’s while the rest is due at the shop', () => {
    render(<PaidDepositRule rules={rules} appointment={depositPaid()} />);
    expect(ruleText()).toBe(
      'Sinal de R$ 20,00 para confirmar. Cancelando até 24 h antes, ele volta para você; em ' +
        'faltas ou cancelamentos depois disso, fica com a barbearia.',
    );
  });

  it("on 'Pagar o restante', says the fees then apply to the whole total", () => {
    render(<PaidDepositRule rules={rules} appointment={depositPaid()} paying />);
    expect(ruleText()).toBe(
      'Pagando o restante, o total de R$ 85,00 fica pago. Cancelando até 24 h antes, tudo volta ' +
        'para você; em cancelamentos depois disso, a barbearia fica com R$ 42,50 e devolve o ' +
        'resto; em faltas, tudo fica com a barbearia.',
    );
  });

  it('once the rest is paid, says what is kept of the whole', () => {
    render(<PaidDepositRule rules={rules} appointment={depositPaid({ paidAmount: 85 })} />);
    expect(ruleText()).toMatch(/^Total de R\$ 85,00 pago\. .*a barbearia fica com R\$ 42,50/);
  });

  it('is silent before the deposit is paid and after the booking ended', () => {
    const { container } = render(
      <>
        <PaidDepositRule
          rules={rules}
          appointment={depositPaid({ paidAmount: 0, paymentStatus: 'PENDING', status: 'PENDING' })}
        />
        <PaidDepositRule rules={rules} appointment={depositPaid({ status: 'CANCELLED' })} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
