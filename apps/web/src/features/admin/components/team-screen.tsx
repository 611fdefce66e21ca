import type { ShopResetLink } from '@navalha/core/contracts/passwords';
import type { StaffMember } from '@navalha/core/contracts/admin-staff';
import { getRoleLabel } from '@navalha/core/domain/auth/role-label';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { toast } from '../../../lib/toast';
import { useStaff } from '../api/get-staff';
import { useResetStaffPassword } from '../api/reset-staff-password';
import { useUpdateStaff } from '../api/update-staff';
import type { StaffInput } from '../api/update-staff';
import { reportSaveError } from '../save-errors';
import { ConfirmDialog } from './confirm-dialog';
import type { ConfirmRequest } from './confirm-dialog';
import { InvitationsPanel } from './invitations-panel';
import { LoadState } from './load-state';
import { ResetLinkDialog } from './reset-link-dialog';
import { StaffFormDialog, staffFormFields } from './staff-form-dialog';

export const teamMessages = {
  loadFailed: 'Erro ao carregar a equipe',
  saved: 'Administrador atualizado.',
} as const;

/** The owner's team (/admin/team): admins who run the shop with them. */
export function TeamScreen() {
  const query = useStaff('admins');
  const update = useUpdateStaff('admins');
  const resetPassword = useResetStaffPassword('admins');
  const [editing, setEditing] = useState<StaffMember | null | undefined>(undefined);
  const [resetLink, setResetLink] = useState<ShopResetLink | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  async function submit(body: StaffInput) {
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, body });
        toast.success(teamMessages.saved);
      }
      setEditing(undefined);
      return {};
    } catch (error) {
      return reportSaveError(error, staffFormFields);
    }
  }

  /** The owner on an admin's row: they appear to clients as a barber, or stop. */
  async function setTakesBookings(member: StaffMember, takesBookings: boolean) {
    try {
      await update.mutateAsync({ id: member.id, body: { takesBookings } });
      toast.success(teamMessages.saved);
    } catch (error) {
      reportSaveError(error, []);
    }
  }

  function ask(member: StaffMember, action: 'password' | 'toggle') {
    const deactivating = action === 'toggle' && member.isActive;
    setConfirm({
      title:
        action === 'password'
          ? 'Gerar link de redefinição?'
          : deactivating
            ? `Desativar ${member.name}?`
            : `Reativar ${member.name}?`,
      description:
        action === 'password'
          ? 'A pessoa abre o link e cria a própria senha; ao usá-lo, sai de todos os aparelhos. O link vale por 1 hora.'
          : deactivating
            ? 'A pessoa não poderá mais entrar no painel.'
            : 'A pessoa volta a entrar no painel com a senha que tinha.',
      confirmLabel: action === 'password' ? 'Gerar link' : deactivating ? 'Desativar' : 'Reativar',
      danger: deactivating,
      onConfirm: async () => {
        try {
          if (action === 'password') {
            setResetLink(await resetPassword.mutateAsync(member.id));
          } else {
            await update.mutateAsync({ id: member.id, body: { isActive: !member.isActive } });
            toast.success(teamMessages.saved);
          }
        } catch (error) {
          reportSaveError(error, []);
        }
        setConfirm(null);
      },
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <InvitationsPanel invitedRole="ADMIN" inviteLabel="Novo administrador" />
      <InvitationsPanel invitedRole="RECEPTION" inviteLabel="Nova recepção" />
      <LoadState
        isPending={query.isPending}
        isError={query.isError}
        isRefetching={query.isRefetching}
        onRetry={() => void query.refetch()}
        errorText={teamMessages.loadFailed}
      >
        <ul className="flex flex-col gap-3" aria-label="Equipe">
          {(query.data ?? []).map((member) => (
            <li
              key={member.id}
              className="flex flex-col gap-3 rounded-card bg-card p-4 shadow-card"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="text-base font-semibold text-ink">{member.name}</p>
                  <p className="text-sm break-all text-muted">{member.email}</p>
                </div>
                <Badge tone={member.isActive ? 'accent' : 'inactive'}>
                  {member.isActive ? getRoleLabel(member.role) : 'Inativo'}
                </Badge>
              </div>
              {member.role === 'ADMIN' || member.role === 'RECEPTION' ? (
                <div className="grid grid-cols-3 gap-2">
                  <Button variant="secondary" onClick={() => setEditing(member)}>
                    Editar
                  </Button>
                  <Button variant="secondary" onClick={() => ask(member, 'password')}>
                    Senha
                  </Button>
                  <Button
                    variant={member.isActive ? 'danger' : 'secondary'}
                    onClick={() => ask(member, 'toggle')}
                  >
                    {member.isActive ? 'Desativar' : 'Reativar'}
                  </Button>
                </div>
              ) : null}
              {member.role === 'ADMIN' && member.isActive ? (
                <Checkbox
                  label="Também atende clientes"
                  checked={member.takesBookings}
                  disabled={update.isPending}
                  onChange={(event) => void setTakesBookings(member, event.target.checked)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      </LoadState>
      <StaffFormDialog
        open={editing !== undefined}
        kind="admins"
        member={editing ?? null}
        pending={update.isPending}
        onClose={() => setEditing(undefined)}
        onSubmit={submit}
      />
      <ConfirmDialog
        request={confirm}
        pending={update.isPending || resetPassword.isPending}
        onClose={() => setConfirm(null)}
      />
      <ResetLinkDialog value={resetLink} onClose={() => setResetLink(null)} />
    </div>
  );
}
