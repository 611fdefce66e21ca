import { actionFooterPadding } from '../../components/ui/action-footer';
import { SelectedBarbers } from '../../features/barbers/components/selected-barbers';
import { ScheduleScreen } from '../../features/schedule/components/schedule-screen';
import { cn } from '../../lib/class-names';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /schedule (CLIENT): the alternative date step, from the saved booking (spec §2). */
export function ScheduleRoute() {
  return (
    <div className={cn('min-h-dvh', actionFooterPadding)}>
      <PageHeader title="Agendar horário" fallbackBackTo="/barbers" />
      <PageContent>
        <ScheduleScreen
          renderBarbers={(draft) => (
            <SelectedBarbers
              ids={draft.selectedBarbers}
              fallbackNames={Object.fromEntries(
                (draft.barbers ?? []).map((barber) => [barber.id, barber.name]),
              )}
            />
          )}
        />
      </PageContent>
    </div>
  );
}
