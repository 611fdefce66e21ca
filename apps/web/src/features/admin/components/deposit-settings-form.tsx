import type { DepositSettingsView, ShopSettings } from '@navalha/core/contracts/admin-settings';
import { formatDecimalInput, parseDecimalInput } from '@navalha/core/domain/format/decimal-input';
import { DEFAULT_DEPOSIT_SETTINGS } from '@navalha/core/domain/payments/deposit';
import type { DepositAmountKind, DepositMode } from '@navalha/core/domain/payments/deposit';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useAdminServices } from '../api/get-admin-services';
import { useSaveSettings } from '../api/update-settings';
import { parseIntegerInput } from '../integer-input';
import { settingsScreenMessages } from './settings-messages';
import { Section } from './settings-section';

/** Who pays the 'sinal', as the owner reads the choice. */
export const depositModeLabels: Readonly<Record<DepositMode, string>> = {
  OFF: 'Ninguém',
  ALL: 'Todos os clientes',
  NEW_CLIENTS: 'Clientes novos',
  NO_SHOWS: 'Clientes com faltas',
};

interface DepositFormValues {
  mode: DepositMode;
  minNoShows: string;
  amountKind: DepositAmountKind;
  fixed: string;
  percent: string;
  serviceIds: string[];
}

function toValues(deposit: DepositSettingsView): DepositFormValues {
  return {
    mode: deposit.mode,
    minNoShows: String(deposit.minNoShows),
    amountKind: deposit.amountKind,
    fixed: formatDecimalInput(deposit.fixedCents / 100),
    percent: String(deposit.percent),
    serviceIds: [...deposit.serviceIds],
  };
}

/** The body the server checks (pt-BR messages come back from it). */
export function toDepositBody(values: DepositFormValues): Record<string, unknown> {
  const fixed = parseDecimalInput(values.fixed);
  return {
    mode: values.mode,
    minNoShows: parseIntegerInput(values.minNoShows),
    amountKind: values.amountKind,
    fixedCents: typeof fixed === 'number' ? Math.round(fixed * 100) : fixed,
    percent: parseIntegerInput(values.percent),
    serviceIds: values.serviceIds,
  };
}

/** 'Só para estes serviços': the shop's services, none ticked meaning every booking. */
function DepositServices({
  chosen,
  onChange,
}: {
  chosen: readonly string[];
  onChange: (serviceIds: string[]) => void;
}) {
  const services = useAdminServices();
  if (!services.data || services.data.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-ink">
        Só para estes serviços (nenhum marcado: todos)
      </legend>
      {services.data.map((service) => (
        <Checkbox
          key={service.id}
          label={service.name}
          checked={chosen.includes(service.id)}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? [...chosen, service.id]
                : chosen.filter((id) => id !== service.id),
            )
          }
        />
      ))}
    </fieldset>
  );
}

/**
 * 'Sinal' (issue 19 §2, decision 029): who pays a deposit to secure a booking paid at the shop,
 * how much (R$ or % of the booking), and optionally only for some services. The owner's alone,
 * as the other money rules; the server validates and answers in pt-BR.
 */
export function DepositSettingsForm({ settings }: { settings: ShopSettings }) {
  const save = useSaveSettings();
  const editable = settings.canEditFinancial;
  const [values, setValues] = useState(() =>
    toValues(settings.deposit ?? { ...DEFAULT_DEPOSIT_SETTINGS, serviceIds: [] }),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const set = (change: Partial<DepositFormValues>) => setValues((old) => ({ ...old, ...change }));
  const off = values.mode === 'OFF';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!editable || save.isPending) return;
    setFailure(null);
    try {
      await save.mutateAsync({ part: 'financial', body: { deposit: toDepositBody(values) } });
      toast.success(settingsScreenMessages.saved);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : 'Erro ao salvar. Tente novamente.');
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Section
        title="Sinal"
        description={
          editable
            ? 'Um valor pago pelo app para confirmar agendamentos pagos na barbearia. As regras de cancelamento e falta decidem quando ele fica com a barbearia.'
            : 'Só o proprietário altera o sinal.'
        }
      >
        <fieldset disabled={!editable} className="flex flex-col gap-4">
          <SelectField
            label="Quem paga sinal"
            value={values.mode}
            onChange={(event) => set({ mode: event.target.value as DepositMode })}
          >
            {Object.entries(depositModeLabels).map(([mode, label]) => (
              <option key={mode} value={mode}>
                {label}
              </option>
            ))}
          </SelectField>
          {values.mode === 'NO_SHOWS' ? (
            <TextField
              label="A partir de quantas faltas"
              inputMode="numeric"
              value={values.minNoShows}
              onChange={(event) => set({ minNoShows: event.target.value })}
            />
          ) : null}
          {off ? null : (
            <>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <SelectField
                  label="Valor do sinal"
                  value={values.amountKind}
                  onChange={(event) => set({ amountKind: event.target.value as DepositAmountKind })}
                >
                  <option value="FIXED">Valor fixo</option>
                  <option value="PERCENT">Porcentagem</option>
                </SelectField>
                {values.amountKind === 'FIXED' ? (
                  <TextField
                    label="Sinal (R$)"
                    inputMode="decimal"
                    value={values.fixed}
                    onChange={(event) => set({ fixed: event.target.value })}
                  />
                ) : (
                  <TextField
                    label="Sinal (%)"
                    inputMode="numeric"
                    value={values.percent}
                    onChange={(event) => set({ percent: event.target.value })}
                  />
                )}
              </div>
              <DepositServices
                chosen={values.serviceIds}
                onChange={(serviceIds) => set({ serviceIds })}
              />
            </>
          )}
          {failure ? <Alert>{failure}</Alert> : null}
          {editable ? (
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Salvando…' : 'Salvar sinal'}
            </Button>
          ) : null}
        </fieldset>
      </Section>
    </form>
  );
}
