import { AuthLayout } from '../../features/auth/components/auth-layout';
import { SignInForm } from '../../features/auth/components/sign-in-form';

/** /signin and /login. */
export function SignInRoute() {
  return (
    <AuthLayout
      title="Entrar"
      subtitle="Que bom ver você de novo. Acesse sua conta para continuar."
    >
      <SignInForm />
    </AuthLayout>
  );
}
