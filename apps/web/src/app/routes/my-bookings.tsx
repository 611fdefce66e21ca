import { BookingList } from '../../features/appointments/components/booking-list';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /mybookings and /my-bookings (CLIENT): 'Minha Agenda', a tab of its own. */
export function MyBookingsRoute() {
  return (
    <>
      <PageHeader title="Minha Agenda" showBack={false} />
      <PageContent>
        <BookingList />
      </PageContent>
    </>
  );
}
