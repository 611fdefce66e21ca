import type { Appointment } from '@navalha/core/contracts/appointments';
import { walletMessages } from '@navalha/core/contracts/wallet';
import { getBalanceDue, getDepositOwed } from '@navalha/core/domain/payments/deposit';
import { getPaymentAmount } from '@navalha/core/domain/payments/payment-amount';
import type { Cents } from '@navalha/core/domain/money';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { clearBookingDraft } from '../../../shared/booking-draft/booking-draft';
import { createIdempotencyKey } from '../../../shared/payments/idempotency-key';
import { toast } from '../../../lib/toast';
import { payWithWallet } from '../api/pay-with-wallet';
import { walletKeys } from '../api/query-keys';

/** The texts of paying a booking from the wallet. */
export const walletPaymentMessages = {
  paid: 'Pagamento realizado com o saldo da carteira! Seu agendamento foi confirmado.',
  insufficientBalance: walletMessages.insufficientBalance,
  failed: 'Erro ao processar pagamento. Tente novamente.',
} as const;

/** What the wallet pays: the deposit owed, the rest after it (decision 029), or the whole. */
export function walletAmountOf(appointment: Appointment): Cents {
  const booking = {
    depositCents: appointment.depositAmount ?? null,
    paymentMethod: appointment.paymentMethod,
    paymentStatus: appointment.paymentStatus,
    status: appointment.status,
    totalCents: appointment.final_amount,
  };
  return (
    getBalanceDue(booking, appointment.paidAmount ?? 0) ??
    getDepositOwed(booking) ??
    getPaymentAmount(
      {
        paymentMethod: appointment.paymentMethod,
        subtotal: appointment.totalPrice,
        discount: appointment.discount_amount,
        total: appointment.final_amount,
      },
      'WALLET',
    )
  );
}

/** Whether the payment went through (the page is leaving), or why not. */
export type WalletPaymentResult = { ok: true } | { ok: false; message: string };

/**
 * Pays a booking just created on /payment from the wallet's balance (issue 6): one call, and
 * the booking is confirmed or nothing changed. On success the order draft is cleared, every
 * cached page that showed the booking or the balance is dropped or refetched, and the client
 * goes to the booking's confirmation. A short balance answers 'Saldo insuficiente na carteira'.
 *
 * One `Idempotency-Key` per booking until the server answers definitely: a retry after a lost
 * answer gets the payment already made instead of a second debit.
 */
export function usePayBookingWithWallet() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keys = useRef(new Map<string, string>());

  function keyFor(appointmentId: string): string {
    let key = keys.current.get(appointmentId);
    if (!key) {
      key = createIdempotencyKey();
      keys.current.set(appointmentId, key);
    }
    return key;
  }

  function leaveForConfirmation(appointment: Appointment) {
    clearBookingDraft();
    // The booking was cached as PENDING when it was created: drop it rather than show it stale.
    queryClient.removeQueries({ type: 'inactive' });
    void queryClient.invalidateQueries();
    void navigate(`/booking-confirmation/${appointment.id}`, { replace: true });
  }

  return async function payBookingWithWallet(
    appointment: Appointment,
  ): Promise<WalletPaymentResult> {
    try {
      await payWithWallet(
        {
          appointmentId: appointment.id,
          amount: walletAmountOf(appointment),
          description: `Navalha: ${appointment.service.name}`.slice(0, 200),
        },
        keyFor(appointment.id),
      );
    } catch (error) {
      if (!isApiError(error)) return { ok: false, message: walletPaymentMessages.failed };
      const definite = error.status >= 400 && error.status < 500;
      if (definite) keys.current.delete(appointment.id);
      if (error.code === 'ALREADY_PAID') {
        toast.success(error.message, { id: error.message });
        leaveForConfirmation(appointment);
        return { ok: true };
      }
      if (error.code === 'INSUFFICIENT_BALANCE') {
        // The balance shown was older than the server's: show the new one.
        void queryClient.invalidateQueries({ queryKey: walletKeys.all });
        return { ok: false, message: walletPaymentMessages.insufficientBalance };
      }
      return {
        ok: false,
        message: definite && error.status !== 401 ? error.message : walletPaymentMessages.failed,
      };
    }
    keys.current.delete(appointment.id);
    toast.success(walletPaymentMessages.paid);
    leaveForConfirmation(appointment);
    return { ok: true };
  };
}
