import { AppointmentsScreen } from '../../features/admin/components/appointments-screen';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /admin/agenda: the shop's bookings with filters and the CSV export. */
export function AdminAgendaRoute() {
  return (
    <>
      <PageHeader title="Agendamentos" showBack={false} />
      <PageContent>
        <AppointmentsScreen />
      </PageContent>
    </>
  );
}
