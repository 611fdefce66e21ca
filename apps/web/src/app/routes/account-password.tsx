import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { useProfile } from '../../features/account/api/get-profile';
import { sessionStore } from '../../features/auth/session-store';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /account/password: 'Alterar senha', for every role. */
export function AccountPasswordRoute() {
  const profile = useProfile();
  return (
    <div className="min-h-dvh">
      <PageHeader title="Alterar senha" backTo="/account" />
      <PageContent>
        {profile.data ? (
          <ChangePasswordForm
            hasPassword={profile.data.hasPassword}
            onChanged={(session) => sessionStore.renew(session)}
          />
        ) : profile.isError ? (
          <p role="alert" className="text-base text-muted">
            Erro ao carregar sua conta. Tente novamente.
          </p>
        ) : (
          <p role="status" className="text-base text-muted">
            Carregando...
          </p>
        )}
      </PageContent>
    </div>
  );
}
