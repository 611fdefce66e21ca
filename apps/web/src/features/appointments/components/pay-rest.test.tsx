import { appointmentSchema } from '@navalha/core/contracts/appointments';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appointmentIds, appointmentJson } from '../../../test/appointment-fixtures';
import { getAppointmentBalanceDue } from '../deposit';
import { BookingCard } from './booking-card';
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
