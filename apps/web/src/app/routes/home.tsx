import { ActiveAppointmentsSection } from '../../features/appointments/components/active-appointments-section';
import { useSession } from '../../features/auth/hooks/use-session';
import { BarbersSection } from '../../features/barbers/components/barbers-section';
import { PromotionsSection } from '../../features/catalog/components/promotions-section';
import { BookNowButton } from '../../features/home/components/book-now-button';
import { useMyShops } from '../../features/home/api/get-my-shops';
import { HomeGreeting } from '../../features/home/components/home-greeting';
import { MyShopsSection } from '../../features/home/components/my-shops-section';
import { readCurrentShop, readCurrentShopName } from '../../shared/current-shop/current-shop';
import { NotificationsButton } from '../layout/notifications-button';
import { PageContent } from '../layout/page-content';

/**
 * / (CLIENT): the greeting, 'Promoções da semana', 'Seus agendamentos', 'Barbeiros' and the
 * floating 'Agendar' (spec §2). The promotions and barbers are the current shop's (decision
 * 046); a client of more than one shop also sees 'Suas barbearias' and which shop is current.
 */
export function HomeRoute() {
  const { user } = useSession();
  const shops = useMyShops().data?.data ?? [];
  if (!user) return null;
  const currentId = readCurrentShop();
  // Never set: the server's choice, the shop of the last booking, which the list puts first.
  const current = currentId ? shops.find((shop) => shop.id === currentId) : shops[0];
  const currentName = current?.name ?? (currentId ? readCurrentShopName(currentId) : null);
  return (
    <>
      {/* Room at the bottom so the floating button never covers the last card. */}
      <PageContent className="flex flex-col gap-8 pt-6 pb-24">
        <div className="flex items-start justify-between gap-2">
          <HomeGreeting user={user} />
          <NotificationsButton />
        </div>
        {shops.length > 1 ? (
          <MyShopsSection
            shops={shops}
            currentId={current?.id ?? currentId}
            currentName={currentName}
          />
        ) : null}
        <PromotionsSection />
        <ActiveAppointmentsSection />
        <BarbersSection />
      </PageContent>
      <BookNowButton />
    </>
  );
}
