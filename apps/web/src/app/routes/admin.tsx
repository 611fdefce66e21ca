import { getGreetingName } from '@navalha/core/domain/account/display-name';
import { DashboardScreen } from '../../features/admin/components/dashboard-screen';
import { useSession } from '../../features/auth/hooks/use-session';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /admin (ADMIN, OWNER): the shop's dashboard, the area's landing. */
export function AdminRoute() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <PageHeader title="Painel da barbearia" showBack={false} />
      <PageContent className="flex flex-col gap-4">
        <p className="text-2xl font-bold tracking-tight text-ink">Olá, {getGreetingName(user)}!</p>
        <DashboardScreen />
      </PageContent>
    </>
  );
}
