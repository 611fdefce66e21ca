import { actionFooterPadding } from '../../components/ui/action-footer';
import { useSessionState } from '../../features/auth/hooks/use-session';
import { CalendarScreen } from '../../features/schedule/components/calendar-screen';
import { cn } from '../../lib/class-names';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/**
 * /calendar (CLIENT and BARBER): the client picks the day and time of their booking; a barber
 * reads their 'Agendamentos do Dia' (spec §2). A visitor picks a time signed out (decision 034).
 */
export function CalendarRoute() {
  const session = useSessionState();
  // Signed out here is a visitor booking from a shop's public page (decision 034).
  const isBarber = session.status === 'signedIn' && session.user.role === 'BARBER';
  return (
    <div className={cn('min-h-dvh', !isBarber && actionFooterPadding)}>
      <PageHeader
        title={isBarber ? 'Minha agenda' : 'Data e horário'}
        {...(isBarber ? { backTo: '/barber' } : { fallbackBackTo: '/barbers' })}
      />
      <PageContent>
        <CalendarScreen isBarber={isBarber} />
      </PageContent>
    </div>
  );
}
