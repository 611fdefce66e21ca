import type { Appointment, CancelAppointmentResponse } from '@navalha/core/contracts/appointments';
import { formatBRL } from '@navalha/core/domain/money';
import { isApiError } from '../../../lib/api-error';
import { getErrorToastMessage } from '../../../lib/toast-catalogue';
import { toast } from '../../../lib/toast';
import { useCancelAppointment } from '../api/cancel-appointment';

export const cancelMessages = {
  /** The details, appointment and confirmation pages (spec §8). */
  cancelFailed: 'Erro ao cancelar agendamento',
  /** The swipe-to-delete of 'Minha Agenda' (spec §8). */
  deleteFailed: 'Erro ao deletar o agendamento.',
  cancelled: 'Agendamento cancelado com sucesso.',
} as const;

/**
 * Cancels a booking and says how it went: a success toast, with the fee the server charged
 * when it was not free; on failure `failureMessage`, with the reason underneath (the server's
 * pt-BR message, e.g. that a completed booking cannot be cancelled, or the connection error).
 */
export function useCancelBooking(failureMessage: string = cancelMessages.cancelFailed) {
  const mutation = useCancelAppointment();

  async function cancel(
    appointment: Pick<Appointment, 'id'>,
  ): Promise<CancelAppointmentResponse | null> {
    try {
      const result = await mutation.mutateAsync(appointment.id);
      toast.success(cancelMessages.cancelled, {
        ...(result.canCancelFree
          ? {}
          : { description: `Taxa de cancelamento: ${formatBRL(result.cancellationFee)}` }),
      });
      return result;
    } catch (error) {
      const description = isApiError(error) ? getErrorToastMessage(error) : undefined;
      toast.error(failureMessage, description ? { description } : undefined);
      return null;
    }
  }

  return { cancel, isPending: mutation.isPending };
}
