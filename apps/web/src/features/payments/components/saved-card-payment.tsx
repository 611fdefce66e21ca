import type { CardPaymentResult } from '@navalha/core/contracts/payments';
import { formatBRL } from '@navalha/core/domain/money';
import type { Cents } from '@navalha/core/domain/money';
import {
  getCardErrorMessage,
  getCardResultAction,
} from '@navalha/core/domain/payments/card-errors';
import { getPaymentMethodLabel } from '@navalha/core/domain/payments/payment-method';
import CreditCard from 'lucide-react/icons/credit-card';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionFooter } from '../../../components/ui/action-footer';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/class-names';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { getErrorToastMessage } from '../../../lib/toast-catalogue';
import {
  clearPendingCardPayment,
  savePendingCardPayment,
} from '../../../shared/booking-draft/booking-draft';
import type { PendingCardPayment } from '../../../shared/booking-draft/booking-draft';
import {
  prepareCardTokenizer,
  savedCardNeedsCvv,
  tokenizeSavedCard,
} from '../../../shared/payments/card-tokenizer';
import { createIdempotencyKey } from '../../../shared/payments/idempotency-key';
import type { SavedCard } from '../../../shared/payments/saved-cards';
import { createSavedCardPayment } from '../api/create-card-payment';
import { useRefreshAfterPayment } from '../hooks/use-refresh-after-payment';
import { getRepricedTotal } from '../server-total';

/** 'Cartão final 4242', as a saved card is named at checkout. */
export function savedCardLabel(card: SavedCard): string {
  return `Cartão final ${card.card_last_four}`;
}

/**
 * The card page's saved cards, offered first (issue 18 §3, decision 034): the wallet's cards of
 * the payment's kind, the default chosen; 'Pagar' charges the chosen one in one tap (the
 * sandbox) or with its CVV typed again (Mercado Pago). 'Usar outro cartão' opens the card form.
 */
export function SavedCardPayment({
  pending,
  cards,
  onUseNewCard,
}: {
  pending: PendingCardPayment;
  cards: readonly SavedCard[];
  onUseNewCard: () => void;
}) {
  const navigate = useNavigate();
  const refreshAfterPayment = useRefreshAfterPayment();
  const needsCvv = savedCardNeedsCvv();
  const [chosenId, setChosenId] = useState(cards[0]?.id ?? '');
  const [cvv, setCvv] = useState('');
  const [cvvError, setCvvError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [amount, setAmount] = useState<Cents>(pending.amount);
  const [busy, setBusy] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(createIdempotencyKey);
  useEffect(() => {
    if (needsCvv) prepareCardTokenizer();
  }, [needsCvv]);
  const chosen = cards.find((card) => card.id === chosenId) ?? cards[0];
  const confirmation = `/booking-confirmation/${pending.appointmentId}`;

  async function charge(card: SavedCard): Promise<CardPaymentResult | null> {
    let cardToken: string | undefined;
    if (needsCvv) {
      if (!/^\d{3,4}$/.test(cvv)) {
        setCvvError('Digite o CVV do cartão salvo.');
        return null;
      }
      try {
        cardToken = await tokenizeSavedCard(card.gateway_card_id, cvv);
      } catch (error) {
        setFailure(isApiError(error) ? error.message : getCardErrorMessage(null));
        return null;
      }
    }
    try {
      const result = await createSavedCardPayment(
        {
          appointmentId: pending.appointmentId,
          amount,
          method: pending.method,
          description: pending.description ?? null,
          savedCardId: card.id,
          ...(cardToken ? { cardToken } : {}),
        },
        idempotencyKey,
      );
      setIdempotencyKey(createIdempotencyKey());
      return result;
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        setIdempotencyKey(createIdempotencyKey());
      }
      const total = getRepricedTotal(error, amount);
      if (total !== null) {
        setAmount(total);
        savePendingCardPayment({ ...pending, amount: total });
        setFailure(`O valor mudou para ${formatBRL(total)}. Toque em Pagar para continuar.`);
        return null;
      }
      setFailure(isApiError(error) ? getErrorToastMessage(error) : getCardErrorMessage(null));
      return null;
    }
  }

  async function pay() {
    if (!chosen || busy) return;
    setFailure(null);
    setBusy(true);
    const result = await charge(chosen);
    setBusy(false);
    if (!result) return;
    const action = getCardResultAction(result.status, result.failureReason);
    if (action.kind === 'failure') {
      setFailure(action.message);
      setCvv('');
      return;
    }
    clearPendingCardPayment();
    void refreshAfterPayment();
    toast.success(action.message);
    void navigate(confirmation, { replace: true });
  }

  return (
    <div className="flex flex-col gap-4">
      <section
        aria-label="Resumo do pagamento"
        className="flex items-center justify-between gap-4 rounded-card bg-card p-4 shadow-card"
      >
        <p className="min-w-0 text-sm text-muted">{getPaymentMethodLabel(pending.method)}</p>
        <p className="shrink-0 text-right text-sm text-muted">
          Total
          <span className="block text-xl font-bold text-ink tabular-nums">{formatBRL(amount)}</span>
        </p>
      </section>

      <fieldset disabled={busy} className="flex min-w-0 flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold text-ink">Cartões salvos</legend>
        {cards.map((card) => {
          const checked = card.id === chosen?.id;
          return (
            <label
              key={card.id}
              className={cn(
                'flex min-h-16 cursor-pointer items-center gap-3 rounded-card border-2 bg-card p-3 shadow-card',
                checked ? 'border-primary bg-tint' : 'border-transparent',
              )}
            >
              <input
                type="radio"
                name="cartao-salvo"
                value={card.id}
                checked={checked}
                onChange={() => setChosenId(card.id)}
                className="size-5 accent-primary"
              />
              <CreditCard aria-hidden className="size-6 shrink-0 text-accent" />
              <span className="flex min-w-0 flex-col">
                <span className="text-base font-semibold text-ink">{savedCardLabel(card)}</span>
                <span className="text-sm text-muted">{card.card_brand ?? 'Cartão'}</span>
              </span>
            </label>
          );
        })}
        {needsCvv ? (
          <TextField
            label="CVV"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={cvv}
            error={cvvError ?? undefined}
            onChange={(event) => {
              setCvv(event.target.value.replace(/\D/g, ''));
              setCvvError(null);
            }}
          />
        ) : null}
      </fieldset>

      <Button variant="secondary" onClick={onUseNewCard} disabled={busy}>
        Usar outro cartão
      </Button>

      {failure ? <Alert>{failure}</Alert> : null}

      <ActionFooter>
        <Button size="lg" fullWidth disabled={busy || !chosen} onClick={() => void pay()}>
          {busy ? 'Processando…' : `Pagar ${formatBRL(amount)}`}
        </Button>
      </ActionFooter>
    </div>
  );
}
