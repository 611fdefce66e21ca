/** What the holder types to confirm that their account goes for good. */
export const ACCOUNT_DELETION_CONFIRMATION = 'EXCLUIR';

export const accountDeletionMessages = {
  confirmationMismatch: `Digite ${ACCOUNT_DELETION_CONFIRMATION} para confirmar`,
  deleted: 'Sua conta foi excluída.',
  failed: 'Não foi possível excluir sua conta. Tente novamente.',
  staffOnly:
    'Contas da equipe da barbearia não são excluídas pelo aplicativo: peça ao responsável pela barbearia.',
  exportFailed: 'Não foi possível baixar seus dados. Tente novamente.',
  exported: 'Seus dados foram baixados.',
} as const;

/** Whether the typed confirmation is the word, ignoring case and surrounding spaces. */
export function isAccountDeletionConfirmed(typed: string): boolean {
  return typed.trim().toUpperCase() === ACCOUNT_DELETION_CONFIRMATION;
}

/** The name an anonymised account shows wherever its bookings still appear. */
export const DELETED_USER_NAME = 'Usuário removido';
