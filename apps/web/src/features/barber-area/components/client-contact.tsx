import { getPhoneCallUrl, getWhatsAppUrl } from '@navalha/core/domain/account/phone-links';
import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';

/**
 * The client's phone: tap to call, or a WhatsApp chat with a greeting (most Brazilian clients
 * answer there first).
 */
export function ClientContact({ name, phone }: { name: string; phone: string | null }) {
  const callUrl = getPhoneCallUrl(phone);
  const firstName = name.trim().split(/\s+/)[0] ?? name;
  const whatsAppUrl = getWhatsAppUrl(phone, `Olá, ${firstName}! Aqui é da barbearia.`);
  if (!phone || !callUrl || !whatsAppUrl) {
    return <p className="text-sm text-muted">Telefone não informado</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <a
        href={callUrl}
        aria-label={`Ligar para ${name}: ${phone}`}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary tabular-nums underline-offset-2 hover:underline"
      >
        <Phone aria-hidden className="size-4" />
        {phone}
      </a>
      <a
        href={whatsAppUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Conversar com ${name} no WhatsApp`}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary underline-offset-2 hover:underline"
      >
        <MessageCircle aria-hidden className="size-4" />
        WhatsApp
      </a>
    </div>
  );
}
