import { accountDeletionMessages } from '@navalha/core/domain/account/account-deletion';
import { getRoleHome } from '@navalha/core/domain/auth/roles';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AccountOverview } from '../../features/account/components/account-overview';
import { logout } from '../../features/auth/api/logout';
import { useCurrentUserRefresh } from '../../features/auth/hooks/use-current-user';
import { useSession } from '../../features/auth/hooks/use-session';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { sessionStore } from '../../features/auth/session-store';
import { cn } from '../../lib/class-names';
import { toast } from '../../lib/toast';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';
import { TabBar } from '../layout/tab-bar';

const SIGN_OUT_FAILED = 'Erro ao tentar sair da conta, tente novamente.';

/**
 * /account, for every signed-in user. It is a tab for clients; barbers and staff reach it from
 * their landing and go back there.
 */
export function AccountRoute() {
  const { user } = useSession();
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useCurrentUserRefresh();
  if (!user) return null;
  const isClient = user.role === 'CLIENT';

  async function leaveDeletedAccount() {
    // The server has revoked every session; this also clears the refresh cookie.
    await logout().catch(() => undefined);
    sessionStore.clear('signOut');
    queryClient.clear();
    toast.success(accountDeletionMessages.deleted);
    void navigate('/signin', { replace: true });
  }

  return (
    <div
      className={cn(
        'min-h-dvh',
        isClient && 'pb-[calc(var(--spacing-tab-bar)+env(safe-area-inset-bottom))]',
      )}
    >
      <PageHeader title="Conta" showBack={!isClient} backTo={getRoleHome(user.role)} />
      <PageContent>
        <AccountOverview
          user={user}
          onSignOut={() => signOut({ failureMessage: SIGN_OUT_FAILED })}
          onAccountDeleted={() => void leaveDeletedAccount()}
        />
      </PageContent>
      {isClient ? <TabBar /> : null}
    </div>
  );
}
