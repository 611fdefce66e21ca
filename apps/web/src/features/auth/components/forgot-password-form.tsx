import { zodResolver } from '@hookform/resolvers/zod';
import type { LinkDelivery } from '@navalha/core/contracts/passwords';
import {
  forgotPasswordFormSchema,
  passwordMessages,
} from '@navalha/core/domain/auth/password-forms';
import type { ForgotPasswordForm as ForgotValues } from '@navalha/core/domain/auth/password-forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { toastMessages } from '../../../lib/toast-catalogue';
import { forgotPassword } from '../api/forgot-password';

const backLinkClass =
  'inline-flex min-h-11 items-center justify-center font-semibold text-primary underline-offset-4 hover:underline';

/**
 * 'Esqueceu a senha?' (issue 14 §4): the account's e-mail, then what happens next. The server
 * answers the same for any address, so the page never says whether an account exists: with
 * e-mail it says a link was sent if there is one; without, it says to ask the shop.
 */
export function ForgotPasswordForm() {
  const [delivery, setDelivery] = useState<LinkDelivery | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setGeneralError(null);
    try {
      setDelivery((await forgotPassword(email)).delivery);
    } catch (error) {
      setGeneralError(isApiError(error) ? error.message : toastMessages.fallback);
    }
  });

  if (delivery) {
    return (
      <div className="flex flex-col gap-4 rounded-card bg-card p-5 text-center shadow-card">
        <p role="status" className="text-base text-ink">
          {delivery === 'email' ? passwordMessages.forgotSent : passwordMessages.forgotAskShop}
        </p>
        <Link to="/signin" className={backLinkClass}>
          Voltar para entrar
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4 rounded-card bg-card p-5 shadow-card"
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          placeholder="seu@email.com"
          error={errors.email?.message}
          {...register('email')}
        />
        {generalError ? <Alert>{generalError}</Alert> : null}
        <Button type="submit" size="lg" fullWidth disabled={isSubmitting}>
          {isSubmitting ? 'Enviando...' : 'Enviar link'}
        </Button>
      </form>
      <p className="text-center text-base text-muted">
        Lembrou a senha?{' '}
        <Link to="/signin" className={backLinkClass}>
          Entrar
        </Link>
      </p>
    </div>
  );
}
