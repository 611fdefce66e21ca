import { appointmentSchema } from '@navalha/core/contracts/appointments';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appointmentIds, appointmentJson } from '../../../test/appointment-fixtures';
import type { AppointmentJsonOptions } from '../../../test/appointment-fixtures';
import { PaymentSummaryBox } from './payment-summary-box';

function renderBox(options: AppointmentJsonOptions) {
  const appointment = appointmentSchema.parse(appointmentJson(appointmentIds.pending, options));
  render(<PaymentSummaryBox appointment={appointment} />);
  return screen.getByRole('region', { name: 'Pagamento' });
}

/** The value beside a label in the box. */
function valueOf(box: HTMLElement, label: string): string | null {
  const term = within(box).queryByText(label, { selector: 'dt' });
  // Intl puts a no-break space after 'R$'.
  return term?.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ') ?? null;
}

describe('PaymentSummaryBox', () => {
  it('sums the services into the subtotal and shows the total due', () => {
    const box = renderBox({ paymentMethod: 'CASH' });
    expect(valueOf(box, 'Subtotal')).toBe('R$ 85,00');
    expect(valueOf(box, 'Total')).toBe('R$ 85,00');
  });

  it('shows a discount line only when there is a discount', () => {
    expect(valueOf(renderBox({ discount: 0 }), 'Desconto')).toBeNull();
    document.body.innerHTML = '';
    const box = renderBox({ discount: 8.5 });
    expect(valueOf(box, 'Desconto')).toBe('−R$ 8,50');
    expect(valueOf(box, 'Total')).toBe('R$ 76,50');
  });

  it('adds the method’s fee line when there is one, so the lines add up', () => {
    const box = renderBox({ paymentMethod: 'CREDIT_CARD', paymentFee: 7.14 });
    expect(valueOf(box, 'Taxa de pagamento')).toBe('R$ 7,14');
    expect(valueOf(box, 'Total')).toBe('R$ 92,14');
  });

  it.each([
    ['PIX', 'PIX'],
    ['DEBIT_CARD', 'Cartão de Débito'],
    ['CREDIT_CARD', 'Cartão de Crédito'],
    ['CASH', 'Dinheiro'],
    [null, 'Não especificado'],
  ])('names the method %s as %j', (method, label) => {
    const box = renderBox({ paymentMethod: method });
    expect(valueOf(box, 'Forma de pagamento')).toBe(label);
  });
});
