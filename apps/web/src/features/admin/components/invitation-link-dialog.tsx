import type { SentInvitation } from '@navalha/core/contracts/invitations';
import { getInvitationShareMessage } from '@navalha/core/domain/admin/invitation-state';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ShareLinkPanel } from '../../../components/ui/share-link-panel';

/**
 * A new or resent invitation's link, shown this once (only its hash is kept): to copy or send by
 * WhatsApp to the invitee's phone.
 */
export function InvitationLinkDialog({
  sent,
  onClose,
}: {
  sent: SentInvitation | null;
  onClose: () => void;
}) {
  const invitation = sent?.invitation;
  return (
    <Dialog
      open={sent !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Convite pronto"
      description={
        invitation
          ? `Envie o link para ${invitation.name}. Ele vale por 7 dias e só pode ser usado uma vez.`
          : ''
      }
    >
      {sent && invitation ? (
        <div className="flex flex-col gap-4">
          <ShareLinkPanel
            url={sent.url}
            message={getInvitationShareMessage({
              inviteeName: invitation.name,
              shopName: sent.shopName,
            })}
            phone={invitation.phone}
            hint={
              sent.emailed
                ? `Também enviamos o convite para ${invitation.email}.`
                : 'Este link não aparece de novo: para um novo, use “Reenviar”.'
            }
          />
          <Button variant="secondary" fullWidth onClick={onClose}>
            Concluir
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
