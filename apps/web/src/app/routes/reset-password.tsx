import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { InvalidLink, ResetPasswordForm } from '../../features/auth/components/reset-password-form';

/** /redefinir-senha?token=…: the page of a reset link, e-mailed or made by the shop. */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <AuthLayout title="Criar nova senha" subtitle="Escolha uma senha que só você conheça.">
      {token ? <ResetPasswordForm token={token} /> : <InvalidLink />}
    </AuthLayout>
  );
}
