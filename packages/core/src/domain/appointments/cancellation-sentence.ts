import { localDateInZone, localTimeInZone } from '../format/date-time.js';
import { lazyFormatter } from '../format/lazy-formatter.js';
import { formatPercent } from '../format/percent.js';
import { formatBRL } from '../money.js';
import type { Cents } from '../money.js';
import { REFUND_FEE_BASIS_POINTS, refundFee } from '../payments/fees.js';
import type { PaymentMethod } from '../payments/payment-method.js';
import { getCancellationTerms } from './cancellation-policy.js';

/** A shop's cancellation rules, as its settings hold them (spec §9 defaults: 24 h, 50%). */
export interface CancellationRules {
  /** The shop's IANA zone: the deadline is said on the shop's clock. */
  timeZone: string;
  cancellationWindowHours: number;
  cancellationFeePercent: number;
}

/** What a client reads when the booking is made inside the window (issue 18 §2). */
export const INSIDE_WINDOW_SENTENCE = 'Este horário já está dentro do prazo de cancelamento';

const getWeekdayFormatter = lazyFormatter(
  () => new Intl.DateTimeFormat('pt-BR', { weekday: 'short', timeZone: 'UTC' }),
);

/** 'sex., 28/11 às 09:00' of an instant on the shop's clock. */
export function formatDeadline(instant: Date, timeZone: string): string {
  const date = localDateInZone(instant, timeZone);
  const weekday = getWeekdayFormatter().format(Date.parse(`${date}T12:00:00Z`));
  return `${weekday}, ${date.slice(8, 10)}/${date.slice(5, 7)} às ${localTimeInZone(instant, timeZone)}`;
}

/**
 * The cancellation policy of one booking in one sentence, before 'Confirmar' (issue 18 §2),
 * by the same rule the server applies on cancelling (core's `getCancellationTerms`):
 * 'Cancelamento grátis até sex., 28/11 às 09:00; depois, taxa de 50%', or, when the booking is
 * made inside the window, 'Este horário já está dentro do prazo de cancelamento: cancelar tem
 * taxa de 50%'. A shop without a fee: 'Cancelamento grátis até o horário marcado'.
 * "Grátis" means no cancellation fee; the method's refund fee is said apart (decision 024).
 */
export function describeCancellationPolicy(
  rules: CancellationRules,
  { startsAt, now }: { startsAt: Date; now: Date },
): string {
  const fee = rules.cancellationFeePercent;
  if (fee === 0) return 'Cancelamento grátis até o horário marcado';
  const terms = getCancellationTerms({
    startsAt,
    now,
    amountCents: 0,
    freeWindowHours: rules.cancellationWindowHours,
    feePercent: fee,
  });
  if (!terms.canCancelFree) return `${INSIDE_WINDOW_SENTENCE}: cancelar tem taxa de ${fee}%`;
  return `Cancelamento grátis até ${formatDeadline(terms.freeUntil, rules.timeZone)}; depois, taxa de ${fee}%`;
}

const refundPlace: Record<PaymentMethod, string> = {
  PIX: 'o estorno do PIX',
  CREDIT_CARD: 'o estorno no cartão de crédito',
  DEBIT_CARD: 'o estorno no cartão de débito',
  WALLET: 'a devolução à carteira',
  CASH: 'a devolução em dinheiro',
};

/**
 * The method's refund fee (spec §9), which even a free cancellation keeps (decision 024), in
 * reais: 'No cancelamento, o estorno no cartão de crédito retém 3% (R$ 2,20).' Null when the
 * method keeps nothing (PIX, cash) or nothing was paid.
 */
export function describeRefundFee(method: PaymentMethod, amountCents: Cents): string | null {
  const kept = refundFee(method, amountCents);
  if (kept === 0) return null;
  const rate = formatPercent(REFUND_FEE_BASIS_POINTS[method] / 10_000);
  return `No cancelamento, ${refundPlace[method]} retém ${rate} (${formatBRL(kept)}).`;
}
