import { staffWhatsappResultSchema } from '@navalha/core/contracts/whatsapp';
import type { StaffWhatsappBody, StaffWhatsappResult } from '@navalha/core/contracts/whatsapp';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { apiRequest } from '../../lib/api-client';
import { toast } from '../../lib/toast';

/** POST /whatsapp/appointments/{id}/messages: queued by the Cloud API, or a wa.me link. */
export function sendWhatsapp(id: string, body: StaffWhatsappBody): Promise<StaffWhatsappResult> {
  return apiRequest(`/whatsapp/appointments/${id}/messages`, {
    method: 'POST',
    body,
    schema: staffWhatsappResultSchema,
  });
}

const buttons = [
  ['CONFIRMATION', 'Enviar confirmação'],
  ['REMINDER_FIRST', 'Enviar lembrete'],
  ['LATE', 'Atrasado ~15 min'],
] as const;

/**
 * The agenda's WhatsApp (issue 19 §1): the confirmation, a reminder, or 'O barbeiro está
 * atrasado ~15 min' in one tap. Without the shop's Cloud API it opens WhatsApp with the message
 * written (click-to-chat); the server records it sent. Only to clients who opted in (the
 * server says so otherwise).
 */
export function WhatsappSendButtons({ appointmentId }: { appointmentId: string }) {
  const send = useMutation({
    mutationFn: (kind: StaffWhatsappBody['kind']) => sendWhatsapp(appointmentId, { kind }),
    onSuccess: (result) => {
      if (result.url) window.open(result.url, '_blank', 'noopener');
      else if (result.alreadySent) toast.success('Essa mensagem já tinha sido enviada.');
      else toast.success('Mensagem enviada pelo WhatsApp.');
    },
  });
  return (
    <div role="group" aria-label="WhatsApp" className="flex flex-wrap gap-2">
      {buttons.map(([kind, label]) => (
        <Button
          key={kind}
          variant="secondary"
          className="flex-1 whitespace-nowrap"
          disabled={send.isPending}
          onClick={() => send.mutate(kind)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
