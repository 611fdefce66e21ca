import {
  ACCOUNT_DELETION_CONFIRMATION,
  accountDeletionMessages,
  isAccountDeletionConfirmed,
} from '@navalha/core/domain/account/account-deletion';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { deleteAccount } from '../api/delete-account';

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account is gone: the caller ends the session. */
  onDeleted: () => void;
}

/**
 * 'Excluir minha conta' (LGPD art. 18, VI): says what happens, then asks for the word
 * EXCLUIR before the server anonymises the account.
 */
export function DeleteAccountDialog({ open, onOpenChange, onDeleted }: DeleteAccountDialogProps) {
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmed = isAccountDeletionConfirmed(typed);

  function changeOpen(next: boolean) {
    if (deleting) return;
    if (!next) {
      setTyped('');
      setFailure(null);
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed || deleting) return;
    setDeleting(true);
    setFailure(null);
    try {
      await deleteAccount(typed);
      onDeleted();
    } catch (error) {
      // The server's reason when it is the user's to act on (money still in the wallet).
      const actionable =
        isApiError(error) && (error.status === 400 || error.code === 'ACCOUNT_HAS_BALANCE');
      setFailure(actionable ? error.message : accountDeletionMessages.failed);
      setDeleting(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title="Excluir minha conta"
      description="Esta ação não pode ser desfeita."
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <ul className="flex list-disc flex-col gap-1 pl-5 text-base text-muted">
          <li>Seus dados pessoais (nome, e-mail, telefone, endereço e foto) serão apagados.</li>
          <li>Seus próximos agendamentos serão cancelados, conforme a política de cancelamento.</li>
          <li>
            O histórico de agendamentos e pagamentos fica guardado sem identificar você, como a lei
            exige.
          </li>
          <li>Você sairá da conta em todos os aparelhos.</li>
        </ul>
        <p className="text-base text-muted">
          Se quiser uma cópia dos seus dados, use “Baixar meus dados” antes.
        </p>
        <TextField
          label={`Digite ${ACCOUNT_DELETION_CONFIRMATION} para confirmar`}
          autoComplete="off"
          autoCapitalize="characters"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {failure ? <Alert>{failure}</Alert> : null}
        <div className="flex flex-col gap-2">
          <Button
            type="submit"
            variant="danger"
            size="lg"
            fullWidth
            disabled={!confirmed || deleting}
          >
            {deleting ? 'Excluindo...' : 'Excluir conta'}
          </Button>
          <Button
            variant="secondary"
            size="lg"
            fullWidth
            disabled={deleting}
            onClick={() => changeOpen(false)}
          >
            Cancelar
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
