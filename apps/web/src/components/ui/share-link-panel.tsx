import { getWhatsAppShareUrl } from '@navalha/core/domain/account/phone-links';
import Copy from 'lucide-react/icons/copy';
import MessageCircle from 'lucide-react/icons/message-circle';
import { useId } from 'react';
import { useCopyFeedback } from '../../lib/use-copy-feedback';
import { Button, buttonStyles } from './button';

export interface ShareLinkPanelProps {
  /** The single-use link to hand over (an invitation, a password reset). */
  url: string;
  /** What the WhatsApp message says before the link. */
  message: string;
  /** The recipient's phone; without one, WhatsApp asks whom to send it to. */
  phone?: string | null | undefined;
  /** A line under the link: who it is for, how long it works. */
  hint?: string | undefined;
}

/**
 * A link someone else will open, shown once with 'Copiar link' and 'Enviar pelo WhatsApp' (issue
 * 14 §3): the shop hands over invitations and reset links this way, never a password.
 */
export function ShareLinkPanel({ url, message, phone, hint }: ShareLinkPanelProps) {
  const labelId = useId();
  const { copied, copy } = useCopyFeedback({
    resetMs: 2000,
    copiedMessage: 'Link copiado',
    failedMessage: 'Não foi possível copiar o link',
  });
  return (
    <div className="flex flex-col gap-3">
      <p id={labelId} className="text-sm text-muted">
        Link
      </p>
      <input
        aria-labelledby={labelId}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="min-h-11 w-full rounded-control border border-line bg-page px-3 text-sm text-ink"
      />
      {hint ? <p className="text-sm text-muted">{hint}</p> : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" fullWidth onClick={() => void copy(url)}>
          <Copy aria-hidden="true" size={20} strokeWidth={1.75} />
          {copied ? 'Copiado!' : 'Copiar link'}
        </Button>
        <a
          href={getWhatsAppShareUrl(phone, `${message} ${url}`)}
          target="_blank"
          rel="noreferrer"
          className={buttonStyles({ variant: 'primary', fullWidth: true })}
        >
          <MessageCircle aria-hidden="true" size={20} strokeWidth={1.75} />
          Enviar pelo WhatsApp
        </a>
      </div>
    </div>
  );
}
