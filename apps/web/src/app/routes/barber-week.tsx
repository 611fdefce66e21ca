import { WeekScreen } from '../../features/barber-area/components/week-screen';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /barber/week (BARBER): the week's agenda, day by day. */
export function BarberWeekRoute() {
  return (
    <>
      <PageHeader title="Minha semana" showBack={false} />
      <PageContent>
        <WeekScreen />
      </PageContent>
    </>
  );
}
