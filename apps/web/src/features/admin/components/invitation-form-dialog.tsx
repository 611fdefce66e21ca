import { createInvitationBodySchema } from '@navalha/core/contracts/invitations';
import type { InvitedRole } from '@navalha/core/contracts/invitations';
import { maskPhone } from '@navalha/core/domain/account/masks';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import type { InvitationInput } from '../api/invitations';
import { checkForm } from '../form-errors';
import type { FieldErrors } from '../form-errors';

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
      title={props.role === 'BARBER' ? 'Convidar barbeiro' : 'Convidar administrador'}
      description="A pessoa recebe um link para criar a própria senha. O link vale por 7 dias."
    >
      {open ? <InvitationForm {...props} /> : null}
    </Dialog>
  );
}

function InvitationForm({
  role,
  pending,
  onSubmit,
}: Omit<InvitationFormDialogProps, 'open' | 'onClose'>) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  function clear(field: string) {
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const body: InvitationInput = { name, email, phone, role };
    const check = checkForm(createInvitationBodySchema, body);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors(await onSubmit(body));
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <TextField
        label="Nome"
        value={name}
        autoComplete="off"
        maxLength={50}
        onChange={(event) => {
          setName(event.target.value);
          clear('name');
        }}
        error={errors.name}
      />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="off"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          clear('email');
        }}
        error={errors.email}
        hint="Com ele a pessoa entra no app."
      />
      <TextField
        label="Telefone (opcional)"
        type="tel"
        inputMode="tel"
        value={phone}
        maxLength={15}
        placeholder="(11) 99999-9999"
        onChange={(event) => {
          setPhone(maskPhone(event.target.value));
          clear('phone');
        }}
        error={errors.phone}
        hint="Para enviar o convite pelo WhatsApp."
      />
      {errors.form ? (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth disabled={pending}>
        {pending ? 'Enviando…' : 'Criar convite'}
      </Button>
    </form>
  );
}
