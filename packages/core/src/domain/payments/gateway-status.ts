import type { PaymentStatus } from '../appointments/appointment-status.js';
import { exhaustiveSwitchError } from '../exhaustive.js';

/** The `status` values of a Mercado Pago payment. */
export const mercadoPagoStatuses = [
  'pending',
  'approved',
  'authorized',
  'in_process',
  'in_mediation',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
] as const;

/** One of `mercadoPagoStatuses`. */
export type MercadoPagoStatus = (typeof mercadoPagoStatuses)[number];

/** Our payment status for a gateway's answer, with the pt-BR reason of a refusal. */
export interface GatewayPaymentState {
  status: PaymentStatus;
  /** What `/payment/error` shows as `failureReason`; null unless FAILED or CANCELLED. */
  failureReason: string | null;
}

/** Shown for a refusal whose `status_detail` is missing or not in `rejectionReasons`. */
export const DEFAULT_REJECTION_REASON =
  'Pagamento recusado. Tente outro cartão ou meio de pagamento.';

/** Shown for a cancellation whose `status_detail` is not in `cancellationReasons`. */
export const DEFAULT_CANCELLATION_REASON = 'Pagamento cancelado.';

/**
 * pt-BR reasons for Mercado Pago's `status_detail` of a rejected payment. The card page passes
 * them through `getCardErrorMessage`, so the insufficient-funds and disabled-card reasons keep
 * the words ('saldo', 'bloqueado') that select the spec's card messages.
 */
export const rejectionReasons: Readonly<Record<string, string>> = {
  cc_rejected_insufficient_amount: 'Saldo insuficiente no cartão',
  cc_rejected_card_disabled:
    'Cartão bloqueado ou desabilitado. Ligue para o emissor do cartão para ativá-lo.',
  cc_rejected_bad_filled_security_code: 'Código de segurança (CVV) inválido.',
  cc_rejected_bad_filled_date: 'Data de validade do cartão inválida.',
  cc_rejected_bad_filled_card_number: 'Número do cartão inválido.',
  cc_rejected_bad_filled_other: 'Dados do cartão inválidos. Verifique as informações.',
  cc_rejected_call_for_authorize:
    'O emissor do cartão pede que você autorize este pagamento. Ligue para ele e tente novamente.',
  cc_rejected_high_risk: 'Pagamento recusado por segurança. Escolha outro meio de pagamento.',
  rejected_high_risk: 'Pagamento recusado por segurança. Escolha outro meio de pagamento.',
  cc_rejected_other_reason: 'O emissor do cartão recusou o pagamento.',
  cc_rejected_blacklist: 'Não foi possível processar o pagamento com este cartão.',
  cc_rejected_card_error: 'Não foi possível processar o pagamento com este cartão.',
  cc_rejected_duplicated_payment:
    'Você já fez um pagamento deste valor. Para pagar de novo, use outro cartão ou meio de pagamento.',
  cc_rejected_invalid_installments: 'O cartão não aceita esse número de parcelas.',
  cc_rejected_max_attempts:
    'Limite de tentativas atingido. Use outro cartão ou outro meio de pagamento.',
  cc_rejected_card_type_not_allowed: 'Este tipo de cartão não é aceito.',
  cc_amount_rate_limit_exceeded: 'O valor excede o limite disponível do cartão.',
  cc_rejected_3ds_mandatory: 'Este pagamento exige a autenticação do emissor do cartão.',
  rejected_by_bank: 'O banco recusou o pagamento.',
  rejected_insufficient_data: 'Faltam dados para processar o pagamento.',
  bank_error: 'O banco não conseguiu processar o pagamento. Tente novamente.',
};

/** pt-BR reasons for Mercado Pago's `status_detail` of a cancelled payment. */
export const cancellationReasons: Readonly<Record<string, string>> = {
  expired: 'O prazo para pagamento expirou.',
  by_collector: 'Pagamento cancelado pela barbearia.',
  by_payer: 'Pagamento cancelado pelo cliente.',
};

function reasonFor(
  reasons: Readonly<Record<string, string>>,
  detail: string | null | undefined,
  fallback: string,
): string {
  const key = detail?.trim().toLowerCase() ?? '';
  return Object.hasOwn(reasons, key) ? (reasons[key] ?? fallback) : fallback;
}

/** The pt-BR reason of a rejection ('cc_rejected_insufficient_amount' → 'Saldo insuficiente no cartão'). */
export function getRejectionReason(statusDetail: string | null | undefined): string {
  return reasonFor(rejectionReasons, statusDetail, DEFAULT_REJECTION_REASON);
}

/** Whether a value is one of `mercadoPagoStatuses`. */
export function isMercadoPagoStatus(value: unknown): value is MercadoPagoStatus {
  return typeof value === 'string' && (mercadoPagoStatuses as readonly string[]).includes(value);
}

/** Why a payment's money went back at the gateway, as the client and the shop read it. */
export const reversalReasons = {
  refunded: 'Pagamento estornado pelo meio de pagamento.',
  charged_back: 'Pagamento contestado junto ao banco ou cartão (chargeback).',
} as const;

/**
 * Our payment status for a Mercado Pago payment's `status` and `status_detail` (the sandbox
 * gateway answers in the same terms):
 * - approved → COMPLETED
 * - in_mediation → COMPLETED: the payer opened a dispute, but the money was received; the
 *   dispute ends as approved or charged_back
 * - pending → PENDING: waiting for the payer (a PIX not yet paid)
 * - in_process, authorized → PROCESSING: the payer paid and the gateway is still deciding
 *   (manual review, or authorized and not yet captured)
 * - rejected → FAILED, with the pt-BR reason of `status_detail` (`rejectionReasons`)
 * - cancelled → CANCELLED, with the reason of `status_detail` ('expired' → 'O prazo para
 *   pagamento expirou.')
 * - refunded, charged_back → REFUNDED, with why the money went back (`reversalReasons`): the
 *   reason an active booking is cancelled with
 * - anything else → PENDING, so an unknown answer never confirms a booking.
 * Case and surrounding blanks are ignored.
 */
export function mapMercadoPagoStatus(
  status: string | null | undefined,
  statusDetail?: string | null,
): GatewayPaymentState {
  const normalized = status?.trim().toLowerCase();
  if (!isMercadoPagoStatus(normalized)) return { status: 'PENDING', failureReason: null };
  switch (normalized) {
    case 'approved':
    case 'in_mediation':
      return { status: 'COMPLETED', failureReason: null };
    case 'pending':
      return { status: 'PENDING', failureReason: null };
    case 'in_process':
    case 'authorized':
      return { status: 'PROCESSING', failureReason: null };
    case 'rejected':
      return { status: 'FAILED', failureReason: getRejectionReason(statusDetail) };
    case 'cancelled':
      return {
        status: 'CANCELLED',
        failureReason: reasonFor(cancellationReasons, statusDetail, DEFAULT_CANCELLATION_REASON),
      };
    case 'refunded':
    case 'charged_back':
      return { status: 'REFUNDED', failureReason: reversalReasons[normalized] };
    default:
      return exhaustiveSwitchError(normalized, 'Mercado Pago status');
  }
}
