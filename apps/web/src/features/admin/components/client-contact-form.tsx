import type { AdminClient, SaveClientContactBody } from '@navalha/core/contracts/admin-clients';
import { saveClientContactBodySchema } from '@navalha/core/contracts/admin-clients';
import { maskPhone } from '@navalha/core/domain/account/masks';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { useSaveClientContact } from '../api/save-client-contact';
import { contractResolver, editableField, showFieldErrors } from '../form-fields';
import { reportSaveError } from '../save-errors';

export const clientContactMessages = {
  saved: 'Contato salvo',
  hint: 'Com o e-mail, o cliente pode criar a senha e assumir a conta ao se cadastrar no app.',
} as const;

interface Values {
  phone: string;
  email: string;
}

/**
 * A walk-in's phone and e-mail, written at the desk (issue 17 §3): with an e-mail they can claim
 * the account by signing up with it (decision 018). Closed until 'Editar contato'.
 */
export function ClientContactForm({ client }: { client: AdminClient }) {
  const [open, setOpen] = useState(false);
  const save = useSaveClientContact(client.id);
  const form = useForm<Values, unknown, SaveClientContactBody>({
    resolver: contractResolver<Values, Values>(saveClientContactBodySchema),
    reValidateMode: 'onSubmit',
    defaultValues: { phone: client.phone ?? '', email: client.email },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (save.isPending) return;
    try {
      const saved = await save.mutateAsync(values);
      form.reset({ phone: saved.phone ?? '', email: saved.email });
      toast.success(clientContactMessages.saved);
      setOpen(false);
    } catch (failure) {
      showFieldErrors(form, reportSaveError(failure, ['phone', 'email']));
    }
  });

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {client.email ? 'Editar contato' : 'Adicionar e-mail'}
      </Button>
    );
  }
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Contato do cliente"
      className="flex flex-col gap-3 rounded-card bg-card p-4 shadow-card"
    >
      <TextField
        label="Telefone"
        inputMode="tel"
        autoComplete="off"
        placeholder="(11) 99999-9999"
        error={errors.phone?.message}
        {...editableField(form, 'phone', maskPhone)}
      />
      <TextField
        label="E-mail (opcional)"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        hint={clientContactMessages.hint}
        {...editableField(form, 'email')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Salvando...' : 'Salvar contato'}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
