import { HoursScreen } from '../../features/barber-area/components/hours-screen';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /barber/hours (BARBER): the barber's own working week and time off, read-only. */
export function BarberHoursRoute() {
  return (
    <>
      <PageHeader title="Expediente" showBack={false} />
      <PageContent>
        <HoursScreen />
      </PageContent>
    </>
  );
}
