import type { SetupProgress } from '@navalha/core/contracts/setup';
import { setupOwnerBodySchema } from '@navalha/core/contracts/setup';
import { maskPhone } from '@navalha/core/domain/account/masks';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { findStepErrors, stepErrorsFrom } from '../form-issues';
import type { StepErrors } from '../form-issues';
import { StepActions, StepError } from './step-actions';

export interface OwnerStepProps {
  initial: SetupProgress['owner'];
  /** Saves the step on the server; rejects with its ApiError. */
  save: (body: unknown) => Promise<void>;
  onDone: () => void;
}

/** Step 1: the owner's own account. On resume the password shows as set, never sent back. */
export function OwnerStep({ initial, save, onDone }: OwnerStepProps) {
  const [values, setValues] = useState({
    name: initial?.name ?? '',
    email: initial?.email ?? '',
    phone: initial?.phone ?? '',
    password: '',
  });
  const passwordSet = initial?.passwordSet ?? false;
  const [errors, setErrors] = useState<StepErrors>({});
  const [pending, setPending] = useState(false);

  const set = (field: keyof typeof values, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A password already set may stay: leaving the field empty keeps it.
    const body = {
      name: values.name,
      email: values.email,
      phone: values.phone,
      ...(values.password || !passwordSet ? { password: values.password } : {}),
    };
    const found = findStepErrors(setupOwnerBodySchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await save(body);
      onDone();
    } catch (error) {
      setErrors(stepErrorsFrom(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <StepError message={errors.form} />
      <TextField
        label="Seu nome"
        autoComplete="name"
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => set('email', event.target.value)}
        error={errors.email}
      />
      <TextField
        label="Celular"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="(11) 99999-9999"
        value={values.phone}
        onChange={(event) => set('phone', maskPhone(event.target.value))}
        error={errors.phone}
      />
      <PasswordField
        label="Senha"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => set('password', event.target.value)}
        error={errors.password}
        hint={
          passwordSet
            ? 'Senha já definida. Deixe em branco para mantê-la.'
            : 'Mínimo de 6 caracteres, com maiúscula, minúscula, número e um de @$!%*?&'
        }
      />
      <StepActions pending={pending} />
    </form>
  );
}
