import { closeCashBodySchema } from '@navalha/core/contracts/front-desk-cash';
import {
  describeCashDifference,
  getCashDifference,
} from '@navalha/core/domain/front-desk/cash-method';
import { formatLocalDate } from '@navalha/core/domain/format/date-time';
import { parseDecimalInput } from '@navalha/core/domain/format/decimal-input';
import { formatBRL, toCents } from '@navalha/core/domain/money';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import type { CloseCashInput } from '../api/close-cash';
import { contractResolver, editableField, showFieldErrors } from '../form-fields';
import type { FieldErrors } from '../save-errors';

interface CloseCashValues {
  counted: string;
  note: string;
}

export interface CloseCashDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  date: string;
  /** Centavos the drawer should hold. */
  expectedCents: number;
  pending: boolean;
  onSubmit: (body: CloseCashInput) => Promise<FieldErrors>;
}

/** Typed pt-BR ('85,50') into BRL; what cannot be read stays for the contract to refuse. */
function toBody(date: string) {
  return (values: CloseCashValues): CloseCashInput => ({
    date,
    counted: parseDecimalInput(values.counted) as number,
    note: values.note.trim() || null,
  });
}

/** The live difference as the counted amount is typed: 'Falta de R$ 5,00'. */
function DifferencePreview({ counted, expectedCents }: { counted: string; expectedCents: number }) {
  const value = parseDecimalInput(counted);
  if (value === undefined || Number.isNaN(value) || value < 0) return null;
  const difference = getCashDifference(toCents(value), expectedCents);
  return (
    <p aria-live="polite" className="text-base font-semibold text-ink">
      {describeCashDifference(difference, formatBRL)}
    </p>
  );
}

/**
 * 'Fechar caixa' (issue 17 §5): the cash counted in the drawer against what the day's payments
 * say it should hold; the server records both and the difference.
 */
export function CloseCashDialog({
  open,
  onOpenChange,
  date,
  expectedCents,
  pending,
  onSubmit,
}: CloseCashDialogProps) {
  const form = useForm<CloseCashValues, unknown, CloseCashInput>({
    resolver: contractResolver(closeCashBodySchema, toBody(date)),
    reValidateMode: 'onSubmit',
    defaultValues: { counted: '', note: '' },
  });
  const counted = useWatch({ control: form.control, name: 'counted' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    if (pending) return;
    const fieldErrors = await onSubmit(body);
    showFieldErrors(form, fieldErrors);
    if (Object.keys(fieldErrors).length === 0) form.reset();
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Fechar caixa"
      description={`Conte o dinheiro da gaveta em ${formatLocalDate(date)}.`}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <p className="text-base text-muted">
          Dinheiro esperado:{' '}
          <span className="font-semibold text-ink tabular-nums">{formatBRL(expectedCents)}</span>
        </p>
        <TextField
          label="Dinheiro contado (R$)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          error={errors.counted?.message}
          {...editableField(form, 'counted')}
        />
        <DifferencePreview counted={counted} expectedCents={expectedCents} />
        <TextField
          label="Observação (opcional)"
          maxLength={500}
          error={errors.note?.message}
          {...editableField(form, 'note')}
        />
        <Button type="submit" size="lg" fullWidth disabled={pending}>
          {pending ? 'Registrando...' : 'Registrar fechamento'}
        </Button>
      </form>
    </Dialog>
  );
}
