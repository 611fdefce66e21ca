import { updateWhatsappSettingsBodySchema } from '@navalha/core/contracts/whatsapp';
import type { WhatsappSettings } from '@navalha/core/contracts/whatsapp';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { useSaveWhatsappSettings, useWhatsappSettings } from '../api/whatsapp-settings';
import { contractResolver, editableField, showFieldErrors } from '../form-fields';
import { parseIntegerInput } from '../integer-input';
import { reportSaveError } from '../save-errors';
import { settingsScreenMessages } from './settings-messages';
import { Section } from './settings-section';

type Messages = WhatsappSettings['messages'];
type Values = Omit<Messages, 'reminderFirstHours' | 'reminderSecondHours'> & {
  reminderFirstHours: string;
  reminderSecondHours: string;
};

const fields = [
  'confirmation',
  'reminderFirst',
  'reminderFirstHours',
  'reminderSecond',
  'reminderSecondHours',
  'cancellation',
  'reschedule',
  'late',
  'waitlistOffer',
];

function toBody(values: Values) {
  return {
    ...values,
    reminderFirstHours: parseIntegerInput(values.reminderFirstHours),
    reminderSecondHours: parseIntegerInput(values.reminderSecondHours),
  };
}

/** The shop's WhatsApp messages (issue 19 §1): owners and admins, in the settings screen. */
export function WhatsappSettingsSection() {
  const query = useWhatsappSettings();
  return query.data ? <WhatsappSettingsForm settings={query.data} /> : null;
}

function WhatsappSettingsForm({ settings }: { settings: WhatsappSettings }) {
  const save = useSaveWhatsappSettings();
  const { messages } = settings;
  const form = useForm<Values, unknown, Record<string, unknown>>({
    resolver: contractResolver(updateWhatsappSettingsBodySchema, toBody),
    reValidateMode: 'onSubmit',
    defaultValues: {
      ...messages,
      reminderFirstHours: String(messages.reminderFirstHours),
      reminderSecondHours: String(messages.reminderSecondHours),
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    if (save.isPending) return;
    try {
      await save.mutateAsync(body);
      toast.success(settingsScreenMessages.saved);
    } catch (error) {
      showFieldErrors(form, reportSaveError(error, fields));
    }
  });

  const cloud = settings.channel === 'CLOUD_API';
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Section
        title="Mensagens do WhatsApp"
        description="Só para clientes que aceitaram receber lembretes pelo WhatsApp."
      >
        <div className="rounded-card bg-tint p-3 text-sm text-ink">
          <p className="font-semibold">
            {cloud
              ? 'API do WhatsApp conectada'
              : 'Envio pelo seu WhatsApp (clique para conversar)'}
          </p>
          <p className="mt-1 text-muted">
            {cloud
              ? 'As mensagens saem sozinhas pelo número da barbearia.'
              : "Sem a API do WhatsApp, a agenda mostra 'Enviar lembrete' e 'Enviar confirmação', que abrem o WhatsApp com a mensagem escrita."}{' '}
            Nenhuma mensagem sai à noite: só das {settings.quietHours.from} às{' '}
            {settings.quietHours.until}, no horário da barbearia.
          </p>
        </div>
        <Checkbox label="Confirmação do agendamento" {...form.register('confirmation')} />
        <Checkbox label="Primeiro lembrete" {...form.register('reminderFirst')} />
        <TextField
          label="Horas antes do primeiro lembrete"
          inputMode="numeric"
          maxLength={2}
          error={errors.reminderFirstHours?.message}
          hint="De 1 a 72 horas (padrão: 24)."
          {...editableField(form, 'reminderFirstHours')}
        />
        <Checkbox label="Segundo lembrete" {...form.register('reminderSecond')} />
        <TextField
          label="Horas antes do segundo lembrete"
          inputMode="numeric"
          maxLength={2}
          error={errors.reminderSecondHours?.message}
          hint="De 1 a 12 horas (padrão: 2)."
          {...editableField(form, 'reminderSecondHours')}
        />
        <Checkbox label="Aviso de cancelamento" {...form.register('cancellation')} />
        <Checkbox label="Aviso de remarcação" {...form.register('reschedule')} />
        <Checkbox label="'O barbeiro está atrasado ~15 min'" {...form.register('late')} />
        <Checkbox label="Vaga da lista de espera" {...form.register('waitlistOffer')} />
        <Button type="submit" fullWidth disabled={save.isPending}>
          {save.isPending ? 'Salvando…' : 'Salvar mensagens do WhatsApp'}
        </Button>
      </Section>
    </form>
  );
}
