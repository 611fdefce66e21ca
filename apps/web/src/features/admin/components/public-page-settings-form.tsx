import { updatePublicPageSettingsBodySchema } from '@navalha/core/contracts/public-shop';
import type { PublicPageSettings } from '@navalha/core/contracts/public-shop';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { usePublicPageSettings, useSavePublicPageSettings } from '../api/public-page-settings';
import { contractResolver, editableField, showFieldErrors } from '../form-fields';
import { reportSaveError } from '../save-errors';
import { settingsScreenMessages } from './settings-messages';
import { Section } from './settings-section';

interface PublicPageValues {
  slug: string;
  showAsHome: boolean;
}

const fields = ['slug', 'showAsHome'];

/** The shop's public page (issue 18 §1): its address, and whether the site opens on it. */
export function PublicPageSettingsSection() {
  const query = usePublicPageSettings();
  return query.data ? <PublicPageSettingsForm settings={query.data} /> : null;
}

function PublicPageSettingsForm({ settings }: { settings: PublicPageSettings }) {
  const save = useSavePublicPageSettings();
  const form = useForm<PublicPageValues, unknown, Record<string, unknown>>({
    resolver: contractResolver(updatePublicPageSettingsBodySchema, (values: PublicPageValues) => ({
      ...values,
      slug: values.slug.trim(),
    })),
    reValidateMode: 'onSubmit',
    defaultValues: settings,
  });
  const { errors } = form.formState;
  const slug = useWatch({ control: form.control, name: 'slug' });
  const link = `${window.location.origin}/b/${slug}`;

  const submit = form.handleSubmit(async (body) => {
    if (save.isPending) return;
    try {
      await save.mutateAsync(body);
      toast.success(settingsScreenMessages.saved);
    } catch (error) {
      showFieldErrors(form, reportSaveError(error, fields));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Section
        title="Página pública"
        description="Um link para o Instagram ou o Google: serviços, preços, barbeiros e 'Agendar', sem login."
      >
        <TextField
          label="Endereço da página"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={60}
          hint={link}
          error={errors.slug?.message}
          {...editableField(form, 'slug')}
        />
        <Checkbox
          label="Abrir o site nesta página para quem não entrou"
          {...form.register('showAsHome')}
        />
        <Button type="submit" fullWidth disabled={save.isPending}>
          {save.isPending ? 'Salvando…' : 'Salvar página pública'}
        </Button>
      </Section>
    </form>
  );
}
