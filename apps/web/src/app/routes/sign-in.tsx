import { AuthLayout } from '../../features/auth/components/auth-layout';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { ShopSignupLink } from '../../features/setup/components/shop-signup-link';

/** /signin and /login; 'Cadastre sua barbearia' when shops may sign up (issue 20 §1). */
export function SignInRoute() {
  return (
    <AuthLayout
      title="Entrar"
      subtitle="Que bom ver você de novo. Acesse sua conta para continuar."
    >
      <SignInForm />
      <ShopSignupLink />
    </AuthLayout>
  );
}
