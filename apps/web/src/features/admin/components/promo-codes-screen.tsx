import {
  createPromoCodeBodySchema,
  updatePromoCodeBodySchema,
} from '@navalha/core/contracts/admin-promo-codes';
import type { AdminPromoCode } from '@navalha/core/contracts/admin-promo-codes';
import { formatLocalDate } from '@navalha/core/domain/format/date-time';
import Plus from 'lucide-react/icons/plus';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import type { PromoCodeInput } from '../api/create-promo-code';
import { useDeletePromoCode } from '../api/delete-promo-code';
import { usePromoCodes } from '../api/get-promo-codes';
import { useSavePromoCode } from '../api/update-promo-code';
import { contractResolver, editableField, showFieldErrors } from '../form-fields';
import { parseIntegerInput } from '../integer-input';
import { reportSaveError } from '../save-errors';
import type { FieldErrors } from '../save-errors';
import { ConfirmDialog } from './confirm-dialog';
import type { ConfirmRequest } from './confirm-dialog';
import { LoadState } from './load-state';

export const promoCodeFields = [
  'code',
  'discountPercent',
  'validFrom',
  'validUntil',
  'maxUses',
  'maxUsesPerClient',
];

export const promoCodesMessages = {
  loadFailed: 'Erro ao carregar os códigos promocionais',
  empty: 'Nenhum código promocional',
  saved: 'Código salvo.',
  removed: 'Código excluído.',
} as const;

function validity(code: AdminPromoCode): string {
  if (code.validFrom && code.validUntil) {
    return `De ${formatLocalDate(code.validFrom)} a ${formatLocalDate(code.validUntil)}`;
  }
  if (code.validFrom) return `A partir de ${formatLocalDate(code.validFrom)}`;
  if (code.validUntil) return `Até ${formatLocalDate(code.validUntil)}`;
  return 'Sem prazo';
}

/** The form's fields as typed: numbers are text until the form is sent. */
interface PromoCodeValues {
  code: string;
  discountPercent: string;
  validFrom: string;
  validUntil: string;
  maxUses: string;
  maxUsesPerClient: string;
  isActive: boolean;
}

/** What is sent: numbers read from their fields, an empty date or limit as none. */
function toPromoCodeBody(values: PromoCodeValues): PromoCodeInput {
  const maxUses = parseIntegerInput(values.maxUses);
  const maxUsesPerClient = parseIntegerInput(values.maxUsesPerClient);
  return {
    code: values.code,
    discountPercent: parseIntegerInput(values.discountPercent),
    validFrom: values.validFrom || null,
    validUntil: values.validUntil || null,
    maxUses: maxUses === undefined ? null : maxUses,
    maxUsesPerClient: maxUsesPerClient === undefined ? null : maxUsesPerClient,
    isActive: values.isActive,
  };
}

export interface PromoCodeFormProps {
  code: AdminPromoCode | null;
  pending: boolean;
  onSubmit: (body: PromoCodeInput) => Promise<FieldErrors>;
}

/** A promo code's terms: spelling, discount, validity (shop-local days) and a use limit. */
export function PromoCodeForm({ code, pending, onSubmit }: PromoCodeFormProps) {
  const form = useForm<PromoCodeValues, unknown, PromoCodeInput>({
    resolver: contractResolver(
      code ? updatePromoCodeBodySchema : createPromoCodeBodySchema,
      toPromoCodeBody,
    ),
    reValidateMode: 'onSubmit',
    defaultValues: {
      code: code?.code ?? '',
      discountPercent: code ? String(code.discountPercent) : '10',
      validFrom: code?.validFrom ?? '',
      validUntil: code?.validUntil ?? '',
      maxUses: code?.maxUses != null ? String(code.maxUses) : '',
      maxUsesPerClient: code?.maxUsesPerClient != null ? String(code.maxUsesPerClient) : '',
      isActive: code?.isActive ?? true,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    if (pending) return;
    showFieldErrors(form, await onSubmit(body));
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <TextField
        label="Código"
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={40}
        error={errors.code?.message}
        hint="Letras sem acento, números, hífen ou sublinhado."
        {...editableField(form, 'code', (value) => value.toUpperCase())}
      />
      <TextField
        label="Desconto (%)"
        inputMode="numeric"
        error={errors.discountPercent?.message}
        {...editableField(form, 'discountPercent')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Válido de"
          type="date"
          error={errors.validFrom?.message}
          {...editableField(form, 'validFrom')}
        />
        <TextField
          label="Até"
          type="date"
          error={errors.validUntil?.message}
          {...editableField(form, 'validUntil')}
        />
      </div>
      <TextField
        label="Limite de usos (opcional)"
        inputMode="numeric"
        error={errors.maxUses?.message}
        {...editableField(form, 'maxUses')}
        hint={
          code
            ? `Já usado ${code.timesUsed} ${code.timesUsed === 1 ? 'vez' : 'vezes'}.`
            : 'Vazio: sem limite.'
        }
      />
      <TextField
        label="Limite por cliente (opcional)"
        inputMode="numeric"
        error={errors.maxUsesPerClient?.message}
        {...editableField(form, 'maxUsesPerClient')}
        hint="Quantas vezes um mesmo cliente pode usar. Vazio: sem limite."
      />
      <Checkbox label="Ativo" {...form.register('isActive')} />
      <Button type="submit" size="lg" fullWidth disabled={pending}>
        {pending ? 'Salvando…' : code ? 'Salvar alterações' : 'Criar código'}
      </Button>
    </form>
  );
}

/** The shop's promo codes (/admin/promo-codes). */
export function PromoCodesScreen() {
  const query = usePromoCodes();
  const save = useSavePromoCode();
  const remove = useDeletePromoCode();
  const [editing, setEditing] = useState<AdminPromoCode | null | undefined>(undefined);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  async function submit(body: PromoCodeInput) {
    try {
      await save.mutateAsync({ id: editing?.id ?? null, body });
      toast.success(promoCodesMessages.saved);
      setEditing(undefined);
      return {};
    } catch (error) {
      return reportSaveError(error, promoCodeFields);
    }
  }

  function askRemove(code: AdminPromoCode) {
    setConfirm({
      title: `Excluir ${code.code}?`,
      description: 'Os agendamentos que usaram o código mantêm o desconto.',
      confirmLabel: 'Excluir código',
      danger: true,
      onConfirm: async () => {
        try {
          await remove.mutateAsync(code.id);
          toast.success(promoCodesMessages.removed);
        } catch (error) {
          reportSaveError(error, []);
        }
        setConfirm(null);
      },
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <Button size="lg" fullWidth onClick={() => setEditing(null)}>
        <Plus aria-hidden className="size-5" />
        Novo código
      </Button>
      <LoadState
        isPending={query.isPending}
        isError={query.isError}
        isRefetching={query.isRefetching}
        onRetry={() => void query.refetch()}
        errorText={promoCodesMessages.loadFailed}
      >
        {query.data?.length === 0 ? (
          <EmptyState
            icon={<TicketPercent aria-hidden className="size-6" />}
            title={promoCodesMessages.empty}
          />
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Códigos promocionais">
            {(query.data ?? []).map((code) => (
              <li
                key={code.id}
                className="flex flex-col gap-3 rounded-card bg-card p-4 shadow-card"
              >
                <div className="flex items-start justify-between gap-3">
                  <div>
                    <p className="font-mono text-lg font-semibold text-ink">{code.code}</p>
                    <p className="text-sm text-muted">
                      {code.discountPercent}% · {validity(code)} · {code.timesUsed}
                      {code.maxUses !== null ? ` de ${code.maxUses}` : ''}{' '}
                      {(code.maxUses ?? code.timesUsed) === 1 ? 'uso' : 'usos'}
                    </p>
                  </div>
                  <Badge tone={code.isActive ? 'confirmed' : 'inactive'}>
                    {code.isActive ? 'Ativo' : 'Inativo'}
                  </Badge>
                </div>
                <div className="grid grid-cols-2 gap-2">
                  <Button variant="secondary" onClick={() => setEditing(code)}>
                    Editar
                  </Button>
                  <Button variant="danger" onClick={() => askRemove(code)}>
                    Excluir
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      <Dialog
        open={editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
        variant="sheet"
        title={editing ? 'Editar código' : 'Novo código'}
      >
        <PromoCodeForm
          key={editing?.id ?? 'new'}
          code={editing ?? null}
          pending={save.isPending}
          onSubmit={submit}
        />
      </Dialog>
      <ConfirmDialog
        request={confirm}
        pending={remove.isPending}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}
