import type { ClientNote, SaveClientNoteBody } from '@navalha/core/contracts/admin-clients';
import { NOTE_MAX_LENGTH, saveClientNoteBodySchema } from '@navalha/core/contracts/admin-clients';
import { formatDateTime } from '@navalha/core/domain/format/date-time';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FieldFrame } from '../../../components/ui/text-field';
import { cn } from '../../../lib/class-names';
import { toast } from '../../../lib/toast';
import { useSaveClientNote } from '../api/save-client-note';
import { contractResolver, showFieldErrors } from '../form-fields';
import { reportSaveError } from '../save-errors';

export const clientNoteMessages = {
  saved: 'Observação salva',
  removed: 'Observação removida',
} as const;

/** Who saved the note last, and when, on the shop's clock. */
function savedBy(note: ClientNote, timeZone: string): string {
  return `Salva por ${note.updatedBy ?? 'conta removida'} em ${formatDateTime(note.updatedAt, timeZone)}`;
}

/**
 * The shop's private note on a client ('máquina 2 nas laterais', issue 17 §3): only this shop's
 * staff read it. Saving it empty removes it.
 */
export function ClientNoteForm({
  clientId,
  note,
  timeZone,
}: {
  clientId: string;
  note: ClientNote | null;
  timeZone: string;
}) {
  const save = useSaveClientNote(clientId);
  const form = useForm<SaveClientNoteBody>({
    resolver: contractResolver(saveClientNoteBodySchema),
    reValidateMode: 'onSubmit',
    defaultValues: { body: note?.body ?? '' },
  });
  const body = useWatch({ control: form.control, name: 'body' });
  const error = form.formState.errors.body?.message;

  const submit = form.handleSubmit(async (values) => {
    if (save.isPending) return;
    try {
      const saved = await save.mutateAsync(values);
      form.reset({ body: saved.note?.body ?? '' });
      toast.success(saved.note ? clientNoteMessages.saved : clientNoteMessages.removed);
    } catch (failure) {
      showFieldErrors(form, reportSaveError(failure, ['body']));
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-3 rounded-card bg-card p-4 shadow-card"
    >
      <FieldFrame
        label="Observações da barbearia"
        error={error}
        hint={note ? savedBy(note, timeZone) : 'Só a equipe da barbearia vê.'}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register('body', { onChange: () => form.clearErrors('body') })}
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            placeholder="Ex.: máquina 2 nas laterais"
            className={cn(
              'w-full resize-y rounded-control border border-line bg-card px-4 py-3 text-base text-ink',
              'placeholder:text-muted/60 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-primary/30',
              'aria-invalid:border-danger',
            )}
          />
        )}
      </FieldFrame>
      <Button
        type="submit"
        variant="secondary"
        disabled={save.isPending || body.trim() === (note?.body ?? '')}
      >
        {save.isPending ? 'Salvando...' : 'Salvar observação'}
      </Button>
    </form>
  );
}
