import { useState } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { useSetWhatsappConsent, useWhatsappConsent } from '../api/whatsapp-consent';

/**
 * 'Quero receber lembretes pelo WhatsApp' on a booking's confirmation (issue 19 §1): offered to a
 * client who has not opted in; one tap stores the consent and its time, as Conta does. Once
 * offered it stays on the page, so a wrong tap can be undone there.
 */
export function WhatsappOptInOffer() {
  const consent = useWhatsappConsent();
  const update = useSetWhatsappConsent();
  const [offered, setOffered] = useState(false);
  if (!consent.data) return null;
  if (consent.data.optIn && !offered) return null;
  const checked = update.isPending ? update.variables : consent.data.optIn;
  return (
    <div className="rounded-card bg-card px-4 py-2 shadow-card">
      <Checkbox
        label="Quero receber lembretes pelo WhatsApp"
        checked={checked}
        disabled={update.isPending}
        onChange={(event) => {
          setOffered(true);
          update.mutate(event.target.checked);
        }}
      />
      <p className="pb-2 text-sm text-muted">
        {checked
          ? 'Pronto: você receberá a confirmação e os lembretes dos seus horários. Para parar, responda SAIR.'
          : 'Confirmação e lembretes dos seus horários, no seu celular.'}
      </p>
    </div>
  );
}
