import { useParams } from 'react-router';
import { ClientDetailScreen } from '../../features/admin/components/client-detail-screen';
import { ClientsScreen } from '../../features/admin/components/clients-screen';
import { useSession } from '../../features/auth/hooks/use-session';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /admin/clients: who has booked at the shop. */
export function AdminClientsRoute() {
  return (
    <>
      <PageHeader title="Clientes" backTo="/admin/more" />
      <PageContent>
        <ClientsScreen />
      </PageContent>
    </>
  );
}

/** /admin/clients/:id: the client's page at the shop. */
export function AdminClientRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  return (
    <>
      <PageHeader title="Cliente" backTo="/admin/clients" />
      <PageContent>
        <ClientDetailScreen key={id} clientId={id} canResetPassword={user?.role !== 'RECEPTION'} />
      </PageContent>
    </>
  );
}
