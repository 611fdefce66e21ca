import { ActiveAppointmentsSection } from '../../features/appointments/components/active-appointments-section';
import { useSession } from '../../features/auth/hooks/use-session';
import { BarbersSection } from '../../features/barbers/components/barbers-section';
import { PromotionsSection } from '../../features/catalog/components/promotions-section';
import { BookNowButton } from '../../features/home/components/book-now-button';
import { HomeGreeting } from '../../features/home/components/home-greeting';
import { NotificationsButton } from '../layout/notifications-button';
import { PageContent } from '../layout/page-content';

/**
 * / (CLIENT): the greeting, 'Promoções da semana', 'Seus agendamentos', 'Barbeiros' and the
 * floating 'Agendar' (spec §2).
 */
export function HomeRoute() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      {/* Room at the bottom so the floating button never covers the last card. */}
      <PageContent className="flex flex-col gap-8 pt-6 pb-24">
        <div className="flex items-start justify-between gap-2">
          <HomeGreeting user={user} />
          <NotificationsButton />
        </div>
        <PromotionsSection />
        <ActiveAppointmentsSection />
        <BarbersSection />
      </PageContent>
      <BookNowButton />
    </>
  );
}
