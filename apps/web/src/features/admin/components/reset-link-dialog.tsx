import type { ShopResetLink } from '@navalha/core/contracts/passwords';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ShareLinkPanel } from '../../../components/ui/share-link-panel';

/** The WhatsApp words before the link: a short pt-BR note in the shop's voice. */
export function resetLinkMessage(name: string): string {
  const firstName = name.trim().split(/\s+/)[0] ?? '';
  return `Olá, ${firstName}! Use este link para criar uma nova senha na Navalha (vale por 1 hora e funciona uma vez):`;
}

const expiryTime = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

/**
 * A reset link the shop made (issue 14 §3, §4), shown once with 'Copiar link' and 'Enviar pelo
 * WhatsApp': the person opens it and sets their own password; nobody else ever knows it.
 */
export function ResetLinkDialog({
  value,
  onClose,
}: {
  value: ShopResetLink | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={value !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Link de redefinição de senha"
      description="Envie agora: o link não será mostrado de novo."
    >
      {value ? (
        <div className="flex flex-col gap-4">
          <ShareLinkPanel
            url={value.url}
            message={resetLinkMessage(value.name)}
            phone={value.phone}
            hint={`Para ${value.name}. Vale até ${expiryTime.format(value.expiresAt)} e funciona uma única vez; a senha atual continua valendo até lá.`}
          />
          <Button variant="secondary" fullWidth onClick={onClose}>
            Fechar
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
