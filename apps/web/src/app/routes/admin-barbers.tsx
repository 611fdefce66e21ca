import { useParams } from 'react-router';
import { BarberDetailScreen } from '../../features/admin/components/barber-detail-screen';
import { BarbersScreen } from '../../features/admin/components/barbers-screen';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /admin/barbers: the shop's barbers and new accounts. */
export function AdminBarbersRoute() {
  return (
    <>
      <PageHeader title="Barbeiros" showBack={false} />
      <PageContent>
        <BarbersScreen />
      </PageContent>
    </>
  );
}

/** /admin/barbers/:id: one barber's data, services, hours and time off. */
export function AdminBarberRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader title="Barbeiro" backTo="/admin/barbers" />
      <PageContent>
        <BarberDetailScreen key={id} barberId={id} />
      </PageContent>
    </>
  );
}
