import { getRoleHome } from '@navalha/core/domain/auth/roles';
import { AccountOverview } from '../../features/account/components/account-overview';
import { useCurrentUserRefresh } from '../../features/auth/hooks/use-current-user';
import { useSession } from '../../features/auth/hooks/use-session';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { cn } from '../../lib/class-names';
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
  useCurrentUserRefresh();
  if (!user) return null;
  const isClient = user.role === 'CLIENT';

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
        />
      </PageContent>
      {isClient ? <TabBar /> : null}
    </div>
  );
}
