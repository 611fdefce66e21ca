import { BarberAreaLayout } from '../../features/barber-area/components/barber-area-layout';
import { useSession } from '../../features/auth/hooks/use-session';

/**
 * The barber area's pages (/barber/*): their tab bar and live agenda updates. An admin or owner
 * who takes bookings gets a way back to their panel in the tab bar.
 */
export function BarberLayout() {
  const { user } = useSession();
  const manager = user?.role === 'ADMIN' || user?.role === 'OWNER';
  return <BarberAreaLayout panelLink={manager ? '/admin' : null} />;
}
