import type { Appointment } from '@navalha/core/contracts/appointments';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { getErrorToastMessage } from '../../../lib/toast-catalogue';
import { useCompleteAppointment } from '../api/complete-appointment';
import { useConfirmAppointment } from '../api/confirm-appointment';
import { useRejectAppointment } from '../api/reject-appointment';

export const agendaActionMessages = {
  confirmed: 'Agendamento confirmado.',
  confirmFailed: 'Erro ao confirmar agendamento',
  rejected: 'Agendamento recusado. O cliente será avisado.',
  called: 'Agendamento cancelado. O cliente será avisado.',
  rejectFailed: 'Erro ao recusar agendamento',
  completed: 'Atendimento concluído.',
  completeFailed: 'Erro ao concluir atendimento',
} as const;

/** The server's reason under a failure toast: e.g. that the booking was cancelled meanwhile. */
function failure(title: string, error: unknown): void {
  const description = isApiError(error) ? getErrorToastMessage(error) : undefined;
  toast.error(title, description ? { description } : undefined);
}

/**
 * The barber's three actions with their toasts, and the appointment whose rejection dialog is
 * open. `busyId` is the appointment an action is running on, whose buttons wait.
 */
export function useAgendaActions() {
  const confirmMutation = useConfirmAppointment();
  const rejectMutation = useRejectAppointment();
  const completeMutation = useCompleteAppointment();
  const [rejecting, setRejecting] = useState<Appointment | null>(null);

  async function confirm(appointment: Appointment): Promise<void> {
    try {
      await confirmMutation.mutateAsync(appointment.id);
      toast.success(agendaActionMessages.confirmed);
    } catch (error) {
      failure(agendaActionMessages.confirmFailed, error);
    }
  }

  async function complete(appointment: Appointment): Promise<void> {
    try {
      await completeMutation.mutateAsync(appointment.id);
      toast.success(agendaActionMessages.completed);
    } catch (error) {
      failure(agendaActionMessages.completeFailed, error);
    }
  }

  /**
   * Sends the reason. A refusal about the reason itself comes back for the dialog to show on
   * its field; anything else is a toast, and the dialog closes.
   */
  async function reject(appointment: Appointment, reason: string): Promise<string | null> {
    try {
      await rejectMutation.mutateAsync({ id: appointment.id, reason });
      toast.success(
        appointment.status === 'CONFIRMED'
          ? agendaActionMessages.called
          : agendaActionMessages.rejected,
      );
      setRejecting(null);
      return null;
    } catch (error) {
      if (isApiError(error) && error.field === 'reason') return error.message;
      failure(agendaActionMessages.rejectFailed, error);
      setRejecting(null);
      return null;
    }
  }

  const busyId =
    (confirmMutation.isPending && confirmMutation.variables) ||
    (completeMutation.isPending && completeMutation.variables) ||
    (rejectMutation.isPending && rejectMutation.variables?.id) ||
    null;

  return {
    confirm,
    complete,
    reject,
    rejecting,
    openReject: setRejecting,
    closeReject: () => setRejecting(null),
    isRejecting: rejectMutation.isPending,
    busyId,
  };
}

export type AgendaActions = ReturnType<typeof useAgendaActions>;
