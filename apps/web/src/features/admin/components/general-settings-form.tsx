import { updateShopSettingsBodySchema } from '@navalha/core/contracts/admin-settings';
import type { ShopSettings } from '@navalha/core/contracts/admin-settings';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { useSaveSettings } from '../api/update-settings';
import { contractResolver, editableField, showFieldErrors } from '../form-fields';
import { parseIntegerInput } from '../integer-input';
import { reportSaveError } from '../save-errors';
import { settingsScreenMessages } from './settings-messages';
import { Section } from './settings-section';

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

interface GeneralValues {
  name: string;
  address: string;
  phone: string;
  timeZone: string;
  slotStepMinutes: string;
  minNoticeMinutes: string;
  waitlistOfferMinutes: string;
}

const generalFields = [
  'name',
  'address',
  'phone',
  'timeZone',
  'slotStepMinutes',
  'minNoticeMinutes',
  'waitlistOfferMinutes',
];

function toGeneralBody(values: GeneralValues) {
  return {
    ...values,
    slotStepMinutes: parseIntegerInput(values.slotStepMinutes),
    minNoticeMinutes: parseIntegerInput(values.minNoticeMinutes),
    waitlistOfferMinutes: parseIntegerInput(values.waitlistOfferMinutes),
  };
}

/** The shop's data and booking grid. */
export function GeneralSettingsForm({ settings }: { settings: ShopSettings }) {
  const save = useSaveSettings();
  const form = useForm<GeneralValues, unknown, Record<string, unknown>>({
    resolver: contractResolver(updateShopSettingsBodySchema, toGeneralBody),
    reValidateMode: 'onSubmit',
    defaultValues: {
      name: settings.name,
      address: settings.address,
      phone: settings.phone ?? '',
      timeZone: settings.timeZone,
      slotStepMinutes: String(settings.slotStepMinutes),
      minNoticeMinutes: String(settings.minNoticeMinutes),
      waitlistOfferMinutes: String(settings.waitlistOfferMinutes),
    },
  });
  const { errors } = form.formState;
  const timeZone = useWatch({ control: form.control, name: 'timeZone' });
  const zones = brazilTimeZones.some(([zone]) => zone === timeZone)
    ? brazilTimeZones
    : [[timeZone, timeZone] as const, ...brazilTimeZones];

  const submit = form.handleSubmit(async (body) => {
    if (save.isPending) return;
    try {
      await save.mutateAsync({ part: 'general', body });
      toast.success(settingsScreenMessages.saved);
    } catch (error) {
      showFieldErrors(form, reportSaveError(error, generalFields));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Section
        title="Barbearia"
        description="Como os clientes encontram a barbearia e quando podem agendar."
      >
        <TextField
          label="Nome"

          maxLength={80}
          error={errors.name?.message}
          {...editableField(form, 'name')}
        />
        <TextField
          label="Endereço"

          maxLength={200}
          error={errors.address?.message}
          {...editableField(form, 'address')}
        />
        <TextField
          label="Telefone"
          type="tel"
          inputMode="tel"

          placeholder="(11) 3456-7890"
          error={errors.phone?.message}
          {...editableField(form, 'phone')}
        />
        <SelectField
          label="Fuso horário"
          error={errors.timeZone?.message}
          {...form.register('timeZone', { onChange: () => form.clearErrors('timeZone') })}
        >
          {zones.map(([zone, label]) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Intervalo entre horários"
          error={errors.slotStepMinutes?.message}
          {...form.register('slotStepMinutes', {
            onChange: () => form.clearErrors('slotStepMinutes'),
          })}
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

          error={errors.minNoticeMinutes?.message}
          {...editableField(form, 'minNoticeMinutes')}
          hint="0: qualquer horário ainda por vir pode ser agendado."
        />
        <TextField
          label="Reserva da lista de espera (minutos)"
          inputMode="numeric"
          error={errors.waitlistOfferMinutes?.message}
          {...editableField(form, 'waitlistOfferMinutes')}
          hint="Quanto tempo um horário que vagou fica reservado para o próximo da lista."
        />
        <Button type="submit" fullWidth disabled={save.isPending}>
          {save.isPending ? 'Salvando…' : 'Salvar dados da barbearia'}
        </Button>
      </Section>
    </form>
  );
}
