/** The query of `/payment/callback` as the payment provider returns to it. */
export interface PaymentCallbackParams {
  collection_status?: string | null;
  status?: string | null;
}

/** Which view `/payment/callback` shows, where its button goes, and a refusal's reason. */
export type PaymentCallbackView =
  | { view: 'success'; nextPath: '/mybookings' }
  | { view: 'pending'; nextPath: '/mybookings' }
  | { view: 'failure'; nextPath: '/schedule'; reason: string };

const PENDING_VALUES = new Set(['pending', 'in_process', 'authorized']);

/** Shown when the returned value is one we do not know. */
export const DEFAULT_CALLBACK_FAILURE_REASON = 'Pagamento não aprovado';

const failureReasons: Readonly<Record<string, string>> = {
  rejected: 'Pagamento recusado',
  cancelled: 'Pagamento cancelado',
  // Mercado Pago returns collection_status=null when the payer leaves the checkout.
  null: 'Pagamento não concluído',
  '': 'Pagamento não concluído',
  refunded: 'Pagamento estornado',
  charged_back: 'Pagamento contestado',
  in_mediation: 'Pagamento em disputa',
  failure: DEFAULT_CALLBACK_FAILURE_REASON,
};

/**
 * The callback page's view (spec §4 "Callback"): collection_status, else status, 'approved'
 * → success; 'pending' → pending; anything else → failure with a reason read from that value.
 * Success and pending lead to /mybookings, failure to /schedule.
 *
 * Mercado Pago also returns 'in_process' and 'authorized' for a card payment under review;
 * they show as pending, not as a refusal the payer might pay again after. The reason is
 * picked from a fixed list, never echoed from the URL, so a crafted link cannot put its own
 * words on our page. The view is only what the URL claims: the payment's real status comes
 * from the gateway (`sync-status`, architecture §6).
 */
export function getPaymentCallbackView(params: PaymentCallbackParams): PaymentCallbackView {
  const value = (params.collection_status?.trim() || params.status?.trim() || '').toLowerCase();
  if (value === 'approved') return { view: 'success', nextPath: '/mybookings' };
  if (PENDING_VALUES.has(value)) return { view: 'pending', nextPath: '/mybookings' };
  const reason = Object.hasOwn(failureReasons, value)
    ? (failureReasons[value] ?? DEFAULT_CALLBACK_FAILURE_REASON)
    : DEFAULT_CALLBACK_FAILURE_REASON;
  return { view: 'failure', nextPath: '/schedule', reason };
}
