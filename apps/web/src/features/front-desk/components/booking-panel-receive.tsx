import type { DeskReceipt, DeskReceiveBody } from '@navalha/core/contracts/front-desk-actions';
import {
  deskReceiveMethods,
  getCashChange,
  getDeskReceiveMethodLabel,
  parseBrlInput,
} from '@navalha/core/domain/front-desk/desk-actions';
import type { DeskReceiveMethod } from '@navalha/core/domain/front-desk/desk-actions';
import { formatBRL } from '@navalha/core/domain/money';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/class-names';

interface ReceiveValues {
  with: DeskReceiveMethod;
  /** What the client handed over, typed in reais (cash only). */
  given: string;
}

export interface ReceivePaymentFormProps {
  dueCents: number;
  pending: boolean;
  /** Completing waits for this: the button says so. */
  thenComplete: boolean;
  error: string | null;
  onSubmit: (body: DeskReceiveBody) => Promise<DeskReceipt | null>;
  onCancel: () => void;
}

/**
 * 'Receber pagamento': cash, or PIX / card at the shop's own machine ('maquininha'). The amount
 * is what is due; for cash, what the client hands over gives the change ('Troco').
 */
export function ReceivePaymentForm({
  dueCents,
  pending,
  thenComplete,
  error,
  onSubmit,
  onCancel,
}: ReceivePaymentFormProps) {
  const form = useForm<ReceiveValues>({ defaultValues: { with: 'cash', given: '' } });
  const method = useWatch({ control: form.control, name: 'with' });
  const given = useWatch({ control: form.control, name: 'given' });
  const givenCents = given.trim() === '' ? null : parseBrlInput(given);
  const change = givenCents === null ? null : getCashChange(dueCents, givenCents);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (pending) return;
    const cents = values.given.trim() === '' ? null : parseBrlInput(values.given);
    if (values.with === 'cash' && values.given.trim() !== '') {
      if (cents === null) {
        form.setError('given', { message: 'Digite um valor, como 50,00.' });
        return;
      }
      if (getCashChange(dueCents, cents) === null) {
        form.setError('given', { message: `O valor não cobre o total de ${formatBRL(dueCents)}.` });
        return;
      }
    }
    await onSubmit({
      with: values.with,
      ...(values.with === 'cash' && cents !== null ? { givenCents: cents } : {}),
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <p className="text-ink">
        Valor a receber:{' '}
        <strong className="tabular-nums" data-testid="valor-devido">
          {formatBRL(dueCents)}
        </strong>
      </p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium text-ink">Forma de pagamento</legend>
        {deskReceiveMethods.map((value) => (
          <label
            key={value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-control border px-4',
              method === value ? 'border-primary bg-tint' : 'border-line bg-card',
            )}
          >
            <input type="radio" value={value} {...form.register('with')} className="size-5" />
            <span className="text-ink">{getDeskReceiveMethodLabel(value)}</span>
          </label>
        ))}
      </fieldset>
      {method === 'cash' ? (
        <div className="flex flex-col gap-2">
          <TextField
            label="Valor recebido (R$)"
            inputMode="decimal"
            autoComplete="off"
            placeholder={formatBRL(dueCents).replace('R$', '').trim()}
            error={errors.given?.message}
            hint="Opcional: para calcular o troco."
            {...form.register('given')}
          />
          <p className="text-lg text-ink" aria-live="polite">
            Troco:{' '}
            <strong className="tabular-nums" data-testid="troco">
              {change === null ? '—' : formatBRL(change)}
            </strong>
          </p>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {thenComplete ? 'Receber e concluir' : 'Confirmar recebimento'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Voltar
        </Button>
      </div>
    </form>
  );
}
