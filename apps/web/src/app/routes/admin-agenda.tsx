import { AppointmentsScreen } from '../../features/admin/components/appointments-screen';
import { AgendaScreen } from '../../features/front-desk/components/agenda-screen';
import { PageHeader } from '../layout/page-header';

/** /admin/agenda: the day grid, or the shop's bookings with filters and the CSV export. */
export function AdminAgendaRoute() {
  return (
    <>
      <PageHeader title="Agendamentos" showBack={false} />
      <AgendaScreen list={<AppointmentsScreen />} />
    </>
  );
}
