import { zodResolver } from '@hookform/resolvers/zod';
import {
  changePasswordFormSchema,
  passwordMessages,
} from '@navalha/core/domain/auth/password-forms';
import type { ChangePasswordForm as ChangeValues } from '@navalha/core/domain/auth/password-forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { toastMessages } from '../../../lib/toast-catalogue';
import { changePassword } from '../api/change-password';
import type { AuthSession } from '@navalha/core/contracts/auth';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export interface ChangePasswordFormProps {
  /** False for an account that signs in with Google only: it is told how to create one. */
  hasPassword: boolean;
  /** The new session of this device: the old tokens died with the change. */
  onChanged: (session: AuthSession) => void;
}

/**
 * 'Alterar senha' (issue 14 §4): the current password, the new one twice with the sign-up
 * rules. A wrong current password is said on its field and changes nothing; a change ends
 * every other session of the account, and this device carries on with its new session.
 */
export function ChangePasswordForm({ hasPassword, onChanged }: ChangePasswordFormProps) {
  const [generalError, setGeneralError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangeValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  if (!hasPassword) return <Alert>{passwordMessages.noPassword}</Alert>;

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setGeneralError(null);
    try {
      const session = await changePassword({ currentPassword, newPassword });
      onChanged(session);
      reset();
      toast.success(passwordMessages.changed);
    } catch (error) {
      if (!isApiError(error)) return setGeneralError(toastMessages.fallback);
      const field = fields.find((name) => name === error.field);
      if (field) setError(field, { message: error.message }, { shouldFocus: true });
      else setGeneralError(error.message);
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-card bg-card p-5 shadow-card"
    >
      <PasswordField
        label="Senha atual"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label="Nova senha"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label="Confirmar nova senha"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <p className="text-sm text-muted">
        Ao alterar a senha, sua conta sai de todos os outros aparelhos.
      </p>
      {generalError ? <Alert>{generalError}</Alert> : null}
      <Button type="submit" size="lg" fullWidth disabled={isSubmitting}>
        {isSubmitting ? 'Salvando...' : 'Alterar senha'}
      </Button>
    </form>
  );
}
