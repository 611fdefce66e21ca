import { EarningsScreen } from '../../features/barber-area/components/earnings-screen';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /barber/earnings (BARBER): completed appointments and revenue, day, week and month. */
export function BarberEarningsRoute() {
  return (
    <>
      <PageHeader title="Ganhos" showBack={false} />
      <PageContent>
        <EarningsScreen />
      </PageContent>
    </>
  );
}
