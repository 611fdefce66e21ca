import { createInvitationBodySchema } from '@navalha/core/contracts/invitations';
import type { InvitedRole } from '@navalha/core/contracts/invitations';
import { maskPhone } from '@navalha/core/domain/account/masks';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import type { InvitationInput } from '../api/create-invitation';
import { contractResolver, editableField, showFieldErrors } from '../form-fields';
import type { FieldErrors } from '../save-errors';

const invitationTitles: Readonly<Record<InvitedRole, string>> = {
  BARBER: 'Convidar barbeiro',
  RECEPTION: 'Convidar recepção',
  ADMIN: 'Convidar administrador',
};

export const invitationFormFields = ['name', 'email', 'phone'];

export interface InvitationFormDialogProps {
  open: boolean;
  role: InvitedRole;
  pending: boolean;
  onClose: () => void;
  onSubmit: (body: InvitationInput) => Promise<FieldErrors>;
}

/** 'Novo barbeiro' / 'Novo administrador': who to invite; they choose their own password. */
export function InvitationFormDialog({ open, onClose, ...props }: InvitationFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      variant="sheet"
      title={invitationTitles[props.role]}
      description="A pessoa recebe um link para criar a própria senha. O link vale por 7 dias."
    >
      {open ? <InvitationForm {...props} /> : null}
    </Dialog>
  );
}

interface InvitationValues {
  name: string;
  email: string;
  phone: string;
  role: InvitedRole;
}

function InvitationForm({
  role,
  pending,
  onSubmit,
}: Omit<InvitationFormDialogProps, 'open' | 'onClose'>) {
  const form = useForm<InvitationValues, unknown, InvitationInput>({
    resolver: contractResolver(createInvitationBodySchema),
    reValidateMode: 'onSubmit',
    defaultValues: { name: '', email: '', phone: '', role },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    if (pending) return;
    showFieldErrors(form, await onSubmit(body));
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <TextField
        label="Nome"
        autoComplete="off"
        maxLength={50}
        error={errors.name?.message}
        {...editableField(form, 'name')}
      />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="off"
        error={errors.email?.message}
        hint="Com ele a pessoa entra no app."
        {...editableField(form, 'email')}
      />
      <TextField
        label="Telefone (opcional)"
        type="tel"
        inputMode="tel"
        maxLength={15}
        placeholder="(11) 99999-9999"
        error={errors.phone?.message}
        hint="Para enviar o convite pelo WhatsApp."
        {...editableField(form, 'phone', maskPhone)}
      />
      {errors.root ? (
        <p role="alert" className="text-sm text-danger">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth disabled={pending}>
        {pending ? 'Enviando…' : 'Criar convite'}
      </Button>
    </form>
  );
}
