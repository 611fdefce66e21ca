/** The exact pt-BR messages of a card payment's outcome (spec §4 "Card result", §8). */
export const cardPaymentMessages = {
  insufficientFunds: 'Saldo insuficiente no cartão',
  cardDisabled: 'Cartão bloqueado ou desabilitado',
  invalidData: 'Dados do cartão inválidos. Verifique as informações.',
  approved: 'Pagamento aprovado! Seu agendamento foi confirmado.',
  pending: 'Pagamento em análise. Você receberá uma confirmação em breve.',
  notApproved: 'Pagamento não foi aprovado',
  // When the server gave no message at all (spec §8 booking errors).
  fallback: 'Erro ao processar pagamento. Tente novamente.',
} as const;

/**
 * What the card page shows for a failed card payment (spec §8 "Card errors"), by searching
 * the server's message, case-insensitively and in this order: insufficient_amount or saldo →
 * 'Saldo insuficiente no cartão'; card_disabled or bloqueado → 'Cartão bloqueado ou
 * desabilitado'; invalid or inválido → 'Dados do cartão inválidos. Verifique as informações.';
 * otherwise the server's message as it came, or a generic one when there is none.
 */
export function getCardErrorMessage(serverMessage: string | null | undefined): string {
  const message = serverMessage?.trim() ?? '';
  if (message === '') return cardPaymentMessages.fallback;
  const text = message.toLowerCase();
  const has = (...words: string[]) => words.some((word) => text.includes(word));
  if (has('insufficient_amount', 'saldo')) return cardPaymentMessages.insufficientFunds;
  if (has('card_disabled', 'bloqueado')) return cardPaymentMessages.cardDisabled;
  if (has('invalid', 'inválido')) return cardPaymentMessages.invalidData;
  return message;
}

/** What the card page does with a card payment's status: a toast, and where to go. */
export type CardResultAction =
  /** Toast the message and go to the booking confirmation. */
  | { kind: 'success'; message: string }
  /** Toast the message and go to the booking confirmation as well. */
  | { kind: 'pending'; message: string }
  /** Show the message as an error and stay on the card form. */
  | { kind: 'failure'; message: string };

const SUCCESS_STATUSES = new Set(['paid', 'approved', 'completed']);
const PENDING_STATUSES = new Set(['pending', 'processing', 'in_process', 'authorized']);

/**
 * The card page's reaction to `POST /payments/card/create` (spec §4 "Card result"):
 * 'paid' or 'approved' → 'Pagamento aprovado! Seu agendamento foi confirmado.'; 'pending' →
 * 'Pagamento em análise. Você receberá uma confirmação em breve.'; anything else →
 * 'Pagamento não foi aprovado'.
 *
 * Status case is ignored, and our own payment statuses read the same way (COMPLETED as paid;
 * PROCESSING, and Mercado Pago's in_process and authorized, as pending). A refusal that comes
 * with the server's reason shows that reason through `getCardErrorMessage`, so a card without
 * funds reads 'Saldo insuficiente no cartão' rather than the generic refusal.
 */
export function getCardResultAction(
  status: string | null | undefined,
  failureReason?: string | null,
): CardResultAction {
  const normalized = status?.trim().toLowerCase() ?? '';
  if (SUCCESS_STATUSES.has(normalized)) {
    return { kind: 'success', message: cardPaymentMessages.approved };
  }
  if (PENDING_STATUSES.has(normalized)) {
    return { kind: 'pending', message: cardPaymentMessages.pending };
  }
  const message = failureReason?.trim()
    ? getCardErrorMessage(failureReason)
    : cardPaymentMessages.notApproved;
  return { kind: 'failure', message };
}
