import { BarberAreaLayout } from '../../features/barber-area/components/barber-area-layout';

/** The barber area's pages (/barber/*): their tab bar and live agenda updates. */
export function BarberLayout() {
  return <BarberAreaLayout />;
}
