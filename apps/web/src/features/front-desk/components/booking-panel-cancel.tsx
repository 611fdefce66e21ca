import type {
  DeskActionResult,
  DeskBooking,
  DeskCancelBody,
} from '@navalha/core/contracts/front-desk-actions';
import {
  deskCancellationReasons,
  parseBrlInput,
} from '@navalha/core/domain/front-desk/desk-actions';
import { formatBRL } from '@navalha/core/domain/money';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/class-names';

const OTHER = 'outro';

type RefundKind = 'policy' | 'full' | 'partial';

interface CancelValues {
  reason: string;
  otherReason: string;
  kind: RefundKind;
  amount: string;
  to: 'original' | 'wallet';
}

type Quote = NonNullable<DeskBooking['refundQuote']>;

/** A reason given before, as the form's choice: one of the offered reasons, or typed. */
function reasonValues(reason: string | null): Pick<CancelValues, 'reason' | 'otherReason'> {
  if (!reason) return { reason: '', otherReason: '' };
  const offered = (deskCancellationReasons as readonly string[]).includes(reason);
  return offered ? { reason, otherReason: '' } : { reason: OTHER, otherReason: reason };
}

/** What the choice gives back, in centavos; null while a typed amount is not one. */
function refundOf(quote: Quote, kind: RefundKind, amount: string): number | null {
  if (kind === 'policy') return quote.policyRefundCents;
  if (kind === 'full') return quote.paidCents;
  const cents = parseBrlInput(amount);
  return cents !== null && cents >= 1 && cents <= quote.paidCents ? cents : null;
}

function Choice({
  checked,
  disabled,
  children,
  ...input
}: {
  checked: boolean;
  disabled?: boolean;
  children: React.ReactNode;
} & React.ComponentProps<'input'>) {
  return (
    <label
      className={cn(
        'flex min-h-11 items-center gap-3 rounded-control border px-4 py-2',
        checked ? 'border-primary bg-tint' : 'border-line bg-card',
        disabled ? 'cursor-not-allowed text-muted' : 'cursor-pointer text-ink',
      )}
    >
      <input type="radio" disabled={disabled} className="size-5 shrink-0" {...input} />
      <span>{children}</span>
    </label>
  );
}

export interface CancelBookingFormProps {
  booking: DeskBooking;
  /** The reason a cancellation tried before carried (its refund broke off); chosen again. */
  initialReason?: string | null;
  pending: boolean;
  error: string | null;
  onSubmit: (body: DeskCancelBody) => Promise<DeskActionResult | null>;
  onBack: () => void;
}

/**
 * Cancel with a reason chosen or typed (the client reads it). A paid booking chooses its
 * refund — the policy's amount, everything, or a typed amount (beyond the policy: owner and
 * admins) — and where it goes, with the amounts shown before confirming.
 */
export function CancelBookingForm({
  booking,
  initialReason = null,
  pending,
  error,
  onSubmit,
  onBack,
}: CancelBookingFormProps) {
  const quote = booking.refundQuote;
  const form = useForm<CancelValues>({
    defaultValues: {
      ...reasonValues(initialReason),
      kind: 'policy',
      amount: '',
      to: 'original',
    },
  });
  const values = useWatch({ control: form.control }) as CancelValues;
  const { errors } = form.formState;
  const refund = quote ? refundOf(quote, values.kind, values.amount) : null;
  const beyond = quote !== null && refund !== null && refund > quote.policyRefundCents;
  const blocked = beyond && quote !== null && !quote.beyondPolicyAllowed;

  const submit = form.handleSubmit(async (input) => {
    if (pending) return;
    const reason = input.reason === OTHER ? input.otherReason.trim() : input.reason;
    if (!reason) {
      form.setError(input.reason === OTHER ? 'otherReason' : 'reason', {
        message: 'Escolha ou escreva o motivo do cancelamento.',
      });
      return;
    }
    if (quote) {
      const amount = refundOf(quote, input.kind, input.amount);
      if (amount === null) {
        form.setError('amount', {
          message: `Digite um valor de R$ 0,01 até ${formatBRL(quote.paidCents)}.`,
        });
        return;
      }
      await onSubmit({
        reason,
        refund: {
          kind: input.kind,
          ...(input.kind === 'partial' ? { amountCents: amount } : {}),
          to: input.to,
        },
      });
      return;
    }
    await onSubmit({ reason });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium text-ink">Motivo</legend>
        {[...deskCancellationReasons, OTHER].map((reason) => (
          <Choice
            key={reason}
            value={reason}
            checked={values.reason === reason}
            {...form.register('reason')}
          >
            {reason === OTHER ? 'Outro motivo' : reason}
          </Choice>
        ))}
        {errors.reason ? (
          <p role="alert" className="text-sm text-danger">
            {errors.reason.message}
          </p>
        ) : null}
      </fieldset>
      {values.reason === OTHER ? (
        <TextField
          label="Escreva o motivo"
          maxLength={200}
          autoComplete="off"
          error={errors.otherReason?.message}
          hint="O cliente vê este motivo no app."
          {...form.register('otherReason')}
        />
      ) : null}

      {quote ? (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-medium text-ink">
              Reembolso (pago: {formatBRL(quote.paidCents)})
            </legend>
            <Choice value="policy" checked={values.kind === 'policy'} {...form.register('kind')}>
              Pela política de cancelamento: {formatBRL(quote.policyRefundCents)}
            </Choice>
            <Choice
              value="full"
              checked={values.kind === 'full'}
              disabled={!quote.beyondPolicyAllowed && quote.paidCents > quote.policyRefundCents}
              {...form.register('kind')}
            >
              Valor total: {formatBRL(quote.paidCents)}
            </Choice>
            <Choice value="partial" checked={values.kind === 'partial'} {...form.register('kind')}>
              Outro valor
            </Choice>
          </fieldset>
          {values.kind === 'partial' ? (
            <TextField
              label="Valor do reembolso (R$)"
              inputMode="decimal"
              autoComplete="off"
              error={errors.amount?.message}
              {...form.register('amount')}
            />
          ) : null}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-medium text-ink">Para onde vai</legend>
            <Choice value="original" checked={values.to === 'original'} {...form.register('to')}>
              Pela forma de pagamento
            </Choice>
            <Choice value="wallet" checked={values.to === 'wallet'} {...form.register('to')}>
              Para a carteira do cliente no app
            </Choice>
          </fieldset>
          <p
            className="rounded-control bg-page p-3 text-ink"
            aria-live="polite"
            data-testid="resumo-reembolso"
          >
            {refund === null
              ? 'Digite o valor do reembolso.'
              : `Reembolso de ${formatBRL(refund)} · a barbearia fica com ${formatBRL(
                  quote.paidCents - refund,
                )}`}
          </p>
          {blocked ? (
            <p role="alert" className="text-danger">
              Só o dono ou um administrador pode reembolsar além da política.
            </p>
          ) : null}
        </>
      ) : null}

      {error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" disabled={pending || blocked}>
          Cancelar agendamento
        </Button>
        <Button type="button" variant="secondary" onClick={onBack}>
          Voltar
        </Button>
      </div>
    </form>
  );
}
