import { zodResolver } from '@hookform/resolvers/zod';
import { walletMessages } from '@navalha/core/contracts/wallet';
import { maskCardNumber } from '@navalha/core/domain/payments/card-brand';
import { formatExpiryInput } from '@navalha/core/domain/payments/card-form';
import { getPaymentMethodLabel } from '@navalha/core/domain/payments/payment-method';
import {
  addCardFormSchema,
  cardMethodTypes,
  toExpiryDate,
} from '@navalha/core/domain/wallet/add-card-form';
import type { AddCardForm, AddCardFormInput } from '@navalha/core/domain/wallet/add-card-form';
import Lock from 'lucide-react/icons/lock';
import { useEffect, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { CardNumberField } from '../../../shared/payments/card-number-field';
import { isApiError } from '../../../lib/api-error';
import { prepareCardTokenizer, tokenizeCard } from '../../../shared/payments/card-tokenizer';
import type { CardTokenResult } from '../../../shared/payments/card-tokenizer';
import { logger } from '../../../lib/logger';
import { toast } from '../../../lib/toast';
import { getErrorToastMessage } from '../../../lib/toast-catalogue';
import { useAddWalletPaymentMethod } from '../api/add-wallet-payment-method';

export const addCardMessages = {
  added: 'Cartão adicionado à sua carteira.',
  failed: walletMessages.addMethodFailed,
} as const;

type TextFieldName = 'cardNumber' | 'expiry' | 'cvv' | 'cardholderName';

/** The tokenizer's field names, as this form calls them. */
const tokenizerFields: Readonly<Record<string, TextFieldName>> = {
  cardNumber: 'cardNumber',
  securityCode: 'cvv',
  expirationMonth: 'expiry',
  expirationYear: 'expiry',
  cardholderName: 'cardholderName',
};

const emptyForm: AddCardFormInput = {
  cardNumber: '',
  methodType: 'credit_card',
  expiry: '',
  cvv: '',
  cardholderName: '',
};

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 4);
const upperCase = (value: string) => value.toUpperCase();

/** 'Erro ao adicionar método', with the server's reason when it gave one for the client. */
function describeFailure(error: unknown): string {
  if (!isApiError(error)) return addCardMessages.failed;
  const reason =
    error.status >= 400 && error.status < 500 && error.status !== 401
      ? error.message
      : getErrorToastMessage(error);
  return `${addCardMessages.failed}: ${reason}`;
}

function AddCardForm({ onDone }: { onDone: () => void }) {
  const add = useAddWalletPaymentMethod();
  const [failure, setFailure] = useState<string | null>(null);
  // MercadoPago.js loads while the card is typed, not after 'Adicionar' (decision 005).
  useEffect(prepareCardTokenizer, []);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AddCardFormInput, unknown, AddCardForm>({
    resolver: zodResolver(addCardFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: emptyForm,
  });

  /** A masked field whose error clears as soon as it is edited. */
  function field(name: TextFieldName, format: (value: string) => string) {
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

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const expiryDate = toExpiryDate(values.expiry);
    let card: CardTokenResult;
    try {
      // The number and CVV go to the tokenizer only (MercadoPago.js, or the sandbox's); our
      // API receives the token and keeps the card through the gateway (decision 008).
      card = await tokenizeCard({
        cardNumber: values.cardNumber,
        securityCode: values.cvv,
        expirationMonth: Number(expiryDate.slice(5, 7)),
        expirationYear: Number(expiryDate.slice(0, 4)),
        cardholderName: values.cardholderName,
      });
    } catch (error) {
      const target = isApiError(error) && error.field ? tokenizerFields[error.field] : undefined;
      if (isApiError(error) && target) {
        setError(target, { message: error.message }, { shouldFocus: true });
      } else {
        logger.warn('Could not tokenize the card to add.', error);
        setFailure(describeFailure(error));
      }
      return;
    }
    try {
      await add.mutateAsync({
        card_token: card.token,
        method_type: values.methodType,
        cardholder_name: card.cardholderName,
        expiry_date: expiryDate,
      });
    } catch (error) {
      // Spec §8: a failed add-card is logged; the dialog also says so and keeps the form.
      logger.warn('Could not add the card to the wallet.', error);
      setFailure(describeFailure(error));
      return;
    }
    toast.success(addCardMessages.added);
    onDone();
  });

  const cardNumber = useWatch({ control, name: 'cardNumber' }) ?? '';

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-4">
        <legend className="sr-only">Dados do cartão</legend>
        <CardNumberField
          number={cardNumber}
          error={errors.cardNumber?.message}
          {...field('cardNumber', maskCardNumber)}
        />
        <SelectField label="Tipo" error={errors.methodType?.message} {...register('methodType')}>
          {cardMethodTypes.map((type) => (
            <option key={type} value={type}>
              {getPaymentMethodLabel(type)}
            </option>
          ))}
        </SelectField>
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
            {...field('cvv', digitsOnly)}
          />
        </div>
        <TextField
          label="Nome no cartão"
          autoComplete="cc-name"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          placeholder="COMO ESTÁ NO CARTÃO"
          error={errors.cardholderName?.message}
          {...field('cardholderName', upperCase)}
        />
      </fieldset>
      <p className="flex items-start gap-2 text-sm text-muted">
        <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
        Guardamos só a bandeira, os 4 últimos dígitos, o nome e a validade. O número completo e o
        CVV nunca ficam na Navalha.
      </p>
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" size="lg" disabled={isSubmitting} onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Adicionando…' : 'Adicionar'}
        </Button>
      </div>
    </form>
  );
}

/**
 * 'Adicionar cartão' (spec §2, §5): Número do cartão (groups of 4, at most 19 characters),
 * Tipo (crédito or débito), Validade (MM/AA, the slash put in), CVV (3–4 digits) and Nome no
 * cartão, checked by core's `addCardFormSchema`. The card is tokenized in the browser (with
 * MercadoPago.js when the server runs Mercado Pago, which then keeps it on the payer's
 * customer) and only the token, the kind, the holder and the expiry reach our API
 * (architecture §6).
 */
export function AddCardDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Adicionar cartão">
      {/* Mounted only while open: every opening starts from an empty form. */}
      <AddCardForm onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
