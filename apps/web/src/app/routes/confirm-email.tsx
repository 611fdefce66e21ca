import { passwordMessages } from '@navalha/core/domain/auth/password-forms';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { ConfirmEmailStatus } from '../../features/auth/components/confirm-email-status';

/** /confirmar-email?token=…: the page of an e-mail confirmation link. */
export function ConfirmEmailRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <AuthLayout title="Confirmar e-mail" subtitle="Assim só você recupera o acesso à sua conta.">
      {token ? (
        <ConfirmEmailStatus token={token} />
      ) : (
        <p role="alert" className="text-center text-base text-ink">
          {passwordMessages.linkInvalid}
        </p>
      )}
    </AuthLayout>
  );
}
