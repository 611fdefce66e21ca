import { appointmentSchema } from '@navalha/core/contracts/appointments';
import type { ShopBookingRules } from '@navalha/core/contracts/payments';
import { DEFAULT_DEPOSIT_SETTINGS } from '@navalha/core/domain/payments/deposit';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { appointmentIds, appointmentJson } from '../../../test/appointment-fixtures';
import { renderWithQuery } from '../../../test/render-with-query';
import {
  getAppointmentDepositOwed,
  getDepositBalanceWords,
  getDraftDeposit,
  getKeptFeeLabel,
} from '../deposit';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { DepositNote } from './deposit-note';

/** Intl puts a no-break space after 'R$'. */
const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ') ?? null;

const rules: ShopBookingRules = {
  timeZone: 'America/Sao_Paulo',
  cancellationWindowHours: 24,
  cancellationFeePercent: 50,
  noShowFeePercent: 100,
  deposit: { ...DEFAULT_DEPOSIT_SETTINGS, mode: 'ALL', serviceIds: [] },
  clientHistory: { completedBookings: 0, noShows: 0 },
};

const draft = { method: 'CASH' as const, totalCents: 5000, serviceIds: ['corte'] };

describe('DepositNote', () => {
  it('says the shop’s rule in one sentence and the split between now and the shop', () => {
    render(
      <DepositNote
        rules={rules}
        depositCents={2000}
        totalCents={5000}
        startsAt={new Date('2030-05-10T12:00:00Z')}
      />,
    );
    const note = screen.getByRole('note', { name: 'Sinal' });
    expect(plain(note.textContent)).toContain(
      'Sinal de R$ 20,00 para confirmar. Cancelando até 24 h antes, ele volta para você; ' +
        'em faltas ou cancelamentos depois disso, fica com a barbearia.',
    );
    expect(plain(note.textContent)).toContain('Sinal agora: R$ 20,00 · Na barbearia: R$ 30,00');
  });

  it('shows nothing without a deposit or before the rules are known', () => {
    const { container } = render(
      <>
        <DepositNote rules={rules} depositCents={null} totalCents={5000} date="2030-05-10" />
        <DepositNote rules={undefined} depositCents={2000} totalCents={5000} date="2030-05-10" />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('getDraftDeposit', () => {
  it('asks a deposit of an order paid at the shop, never of one paid online', () => {
    expect(getDraftDeposit(rules, draft)).toBe(2000);
    expect(getDraftDeposit(rules, { ...draft, method: 'PIX' })).toBeNull();
  });

  it('asks nothing while the rule is off, unknown, or the client’s past is not known', () => {
    const off = { ...rules, deposit: { ...DEFAULT_DEPOSIT_SETTINGS, serviceIds: [] } };
    expect(getDraftDeposit(off, draft)).toBeNull();
    expect(getDraftDeposit(undefined, draft)).toBeNull();
    expect(getDraftDeposit({ ...rules, clientHistory: null }, draft)).toBeNull();
  });
});

describe('a booking’s deposit', () => {
  const booking = (json: object) =>
    appointmentSchema.parse({ ...appointmentJson(appointmentIds.pending), ...json });

  it('is owed while a cash booking waits for it', () => {
    expect(getAppointmentDepositOwed(booking({ depositAmount: 20 }))).toBe(2000);
    expect(getAppointmentDepositOwed(booking({ depositAmount: null }))).toBeNull();
  });

  it('reads “Sinal pago · falta” once paid, and “Sinal retido” after a no-show', () => {
    const paid = booking({
      depositAmount: 20,
      paidAmount: 20,
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
      paymentMethod: 'PIX',
    });
    expect(plain(getDepositBalanceWords(paid))).toBe('Sinal pago · falta R$ 65,00');
    expect(getDepositBalanceWords({ ...paid, paidAmount: paid.final_amount })).toBeNull();
    expect(getKeptFeeLabel({ ...paid, status: 'NO_SHOW' })).toBe('Sinal retido');
    expect(getKeptFeeLabel({ ...paid, status: 'CANCELLED' })).toBe('Taxa de cancelamento');
  });
});

describe('CancelBookingDialog after a deposit', () => {
  it('previews the deposit coming back, not the whole booking', async () => {
    stubApi({});
    const paid = appointmentSchema.parse({
      ...appointmentJson(appointmentIds.confirmed, {
        status: 'CONFIRMED',
        paymentStatus: 'COMPLETED',
        paymentMethod: 'PIX',
      }),
      depositAmount: 20,
      paidAmount: 20,
    });
    renderWithQuery(
      <CancelBookingDialog
        appointment={paid}
        open
        onOpenChange={() => undefined}
        onConfirm={() => undefined}
        pending={false}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(plain(dialog.textContent)).toContain('Você recebe de volta R$ 20,00'),
    );
  });
});
