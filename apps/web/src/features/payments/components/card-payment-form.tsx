import { zodResolver } from '@hookform/resolvers/zod';
import type { CardPaymentResult } from '@navalha/core/contracts/payments';
import { formatBRL } from '@navalha/core/domain/money';
import type { Cents } from '@navalha/core/domain/money';
import { maskCardNumber } from '@navalha/core/domain/payments/card-brand';
import {
  getCardErrorMessage,
  getCardResultAction,
} from '@navalha/core/domain/payments/card-errors';
import {
  createCardFormSchema,
  formatExpiryInput,
  getInstallmentOptions,
  MAX_INSTALLMENTS,
} from '@navalha/core/domain/payments/card-form';
import type { CardForm, CardFormInput } from '@navalha/core/domain/payments/card-form';
import { getPaymentMethodLabel } from '@navalha/core/domain/payments/payment-method';
import Lock from 'lucide-react/icons/lock';
import { useEffect, useMemo, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ActionFooter } from '../../../components/ui/action-footer';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { CardNumberField } from '../../../shared/payments/card-number-field';
import {
  clearPendingCardPayment,
  savePendingCardPayment,
} from '../../../shared/booking-draft/booking-draft';
import type { PendingCardPayment } from '../../../shared/booking-draft/booking-draft';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { getErrorToastMessage } from '../../../lib/toast-catalogue';
import { createCardPayment } from '../api/create-card-payment';
import { useRefreshAfterPayment } from '../hooks/use-refresh-after-payment';
import { createIdempotencyKey } from '../../../shared/payments/idempotency-key';
import { paymentMessages } from '../payment-messages';
import { getRepricedTotal } from '../server-total';
import { prepareCardTokenizer, tokenizeCard } from '../../../shared/payments/card-tokenizer';
import type { CardTokenResult } from '../../../shared/payments/card-tokenizer';

type FieldName = 'cardNumber' | 'cardholderName' | 'expiry' | 'cvv';

/** The tokenizer's field names, as the form calls them. */
const tokenizerFields: Readonly<Record<string, FieldName>> = {
  cardNumber: 'cardNumber',
  securityCode: 'cvv',
  expirationMonth: 'expiry',
  expirationYear: 'expiry',
  cardholderName: 'cardholderName',
};

/** Whether the server gave a definite answer: the same key would only repeat it. */
function isDefinite(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/**
 * The card form of /payment/card/{appointmentId} (spec §5 "Payment card form"): the number in
 * groups of 4 with its brand, the holder in capitals, MM/AA with the slash put in, the CVV,
 * installments 1–12 with each one's amount ('(sem juros)' on 1x; a debit card pays at once)
 * and save-card. Rules and messages are core's `createCardFormSchema`; an error clears as soon
 * as its field is edited.
 *
 * Paying tokenizes the card in the browser (`tokenizeCard`) and sends only the token to
 * `card/create` (architecture §6): the number and CVV live in this form's memory and nowhere
 * else. 'paid' and 'pending' toast and go to the confirmation (spec §4 "Card result"); a refusal
 * shows its reason above the button ('Saldo insuficiente no cartão') and the form stays.
 *
 * The saved amount can be stale (the booking's total changed since /payment): the server's
 * 409 PAYMENT_AMOUNT_MISMATCH carries its total, which replaces the amount on the page, the
 * installments and the saved payment, with 'Novo total', and the next 'Pagar' charges it.
 */
export function CardPaymentForm({ pending }: { pending: PendingCardPayment }) {
  const navigate = useNavigate();
  const refreshAfterPayment = useRefreshAfterPayment();
  const [schema] = useState(() => createCardFormSchema(new Date()));
  const [idempotencyKey, setIdempotencyKey] = useState(createIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  // What to charge: the saved amount until the server says the booking's total is another.
  const [amount, setAmount] = useState<Cents>(pending.amount);
  const [amountChanged, setAmountChanged] = useState(false);
  // MercadoPago.js (when the server runs that gateway) loads while the card is typed.
  useEffect(prepareCardTokenizer, []);
  const debit = pending.method === 'DEBIT_CARD';
  const installmentOptions = useMemo(
    () => getInstallmentOptions(amount, debit ? 1 : MAX_INSTALLMENTS),
    [amount, debit],
  );
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CardFormInput, unknown, CardForm>({
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
    defaultValues: {
      cardNumber: '',
      cardholderName: '',
      expiry: '',
      cvv: '',
      installments: 1,
      saveCard: false,
    },
  });

  /** A masked text field whose error clears when it is edited (spec §5). */
  function field(name: FieldName, format: (value: string) => string) {
    const registered = register(name);
    return {
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = format(event.target.value);
        clearErrors(name);
        setFailure(null);
        return registered.onChange(event);
      },
    };
  }

  const confirmation = `/booking-confirmation/${pending.appointmentId}`;

  async function charge(values: CardForm): Promise<CardPaymentResult | null> {
    const [month, year] = values.expiry.split('/');
    let card: CardTokenResult;
    try {
      card = await tokenizeCard({
        cardNumber: values.cardNumber,
        securityCode: values.cvv,
        expirationMonth: Number(month),
        expirationYear: 2000 + Number(year),
        cardholderName: values.cardholderName,
      });
    } catch (error) {
      const target = isApiError(error) && error.field ? tokenizerFields[error.field] : undefined;
      if (isApiError(error) && target) {
        setError(target, { message: error.message }, { shouldFocus: true });
      } else {
        setFailure(isApiError(error) ? getErrorToastMessage(error) : getCardErrorMessage(null));
      }
      return null;
    }
    try {
      const result = await createCardPayment(
        {
          appointmentId: pending.appointmentId,
          amount,
          method: pending.method,
          installments: values.installments,
          saveCard: values.saveCard ?? false,
          description: pending.description,
          card,
        },
        idempotencyKey,
      );
      // Answered: a new attempt needs a new key (and the card a new token).
      setIdempotencyKey(createIdempotencyKey());
      return result;
    } catch (error) {
      if (isDefinite(error)) setIdempotencyKey(createIdempotencyKey());
      if (isApiError(error) && error.code === 'ALREADY_PAID') {
        clearPendingCardPayment();
        void refreshAfterPayment();
        toast.success(error.message, { id: error.message });
        void navigate(confirmation, { replace: true });
        return null;
      }
      const total = getRepricedTotal(error, amount);
      if (total !== null) {
        // Shown before anything is charged: the next 'Pagar' pays the server's total.
        setAmount(total);
        setAmountChanged(true);
        savePendingCardPayment({ ...pending, amount: total });
        return null;
      }
      const message = isApiError(error)
        ? isDefinite(error)
          ? getCardErrorMessage(error.message)
          : getErrorToastMessage(error)
        : getCardErrorMessage(null);
      setFailure(message);
      return null;
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setAmountChanged(false);
    const result = await charge(values);
    if (!result) return;
    const action = getCardResultAction(result.status, result.failureReason);
    if (action.kind === 'failure') {
      setFailure(action.message);
      setValue('cvv', '');
      return;
    }
    clearPendingCardPayment();
    void refreshAfterPayment();
    toast.success(action.message);
    void navigate(confirmation, { replace: true });
  });

  const cardNumber = useWatch({ control, name: 'cardNumber' });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <section
        aria-label="Resumo do pagamento"
        className="flex items-center justify-between gap-4 rounded-card bg-card p-4 shadow-card"
      >
        <div className="min-w-0">
          <p className="text-sm text-muted">{getPaymentMethodLabel(pending.method)}</p>
          {pending.description ? (
            <p className="truncate text-base font-medium text-ink">{pending.description}</p>
          ) : null}
        </div>
        <p className="shrink-0 text-right text-sm text-muted">
          Total
          <span className="block text-xl font-bold text-ink tabular-nums">{formatBRL(amount)}</span>
        </p>
      </section>

      <fieldset
        disabled={isSubmitting}
        className="flex min-w-0 flex-col gap-4 rounded-card bg-card p-4 shadow-card"
      >
        <legend className="sr-only">Dados do cartão</legend>
        <CardNumberField
          number={cardNumber}
          error={errors.cardNumber?.message}
          {...field('cardNumber', maskCardNumber)}
        />
        <TextField
          label="Nome do titular"
          autoComplete="cc-name"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          placeholder="COMO ESTÁ NO CARTÃO"
          error={errors.cardholderName?.message}
          {...field('cardholderName', (value) => value.toUpperCase())}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Validade"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/AA"
            maxLength={5}
            error={errors.expiry?.message}
            {...field('expiry', formatExpiryInput)}
          />
          <TextField
            label="CVV"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            error={errors.cvv?.message}
            {...field('cvv', (value) => value.replace(/\D/g, '').slice(0, 4))}
          />
        </div>
        <SelectField
          label="Parcelas"
          hint={debit ? 'No débito o pagamento é à vista.' : undefined}
          error={errors.installments?.message}
          {...register('installments', { valueAsNumber: true })}
        >
          {installmentOptions.map((option) => (
            <option key={option.count} value={option.count}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <Checkbox label="Salvar cartão para próximas compras" {...register('saveCard')} />
      </fieldset>

      <p className="flex items-start gap-2 px-1 text-sm text-muted">
        <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
        Os dados do cartão vão direto para o processador de pagamentos. A Navalha não guarda o
        número nem o CVV.
      </p>

      {amountChanged ? (
        <Alert>
          {paymentMessages.amountChanged} Novo total:{' '}
          <strong className="tabular-nums">{formatBRL(amount)}</strong>.
        </Alert>
      ) : null}
      {failure ? <Alert>{failure}</Alert> : null}

      <ActionFooter>
        <Button
          type="submit"
          size="lg"
          fullWidth
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          {isSubmitting ? (
            'Processando…'
          ) : (
            <>
              Pagar <span aria-hidden>·</span>{' '}
              <span className="tabular-nums">{formatBRL(amount)}</span>
            </>
          )}
        </Button>
      </ActionFooter>
    </form>
  );
}
