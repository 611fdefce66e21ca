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
  walletBalance:
    'Sua carteira ainda tem saldo. Use-o ou fale com a barbearia antes de excluir sua conta.',
  walletDepositPending:
    'Há um depósito na sua carteira aguardando confirmação. Exclua a conta depois que ele for concluído.',
  walletPaidBooking:
    'Você tem um agendamento pago com a carteira. Cancele-o antes: o valor volta para o seu saldo, que você pode usar antes de excluir a conta.',
} as const;

/** Whether the typed confirmation is the word, ignoring case and surrounding spaces. */
export function isAccountDeletionConfirmed(typed: string): boolean {
  return typed.trim().toUpperCase() === ACCOUNT_DELETION_CONFIRMATION;
}

/** The name an anonymised account shows wherever its bookings still appear. */
export const DELETED_USER_NAME = 'Usuário removido';
