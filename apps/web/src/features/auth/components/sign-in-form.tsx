import { errorMessages } from '@navalha/core/contracts/errors';
import { signInFormChecker } from '@navalha/core/domain/auth/sign-in-form';
import type { SignInForm as SignInValues } from '@navalha/core/domain/auth/sign-in-form';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { useReleaseHeldInput } from '../../../lib/held-submit';
import { toast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { getErrorToastMessage, toastMessages } from '../../../lib/toast-catalogue';
import { login } from '../api/login';
import { sessionMessages, useSession } from '../hooks/use-session';
import { getServerErrorField } from '../server-error-field';
import { SocialSignIn } from './social-sign-in';

const signInFields = { email: ['email'], password: ['senha', 'password'] } as const;

/**
 * Spec §2 "Sign-in": idle → submitting → success (the session is stored; the /signin guard then
 * moves on) or failure (on the field it names, else above the button and in a toast).
 */
export function SignInForm() {
  const location = useLocation();
  const { signIn } = useSession();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm<SignInValues>(signInFormChecker, {
    email: '',
    password: '',
    rememberMe: false,
  });
  useReleaseHeldInput();

  function showGeneralError(message: string) {
    setGeneralError(message);
    toast.error(message, { id: message });
  }

  const onSubmit = handleSubmit(async ({ email, password, rememberMe }) => {
    setGeneralError(null);
    try {
      const session = await login({ email, password, rememberMe });
      // Earlier failures of this form are history now.
      toast.dismiss();
      toast.success(sessionMessages.welcome(session.user.name));
      signIn(session, rememberMe);
    } catch (error) {
      if (!isApiError(error)) return showGeneralError(toastMessages.fallback);
      if (error.status === 401) return showGeneralError(errorMessages.invalidCredentials);
      const field = getServerErrorField(error, signInFields);
      if (field) setError(field, { message: error.message }, { shouldFocus: true });
      else showGeneralError(getErrorToastMessage(error));
    }
  });

  return (
    <div className="flex flex-col gap-6">
      <form
        // Sent by the browser before the app runs (decision 036), it never puts the password in
        // the address; the page's start script holds such a submit until the form is ready.
        method="post"
        noValidate
        onSubmit={onSubmit}
        // Any edit makes the general error stale; field errors clear by revalidation.
        onChange={() => setGeneralError(null)}
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
        <PasswordField
          label="Senha"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-x-2">
          <Checkbox label="Lembrar de mim" className="shrink-0" {...register('rememberMe')} />
          <Link
            to="/esqueci-senha"
            className="inline-flex min-h-11 items-center rounded-control px-1 text-sm font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
          >
            Esqueceu a senha?
          </Link>
        </div>
        {generalError ? <Alert>{generalError}</Alert> : null}
        <Button type="submit" size="lg" fullWidth disabled={isSubmitting}>
          {isSubmitting ? 'Entrando...' : 'Entrar'}
        </Button>
      </form>
      <SocialSignIn rememberMe={() => getValues('rememberMe')} />
      <p className="text-center text-base text-muted">
        Não tem uma conta?{' '}
        <Link
          to="/signup"
          // The page the guard saved (a booking's /confirm) goes along to the other form.
          state={location.state as unknown}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
        >
          Criar conta
        </Link>
      </p>
    </div>
  );
}
