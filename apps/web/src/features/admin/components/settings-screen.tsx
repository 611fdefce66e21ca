import {
  updateFinancialSettingsBodySchema,
  updateShopSettingsBodySchema,
} from '@navalha/core/contracts/admin-settings';
import type { ShopSettings } from '@navalha/core/contracts/admin-settings';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { useSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/update-settings';
import {
  checkForm,
  formatDecimalInput,
  parseDecimalInput,
  parseIntegerInput,
  reportSaveError,
} from '../form-errors';
import type { FieldErrors } from '../form-errors';
import { LoadState } from './load-state';

export const settingsScreenMessages = {
  loadFailed: 'Erro ao carregar as configurações',
  saved: 'Configurações salvas.',
  ownerOnly: 'Só o proprietário altera as regras financeiras.',
} as const;

/** Brazil's zones (IANA), by the places they cover. */
export const brazilTimeZones = [
  ['America/Sao_Paulo', 'Brasília (SP, RJ, MG, Sul, GO, DF…)'],
  ['America/Bahia', 'Bahia'],
  ['America/Fortaleza', 'Nordeste (CE, RN, PB, PI, MA)'],
  ['America/Recife', 'Pernambuco'],
  ['America/Maceio', 'Alagoas e Sergipe'],
  ['America/Belem', 'Pará (leste) e Amapá'],
  ['America/Araguaina', 'Tocantins'],
  ['America/Cuiaba', 'Mato Grosso'],
  ['America/Campo_Grande', 'Mato Grosso do Sul'],
  ['America/Manaus', 'Amazonas'],
  ['America/Porto_Velho', 'Rondônia'],
  ['America/Boa_Vista', 'Roraima'],
  ['America/Rio_Branco', 'Acre'],
  ['America/Noronha', 'Fernando de Noronha'],
] as const;

const slotSteps = [5, 10, 15, 20, 30, 45, 60, 90, 120];

const feeLabels = [
  ['pix', 'PIX'],
  ['debitCard', 'Cartão de débito'],
  ['creditCard', 'Cartão de crédito'],
  ['wallet', 'Carteira'],
  ['cash', 'Dinheiro'],
] as const;

function Section({
  title,
  children,
  description,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-card bg-card p-4 shadow-card"
    >
      <div>
        <h2 id={id} className="text-xl font-semibold text-ink">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

function GeneralForm({ settings }: { settings: ShopSettings }) {
  const save = useSaveSettings();
  const [values, setValues] = useState({
    name: settings.name,
    address: settings.address,
    phone: settings.phone ?? '',
    timeZone: settings.timeZone,
    slotStepMinutes: String(settings.slotStepMinutes),
    minNoticeMinutes: String(settings.minNoticeMinutes),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const zones = brazilTimeZones.some(([zone]) => zone === values.timeZone)
    ? brazilTimeZones
    : [[values.timeZone, values.timeZone] as const, ...brazilTimeZones];

  function set(key: keyof typeof values, value: string) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const body = {
      name: values.name,
      address: values.address,
      phone: values.phone,
      timeZone: values.timeZone,
      slotStepMinutes: parseIntegerInput(values.slotStepMinutes),
      minNoticeMinutes: parseIntegerInput(values.minNoticeMinutes),
    };
    const check = checkForm(updateShopSettingsBodySchema, body);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    try {
      await save.mutateAsync({ part: 'general', body });
      toast.success(settingsScreenMessages.saved);
    } catch (error) {
      setErrors(reportSaveError(error, Object.keys(values)));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Section
        title="Barbearia"
        description="Como os clientes encontram a barbearia e quando podem agendar."
      >
        <TextField
          label="Nome"
          value={values.name}
          maxLength={80}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
        />
        <TextField
          label="Endereço"
          value={values.address}
          maxLength={200}
          onChange={(e) => set('address', e.target.value)}
          error={errors.address}
        />
        <TextField
          label="Telefone"
          type="tel"
          inputMode="tel"
          value={values.phone}
          placeholder="(11) 3456-7890"
          onChange={(e) => set('phone', e.target.value)}
          error={errors.phone}
        />
        <SelectField
          label="Fuso horário"
          value={values.timeZone}
          onChange={(e) => set('timeZone', e.target.value)}
          error={errors.timeZone}
        >
          {zones.map(([zone, label]) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Intervalo entre horários"
          value={values.slotStepMinutes}
          onChange={(e) => set('slotStepMinutes', e.target.value)}
          error={errors.slotStepMinutes}
        >
          {[...new Set([...slotSteps, settings.slotStepMinutes])]
            .sort((a, b) => a - b)
            .map((step) => (
              <option key={step} value={step}>
                {step} minutos
              </option>
            ))}
        </SelectField>
        <TextField
          label="Antecedência mínima (minutos)"
          inputMode="numeric"
          value={values.minNoticeMinutes}
          onChange={(e) => set('minNoticeMinutes', e.target.value)}
          error={errors.minNoticeMinutes}
          hint="0: qualquer horário ainda por vir pode ser agendado."
        />
        <Button type="submit" fullWidth disabled={save.isPending}>
          {save.isPending ? 'Salvando…' : 'Salvar dados da barbearia'}
        </Button>
      </Section>
    </form>
  );
}

/** The owner's money rules; fees arrive decoded as basis points (840) and are typed as 8,4%. */
export function FinancialForm({ settings }: { settings: ShopSettings }) {
  const save = useSaveSettings();
  const editable = settings.canEditFinancial;
  const [values, setValues] = useState({
    cancellationWindowHours: String(settings.cancellationWindowHours),
    cancellationFeePercent: String(settings.cancellationFeePercent),
    maxUnpaidBookingsPerClient: String(settings.maxUnpaidBookingsPerClient),
    unconfirmedCashExpiresHoursBefore: String(settings.unconfirmedCashExpiresHoursBefore),
    pix: formatDecimalInput(settings.paymentFees.pix / 100),
    debitCard: formatDecimalInput(settings.paymentFees.debitCard / 100),
    creditCard: formatDecimalInput(settings.paymentFees.creditCard / 100),
    wallet: formatDecimalInput(settings.paymentFees.wallet / 100),
    cash: formatDecimalInput(settings.paymentFees.cash / 100),
    pixKey: settings.pixKey ?? '',
    pixMerchantName: settings.pixMerchantName ?? '',
    pixMerchantCity: settings.pixMerchantCity ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  function set(key: keyof typeof values, value: string) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined, paymentFees: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!editable || save.isPending) return;
    const body = {
      cancellationWindowHours: parseIntegerInput(values.cancellationWindowHours),
      cancellationFeePercent: parseIntegerInput(values.cancellationFeePercent),
      maxUnpaidBookingsPerClient: parseIntegerInput(values.maxUnpaidBookingsPerClient),
      unconfirmedCashExpiresHoursBefore: parseIntegerInput(
        values.unconfirmedCashExpiresHoursBefore,
      ),
      paymentFees: Object.fromEntries(
        feeLabels.map(([key]) => [key, parseDecimalInput(values[key])]),
      ),
      pixKey: values.pixKey,
      pixMerchantName: values.pixMerchantName,
      pixMerchantCity: values.pixMerchantCity,
    };
    const result = updateFinancialSettingsBodySchema.safeParse(body);
    if (!result.success) {
      // A fee's message goes next to that fee: the path is ['paymentFees', 'pix'].
      const next: FieldErrors = {};
      for (const issue of result.error.issues) {
        const key = String(
          issue.path[0] === 'paymentFees'
            ? (issue.path[1] ?? 'paymentFees')
            : (issue.path[0] ?? 'form'),
        );
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    try {
      await save.mutateAsync({ part: 'financial', body });
      toast.success(settingsScreenMessages.saved);
    } catch (error) {
      setErrors(reportSaveError(error, Object.keys(values)));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Section
        title="Regras financeiras"
        description={
          editable
            ? 'Valem para os próximos agendamentos e pagamentos.'
            : settingsScreenMessages.ownerOnly
        }
      >
        <fieldset disabled={!editable} className="flex flex-col gap-4">
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Cancelamento grátis até (horas antes)"
              inputMode="numeric"
              value={values.cancellationWindowHours}
              onChange={(e) => set('cancellationWindowHours', e.target.value)}
              error={errors.cancellationWindowHours}
            />
            <TextField
              label="Taxa de cancelamento depois (%)"
              inputMode="numeric"
              value={values.cancellationFeePercent}
              onChange={(e) => set('cancellationFeePercent', e.target.value)}
              error={errors.cancellationFeePercent}
            />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Agendamentos sem pagamento por cliente"
              inputMode="numeric"
              value={values.maxUnpaidBookingsPerClient}
              onChange={(e) => set('maxUnpaidBookingsPerClient', e.target.value)}
              error={errors.maxUnpaidBookingsPerClient}
              hint="Acima disso, o cliente paga ou cancela antes de agendar outro."
            />
            <TextField
              label="Dinheiro não confirmado expira (horas antes)"
              inputMode="numeric"
              value={values.unconfirmedCashExpiresHoursBefore}
              onChange={(e) => set('unconfirmedCashExpiresHoursBefore', e.target.value)}
              error={errors.unconfirmedCashExpiresHoursBefore}
              hint="0 = nunca expira."
            />
          </div>
          <p className="text-sm font-medium text-ink">Taxas de pagamento (%), pagas pelo cliente</p>
          <div className="grid grid-cols-2 gap-3">
            {feeLabels.map(([key, label]) => (
              <TextField
                key={key}
                label={label}
                inputMode="decimal"
                value={values[key]}
                onChange={(e) => set(key, e.target.value)}
                error={errors[key]}
              />
            ))}
          </div>
          <TextField
            label="Chave PIX"
            value={values.pixKey}
            autoComplete="off"
            maxLength={77}
            onChange={(e) => set('pixKey', e.target.value)}
            error={errors.pixKey}
            hint="CPF, CNPJ, e-mail, telefone com +55 ou chave aleatória."
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Nome do recebedor"
              value={values.pixMerchantName}
              maxLength={25}
              onChange={(e) => set('pixMerchantName', e.target.value)}
              error={errors.pixMerchantName}
            />
            <TextField
              label="Cidade do recebedor"
              value={values.pixMerchantCity}
              maxLength={15}
              onChange={(e) => set('pixMerchantCity', e.target.value)}
              error={errors.pixMerchantCity}
            />
          </div>
          {editable ? (
            <Button type="submit" fullWidth disabled={save.isPending}>
              {save.isPending ? 'Salvando…' : 'Salvar regras financeiras'}
            </Button>
          ) : null}
        </fieldset>
      </Section>
    </form>
  );
}

/** The shop's settings (/admin/settings): its data and booking grid; money rules for the owner. */
export function SettingsScreen() {
  const query = useSettings();
  return (
    <LoadState
      isPending={query.isPending}
      isError={query.isError}
      isRefetching={query.isRefetching}
      onRetry={() => void query.refetch()}
      errorText={settingsScreenMessages.loadFailed}
      skeletonRows={4}
    >
      {query.data ? (
        <div className="flex flex-col gap-4">
          <GeneralForm settings={query.data} />
          <FinancialForm settings={query.data} />
        </div>
      ) : null}
    </LoadState>
  );
}
