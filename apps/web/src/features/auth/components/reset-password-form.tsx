import { zodResolver } from '@hookform/resolvers/zod';
import { getRoleHome } from '@navalha/core/domain/auth/roles';
import {
  passwordMessages,
  resetPasswordFormSchema,
} from '@navalha/core/domain/auth/password-forms';
import type { ResetPasswordForm as ResetValues } from '@navalha/core/domain/auth/password-forms';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { toastMessages } from '../../../lib/toast-catalogue';
import { checkResetLink } from '../api/check-reset-link';
import { resetPassword } from '../api/reset-password';
import { sessionStore } from '../session-store';

type LinkState =
  | { status: 'checking' }
  | { status: 'valid'; email: string }
  | { status: 'invalid' }
  | { status: 'failed'; message: string };

export const resetMessages = {
  done: 'Senha redefinida. Você já está conectado.',
} as const;

/** A dead link: what happened and the way to ask for a new one. */
export function InvalidLink({ message = passwordMessages.linkInvalid }: { message?: string }) {
  return (
    <div className="flex flex-col gap-4 rounded-card bg-card p-5 text-center shadow-card">
      <p role="alert" className="text-base text-ink">
        {message}
      </p>
      <Link
        to="/esqueci-senha"
        className="inline-flex min-h-11 items-center justify-center font-semibold text-primary underline-offset-4 hover:underline"
      >
        Pedir um novo link
      </Link>
    </div>
  );
}

/**
 * The page a reset link opens (/redefinir-senha?token=…): asks the server whether the link
 * still works, then takes the new password twice. Done, every session of the account has ended
 * and this browser is signed in, in the area of the account's role.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [link, setLink] = useState<LinkState>({ status: 'checking' });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  useEffect(() => {
    const controller = new AbortController();
    checkResetLink(token, controller.signal).then(
      ({ email }) => setLink({ status: 'valid', email }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && (error.status === 410 || error.status === 400)) {
          setLink({ status: 'invalid' });
        } else {
          setLink({
            status: 'failed',
            message: isApiError(error) ? error.message : toastMessages.fallback,
          });
        }
      },
    );
    return () => controller.abort();
  }, [token]);

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      const session = await resetPassword({ token, newPassword });
      sessionStore.signIn(session, false);
      toast.success(resetMessages.done);
      void navigate(getRoleHome(session.user.role), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.status === 410) setLink({ status: 'invalid' });
      else
        setLink({
          status: 'failed',
          message: isApiError(error) ? error.message : toastMessages.fallback,
        });
    }
  });

  if (link.status === 'checking') {
    return (
      <p role="status" className="text-center text-base text-muted">
        Verificando o link...
      </p>
    );
  }
  if (link.status === 'invalid') return <InvalidLink />;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-card bg-card p-5 shadow-card"
    >
      {link.status === 'valid' ? (
        <p className="text-base text-muted">
          Nova senha para <span className="font-semibold break-all text-ink">{link.email}</span>
        </p>
      ) : null}
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
      {link.status === 'failed' ? <Alert>{link.message}</Alert> : null}
      <Button type="submit" size="lg" fullWidth disabled={isSubmitting}>
        {isSubmitting ? 'Salvando...' : 'Salvar nova senha'}
      </Button>
    </form>
  );
}
