import type { Appointment } from '@navalha/core/contracts/appointments';
import {
  getRejectReasonError,
  REJECT_REASON_MAX_LENGTH,
} from '@navalha/core/domain/appointments/reject-reason';
import { formatLocalDateShort } from '@navalha/core/domain/format/long-date';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldFrame } from '../../../components/ui/text-field';
import { cn } from '../../../lib/class-names';

/** Reasons a barber gives most, one tap each; the text stays editable. */
export const quickReasons = [
  'Imprevisto pessoal',
  'Horário indisponível',
  'Problema de saúde',
] as const;

export interface RejectDialogProps {
  /** The appointment being rejected; null when the dialog is closed. */
  appointment: Appointment | null;
  pending: boolean;
  onClose: () => void;
  /** Sends the reason; resolves to the server's complaint about it, or null. */
  onSubmit: (appointment: Appointment, reason: string) => Promise<string | null>;
}

/**
 * Asks why before rejecting a request (or calling off a confirmed appointment): the client
 * reads the reason, so it is required, 5 to 500 characters (core's rules, which the server
 * applies too). The error shows once the barber tries to send, and follows their typing after.
 */
export function RejectDialog({ appointment, pending, onClose, onSubmit }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const isPending = appointment?.status === 'PENDING';
  const localError = tried ? getRejectReasonError(reason) : null;
  const error = localError ?? serverError ?? undefined;

  function close() {
    setReason('');
    setTried(false);
    setServerError(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!appointment || pending || getRejectReasonError(reason) !== null) return;
    const complaint = await onSubmit(appointment, reason.trim());
    if (complaint) setServerError(complaint);
    else {
      setReason('');
      setTried(false);
      setServerError(null);
    }
  }

  function edit(text: string) {
    setReason(text);
    setServerError(null);
  }

  return (
    <Dialog
      open={appointment !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      variant="sheet"
      title={isPending ? 'Recusar agendamento' : 'Cancelar agendamento'}
      description="O cliente verá este motivo no agendamento e será avisado."
    >
      {appointment ? (
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <div className="rounded-control bg-page px-4 py-3">
            <p className="text-base font-semibold text-ink">{appointment.client.name}</p>
            <p className="mt-1 text-sm text-muted tabular-nums">
              {formatLocalDateShort(appointment.scheduledDate)} às {appointment.scheduledTime} ·{' '}
              {appointment.service.name}
            </p>
          </div>
          <ul className="flex flex-wrap gap-2" aria-label="Motivos frequentes">
            {quickReasons.map((quick) => (
              <li key={quick}>
                <button
                  type="button"
                  aria-pressed={reason === quick}
                  onClick={() => edit(quick)}
                  className={cn(
                    'min-h-11 rounded-full border px-4 text-sm font-medium transition-colors',
                    reason === quick
                      ? 'border-primary bg-tint text-primary'
                      : 'border-line bg-card text-ink hover:border-primary',
                  )}
                >
                  {quick}
                </button>
              </li>
            ))}
          </ul>
          <FieldFrame
            label="Motivo"
            error={error}
            hint={`${reason.trim().length}/${REJECT_REASON_MAX_LENGTH} caracteres`}
          >
            {(control) => (
              <textarea
                {...control}
                value={reason}
                onChange={(event) => edit(event.target.value)}
                rows={3}
                maxLength={REJECT_REASON_MAX_LENGTH}
                placeholder="Ex.: Tive um imprevisto e não poderei atender neste horário."
                className={cn(
                  'w-full resize-none rounded-control border border-line bg-card px-4 py-3 text-base text-ink',
                  'placeholder:text-muted/60 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-primary/30',
                  'aria-invalid:border-danger',
                )}
              />
            )}
          </FieldFrame>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button variant="secondary" fullWidth onClick={close}>
              Voltar
            </Button>
            <Button type="submit" variant="danger" fullWidth disabled={pending}>
              {pending ? 'Enviando…' : isPending ? 'Recusar agendamento' : 'Cancelar agendamento'}
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
