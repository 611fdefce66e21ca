import { AuthLayout } from '../../features/auth/components/auth-layout';
import { SignUpForm } from '../../features/auth/components/sign-up-form';

/** /signup. */
export function SignUpRoute() {
  return (
    <AuthLayout title="Criar conta" subtitle="Cadastre-se para agendar seus horários na barbearia.">
      <SignUpForm />
    </AuthLayout>
  );
}
