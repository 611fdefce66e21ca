import type { Invitation, InvitedRole, SentInvitation } from '@navalha/core/contracts/invitations';
import { getInvitationStateLabel } from '@navalha/core/domain/admin/invitation-state';
import { formatDate } from '@navalha/core/domain/format/date-time';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useCreateInvitation } from '../api/create-invitation';
import type { InvitationInput } from '../api/create-invitation';
import { useInvitations } from '../api/get-invitations';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { reportSaveError } from '../save-errors';
import { ConfirmDialog } from './confirm-dialog';
import type { ConfirmRequest } from './confirm-dialog';
import { InvitationFormDialog, invitationFormFields } from './invitation-form-dialog';
import { InvitationLinkDialog } from './invitation-link-dialog';

export const invitationsMessages = {
  revoked: 'Convite revogado.',
  loadFailed: 'Erro ao carregar os convites',
} as const;

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function InvitationRow({
  invitation,
  onResend,
  onRevoke,
}: {
  invitation: Invitation;
  onResend: () => void;
  onRevoke: () => void;
}) {
  const expired = invitation.state === 'EXPIRED';
  return (
    <li className="flex flex-col gap-3 rounded-card bg-card p-4 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-base font-semibold text-ink">{invitation.name}</p>
          <p className="text-sm break-all text-muted">{invitation.email}</p>
          <p className="text-sm text-muted">
            {expired ? 'Expirou em ' : 'Vale até '}
            {formatDate(invitation.expiresAt, zone())}
          </p>
        </div>
        <Badge tone={expired ? 'inactive' : 'pending'}>
          {getInvitationStateLabel(invitation.state)}
        </Badge>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onResend}>
          Reenviar
        </Button>
        <Button variant="danger" onClick={onRevoke}>
          Revogar
        </Button>
      </div>
    </li>
  );
}

/**
 * A team screen's invitations for one role: the button that invites, the invitations still to
 * be accepted (pending or expired) with 'Reenviar' and 'Revogar', and the link of the last one
 * made, shown once.
 */
export function InvitationsPanel({
  invitedRole: role,
  inviteLabel,
}: {
  invitedRole: InvitedRole;
  inviteLabel: string;
}) {
  const query = useInvitations();
  const create = useCreateInvitation();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [inviting, setInviting] = useState(false);
  const [sent, setSent] = useState<SentInvitation | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const open = (query.data ?? []).filter(
    (invitation) =>
      invitation.role === role &&
      (invitation.state === 'PENDING' || invitation.state === 'EXPIRED'),
  );

  async function submit(body: InvitationInput) {
    try {
      setSent(await create.mutateAsync(body));
      setInviting(false);
      return {};
    } catch (error) {
      return reportSaveError(error, invitationFormFields);
    }
  }

  async function resendOne(invitation: Invitation) {
    try {
      setSent(await resend.mutateAsync(invitation.id));
    } catch (error) {
      reportSaveError(error, []);
    }
  }

  function askRevoke(invitation: Invitation) {
    setConfirm({
      title: `Revogar o convite de ${invitation.name}?`,
      description: 'O link deixa de funcionar. Você pode convidar a pessoa de novo depois.',
      confirmLabel: 'Revogar',
      danger: true,
      onConfirm: async () => {
        try {
          await revoke.mutateAsync(invitation.id);
          toast.success(invitationsMessages.revoked);
        } catch (error) {
          reportSaveError(error, []);
        }
        setConfirm(null);
      },
    });
  }

  return (
    <>
      <Button size="lg" fullWidth onClick={() => setInviting(true)}>
        <Plus aria-hidden className="size-5" />
        {inviteLabel}
      </Button>
      {query.isError ? (
        <p role="alert" className="text-sm text-danger">
          {invitationsMessages.loadFailed}
        </p>
      ) : null}
      {open.length > 0 ? (
        <section aria-labelledby={`convites-${role}`} className="flex flex-col gap-3">
          <h2 id={`convites-${role}`} className="text-base font-semibold text-ink">
            Convites pendentes
          </h2>
          <ul className="flex flex-col gap-3" aria-label="Convites pendentes">
            {open.map((invitation) => (
              <InvitationRow
                key={invitation.id}
                invitation={invitation}
                onResend={() => void resendOne(invitation)}
                onRevoke={() => askRevoke(invitation)}
              />
            ))}
          </ul>
        </section>
      ) : null}
      <InvitationFormDialog
        open={inviting}
        role={role}
        pending={create.isPending}
        onClose={() => setInviting(false)}
        onSubmit={submit}
      />
      <InvitationLinkDialog sent={sent} onClose={() => setSent(null)} />
      <ConfirmDialog
        request={confirm}
        pending={revoke.isPending}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}
