import { Checkbox } from '../../../components/ui/checkbox';
import { useSetWhatsappConsent, useWhatsappConsent } from '../api/whatsapp-consent';

/**
 * 'Quero receber lembretes pelo WhatsApp' in Conta (issue 19 §1): the client's consent, on or
 * off at any time; replying 'SAIR' to a message turns it off too. Nobody is messaged without it.
 */
export function WhatsappConsentSection() {
  const consent = useWhatsappConsent();
  const update = useSetWhatsappConsent();
  return (
    <section aria-labelledby="account-whatsapp" className="flex flex-col gap-2">
      <h2 id="account-whatsapp" className="px-1 text-sm font-semibold text-muted">
        WhatsApp
      </h2>
      <div className="rounded-card bg-card px-4 py-2 shadow-card">
        <Checkbox
          label="Quero receber lembretes pelo WhatsApp"
          checked={update.isPending ? update.variables : (consent.data?.optIn ?? false)}
          disabled={!consent.data || update.isPending}
          onChange={(event) => update.mutate(event.target.checked)}
        />
        <p className="pb-2 text-sm text-muted">
          Confirmação e lembretes dos seus horários. Para parar, desmarque ou responda SAIR.
        </p>
      </div>
    </section>
  );
}
