import { appointmentSchema } from '@navalha/core/contracts/appointments';
import type { Appointment } from '@navalha/core/contracts/appointments';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { appointmentIds, appointmentJson } from '../../../test/appointment-fixtures';
import { renderWithQuery } from '../../../test/render-with-query';
import { CancelBookingDialog } from './cancel-booking-dialog';

/** Intl puts a no-break space after 'R$'. */
const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ') ?? '';

/** A R$ 50,00 booking: R$ 20,00 deposit by PIX, the rest in cash at the shop. */
function paidInPartsJson(cancelRefund: unknown[], extra: Record<string, unknown> = {}) {
  return {
    ...appointmentJson(appointmentIds.confirmed, {
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
      paymentMethod: 'PIX',
    }),
    depositAmount: 20,
    paidAmount: 50,
    cancelRefund,
    ...extra,
  };
}

/** The dialog open on the booking `given` (as the server sent it), read again as `answer()`. */
async function openDialog(given: Record<string, unknown>, answer: () => unknown = () => given) {
  const appointment: Appointment = appointmentSchema.parse(given);
  const api = stubApi({
    [`GET /api/appointments/${appointment.id}`]: () => json(200, answer()),
  });
  renderWithQuery(
    <CancelBookingDialog
      appointment={appointment}
      open
      onOpenChange={() => undefined}
      onConfirm={() => undefined}
      pending={false}
    />,
  );
  return { api, dialog: await screen.findByRole('dialog') };
}

describe('CancelBookingDialog of a booking paid in parts', () => {
  it('lists each part with the way it comes back, as the server quoted it', async () => {
    const { dialog } = await openDialog(
      paidInPartsJson([
        { method: 'PIX', destination: 'original', amount: 10, refundFee: 0 },
        { method: 'CASH', destination: 'wallet', amount: 30, refundFee: 0 },
      ]),
    );
    await waitFor(() =>
      expect(plain(dialog.textContent)).toContain(
        'Você recebe de volta R$ 40,00, cada parte como foi paga:',
      ),
    );
    const parts = within(dialog)
      .getAllByRole('listitem')
      .map((item) => plain(item.textContent));
    expect(parts).toEqual([
      'R$ 10,00 por PIX, na conta que pagou, em até 1 dia útil',
      'R$ 30,00 em crédito na sua carteira desta barbearia (o valor pago na barbearia)',
    ]);
  });

  it('says one destination in one sentence when one part comes back', async () => {
    // The deposit is all kept by a late cancellation's fee; only the cash rest comes back.
    const { dialog } = await openDialog(
      paidInPartsJson([
        { method: 'PIX', destination: 'original', amount: 0, refundFee: 0 },
        { method: 'CASH', destination: 'wallet', amount: 25, refundFee: 0 },
      ]),
    );
    await waitFor(() =>
      expect(plain(dialog.textContent)).toContain(
        'Você recebe de volta R$ 25,00 em crédito na sua carteira desta barbearia.',
      ),
    );
    expect(within(dialog).queryByRole('listitem')).toBeNull();
    expect(plain(dialog.textContent)).not.toContain('por PIX');
  });

  it('shows no refund when the quote gives nothing back', async () => {
    const { dialog } = await openDialog(paidInPartsJson([]));
    await waitFor(() => expect(plain(dialog.textContent)).toContain('Cancelar agendamento?'));
    expect(plain(dialog.textContent)).not.toContain('Você recebe de volta');
  });
});

describe('CancelBookingDialog left open across the end of the free window', () => {
  // The booking starts 2030-05-10 09:00 in São Paulo (12:00 UTC): free until 12:00 UTC the day
  // before, at the shop's rules of 24 h and 50%.
  const FREE_UNTIL = Date.parse('2030-05-09T12:00:00.000Z');
  const free = [{ method: 'PIX', destination: 'original', amount: 50, refundFee: 0 }];
  const late = [{ method: 'PIX', destination: 'original', amount: 25, refundFee: 0 }];
  /** The server's answer at its clock (the test's): the quote and the moment it was made. */
  const answerNow = () =>
    paidInPartsJson(Date.now() < FREE_UNTIL ? free : late, {
      cancelQuotedAt: new Date().toISOString(),
    });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the booking again when the window ends, and words the fee with the new quote', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(FREE_UNTIL - 60_000);
    const { api, dialog } = await openDialog(answerNow(), answerNow);
    await waitFor(() =>
      expect(plain(dialog.textContent)).toContain('Você recebe de volta R$ 50,00'),
    );
    expect(plain(dialog.textContent)).toContain('O cancelamento é gratuito até');

    await act(() => vi.advanceTimersByTimeAsync(62_000));
    await waitFor(() =>
      expect(plain(dialog.textContent)).toContain('Você recebe de volta R$ 25,00'),
    );
    expect(plain(dialog.textContent)).toContain('O prazo para cancelar sem custo terminou');
    expect(plain(dialog.textContent)).not.toContain('gratuito');
    expect(
      api.to(`GET /api/appointments/${appointmentIds.confirmed}`).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it("words the window at the quote's moment, not at this device's clock", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The server quoted a minute before the end; this device's clock runs five minutes ahead.
    const quoted = paidInPartsJson(free, {
      cancelQuotedAt: new Date(FREE_UNTIL - 60_000).toISOString(),
    });
    vi.setSystemTime(FREE_UNTIL + 4 * 60_000);
    const { dialog } = await openDialog(quoted);
    await waitFor(() =>
      expect(plain(dialog.textContent)).toContain('Você recebe de volta R$ 50,00'),
    );
    expect(plain(dialog.textContent)).toContain('O cancelamento é gratuito até');
    expect(plain(dialog.textContent)).not.toContain('taxa de cancelamento');
  });
});
