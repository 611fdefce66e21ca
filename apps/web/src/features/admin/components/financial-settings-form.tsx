import { updateFinancialSettingsBodySchema } from '@navalha/core/contracts/admin-settings';
import type { ShopSettings } from '@navalha/core/contracts/admin-settings';
import { formatDecimalInput, parseDecimalInput } from '@navalha/core/domain/format/decimal-input';
import { useForm } from 'react-hook-form';
import type { FieldError, Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { useSaveSettings } from '../api/update-settings';
import { contractResolver, editableField, showFieldErrors } from '../form-fields';
import { parseIntegerInput } from '../integer-input';
import { reportSaveError } from '../save-errors';
import { settingsScreenMessages } from './settings-messages';
import { Section } from './settings-section';

const feeLabels = [
  ['pix', 'PIX'],
  ['debitCard', 'Cartão de débito'],
  ['creditCard', 'Cartão de crédito'],
  ['wallet', 'Carteira'],
  ['cash', 'Dinheiro'],
] as const;

type FeeKey = (typeof feeLabels)[number][0];

type FinancialValues = Record<
  | 'cancellationWindowHours'
  | 'cancellationFeePercent'
  | 'noShowFeePercent'
  | 'maxUnpaidBookingsPerClient'
  | 'unconfirmedCashExpiresHoursBefore'
  | FeeKey
  | 'pixKey'
  | 'pixMerchantName'
  | 'pixMerchantCity',
  string
>;

const financialFields = [
  'cancellationWindowHours',
  'cancellationFeePercent',
  'noShowFeePercent',
  'maxUnpaidBookingsPerClient',
  'unconfirmedCashExpiresHoursBefore',
  ...feeLabels.map(([key]) => key),
  'pixKey',
  'pixMerchantName',
  'pixMerchantCity',
];

function toFinancialBody(values: FinancialValues) {
  return {
    cancellationWindowHours: parseIntegerInput(values.cancellationWindowHours),
    cancellationFeePercent: parseIntegerInput(values.cancellationFeePercent),
    noShowFeePercent: parseIntegerInput(values.noShowFeePercent),
    maxUnpaidBookingsPerClient: parseIntegerInput(values.maxUnpaidBookingsPerClient),
    unconfirmedCashExpiresHoursBefore: parseIntegerInput(values.unconfirmedCashExpiresHoursBefore),
    paymentFees: Object.fromEntries(
      feeLabels.map(([key]) => [key, parseDecimalInput(values[key])]),
    ),
    pixKey: values.pixKey,
    pixMerchantName: values.pixMerchantName,
    pixMerchantCity: values.pixMerchantCity,
  };
}

const checkFinancial = contractResolver<FinancialValues, Record<string, unknown>>(
  updateFinancialSettingsBodySchema,
  toFinancialBody,
);

/** A fee's message goes next to that fee: the contract's path is ['paymentFees', 'pix']. */
const financialResolver: Resolver<FinancialValues, unknown, Record<string, unknown>> = async (
  values,
  context,
  options,
) => {
  const result = await checkFinancial(values, context, options);
  const { paymentFees, ...others } = result.errors as Record<string, unknown>;
  if (!paymentFees) return result;
  const fees = paymentFees as Partial<Record<FeeKey, FieldError>>;
  return {
    values: {},
    errors: { ...others, ...fees } as typeof result.errors,
  };
};

/** The owner's money rules; fees arrive decoded as basis points (840) and are typed as 8,4%. */
export function FinancialForm({ settings }: { settings: ShopSettings }) {
  const save = useSaveSettings();
  const editable = settings.canEditFinancial;
  const form = useForm<FinancialValues, unknown, Record<string, unknown>>({
    resolver: financialResolver,
    reValidateMode: 'onSubmit',
    defaultValues: {
      cancellationWindowHours: String(settings.cancellationWindowHours),
      cancellationFeePercent: String(settings.cancellationFeePercent),
      noShowFeePercent: String(settings.noShowFeePercent),
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
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    if (!editable || save.isPending) return;
    try {
      await save.mutateAsync({ part: 'financial', body });
      toast.success(settingsScreenMessages.saved);
    } catch (error) {
      showFieldErrors(form, reportSaveError(error, financialFields));
    }
  });

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
              error={errors.cancellationWindowHours?.message}
              {...editableField(form, 'cancellationWindowHours')}
            />
            <TextField
              label="Taxa de cancelamento depois (%)"
              inputMode="numeric"
              error={errors.cancellationFeePercent?.message}
              {...editableField(form, 'cancellationFeePercent')}
            />
          </div>
          <TextField
            label="Taxa quando o cliente falta (%)"
            inputMode="numeric"
            error={errors.noShowFeePercent?.message}
            {...editableField(form, 'noShowFeePercent')}
            hint="0 = sem taxa. Vale para faltas marcadas na agenda."
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Agendamentos sem pagamento por cliente"
              inputMode="numeric"
              error={errors.maxUnpaidBookingsPerClient?.message}
              {...editableField(form, 'maxUnpaidBookingsPerClient')}
              hint="Acima disso, o cliente paga ou cancela antes de agendar outro."
            />
            <TextField
              label="Dinheiro não confirmado expira (horas antes)"
              inputMode="numeric"
              error={errors.unconfirmedCashExpiresHoursBefore?.message}
              {...editableField(form, 'unconfirmedCashExpiresHoursBefore')}
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
                error={errors[key]?.message}
                {...editableField(form, key)}
              />
            ))}
          </div>
          <TextField
            label="Chave PIX"
            autoComplete="off"
            maxLength={77}
            error={errors.pixKey?.message}
            {...editableField(form, 'pixKey')}
            hint="CPF, CNPJ, e-mail, telefone com +55 ou chave aleatória."
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Nome do recebedor"
              maxLength={25}
              error={errors.pixMerchantName?.message}
              {...editableField(form, 'pixMerchantName')}
            />
            <TextField
              label="Cidade do recebedor"
              maxLength={15}
              error={errors.pixMerchantCity?.message}
              {...editableField(form, 'pixMerchantCity')}
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
