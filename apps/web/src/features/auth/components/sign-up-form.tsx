import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessages } from '@navalha/core/contracts/errors';
import { maskPhone } from '@navalha/core/domain/account/masks';
import { signUpFormSchema } from '@navalha/core/domain/auth/auth-forms';
import type {
  SignUpForm as SignUpValues,
  SignUpFormInput,
} from '@navalha/core/domain/auth/auth-forms';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { typedBeforeStart, useReleaseHeldInput } from '../../../lib/held-submit';
import { toast } from '../../../lib/toast';
import { showErrorToast, toastMessages } from '../../../lib/toast-catalogue';
import { checkEmail } from '../api/check-email';
import { register as registerAccount } from '../api/register';
import { sessionMessages, useSession } from '../hooks/use-session';
import { getServerErrorField } from '../server-error-field';

/** Spec §5: a server 400 that names no field still lands on the field its message mentions. */
const signUpFields = {
  email: ['email', 'e-mail'],
  password: ['senha', 'password'],
  name: ['nome', 'name'],
  phone: ['telefone', 'phone'],
} as const;

const linkClass = 'font-medium text-primary underline underline-offset-2';

/**
 * Spec §2 "Sign-up": the e-mail is checked first (taken → error on the field; check failed →
 * go on), then the CLIENT account is created and signed in; the /signup guard moves on to /.
 */
export function SignUpForm() {
  const location = useLocation();
  const { signIn } = useSession();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormInput, unknown, SignUpValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: typedBeforeStart({
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      phone: '',
      acceptTerms: false,
      whatsappOptIn: false,
    }),
  });
  useReleaseHeldInput();
  const acceptedTerms = useWatch({ control, name: 'acceptTerms' });
  const phoneField = register('phone');

  // The schema has already trimmed the name and trimmed and lower-cased the e-mail.
  const onSubmit = handleSubmit(async ({ name, email, password, phone, whatsappOptIn }) => {
    try {
      const { exists } = await checkEmail(email);
      if (exists) {
        setError('email', { message: errorMessages.emailInUse }, { shouldFocus: true });
        return;
      }
    } catch {
      // Spec §5: when the check itself fails, registration goes on; the server decides.
    }

    try {
      const session = await registerAccount({
        name,
        email,
        password,
        phone: phone || undefined,
        ...(whatsappOptIn ? { whatsappOptIn } : {}),
        role: 'CLIENT',
        provider: 'LOCAL',
      });
      toast.success(sessionMessages.welcome(session.user.name));
      signIn(session, false);
    } catch (error) {
      if (!isApiError(error)) {
        toast.error(toastMessages.fallback);
        return;
      }
      const field = getServerErrorField(error, signUpFields);
      if (field) setError(field, { message: error.message }, { shouldFocus: true });
      else showErrorToast(error);
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
        className="flex flex-col gap-4 rounded-card bg-card p-5 shadow-card"
      >
        <TextField
          label="Nome"
          autoComplete="name"
          autoCapitalize="words"
          error={errors.name?.message}
          {...register('name')}
        />
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
          autoComplete="new-password"
          hint="Mínimo de 6 caracteres, com letra maiúscula, letra minúscula, número e um destes símbolos: @ $ ! % * ? &"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirmar senha"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <TextField
          label="Telefone (opcional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(11) 99999-9999"
          maxLength={15}
          error={errors.phone?.message}
          {...phoneField}
          onChange={(event) => {
            event.target.value = maskPhone(event.target.value);
            return phoneField.onChange(event);
          }}
        />
        <Checkbox label="Quero receber lembretes pelo WhatsApp" {...register('whatsappOptIn')} />
        <Checkbox
          error={errors.acceptTerms?.message}
          {...register('acceptTerms')}
          label={
            <>
              Li e aceito os{' '}
              <Link to="/terms" target="_blank" rel="noopener noreferrer" className={linkClass}>
                Termos de Uso
              </Link>{' '}
              e a{' '}
              <Link to="/privacy" target="_blank" rel="noopener noreferrer" className={linkClass}>
                Política de Privacidade
              </Link>
            </>
          }
        />
        <div className="flex flex-col gap-2">
          <Button
            type="submit"
            size="lg"
            fullWidth
            disabled={!acceptedTerms || isSubmitting}
            aria-describedby={acceptedTerms ? undefined : 'terms-required'}
          >
            {isSubmitting ? 'Criando conta...' : 'Criar conta'}
          </Button>
          {acceptedTerms ? null : (
            <p id="terms-required" className="text-center text-sm text-muted">
              Aceite os termos para criar sua conta.
            </p>
          )}
        </div>
      </form>
      <p className="text-center">
        <Link
          to="/signin"
          // The page the guard saved (a booking's /confirm) goes along to the other form.
          state={location.state as unknown}
          className="inline-flex min-h-11 items-center gap-1 text-base text-muted underline-offset-4 hover:underline"
        >
          Já tem uma conta? <span className="font-semibold text-primary">Entrar</span>
        </Link>
      </p>
    </div>
  );
}
