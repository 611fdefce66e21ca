import { AuthLayout } from '../../features/auth/components/auth-layout';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

/** /esqueci-senha: 'Esqueceu a senha?' of the sign-in page. */
export function ForgotPasswordRoute() {
  return (
    <AuthLayout
      title="Esqueceu a senha?"
      subtitle="Informe o e-mail da sua conta para receber um link de redefinição."
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
