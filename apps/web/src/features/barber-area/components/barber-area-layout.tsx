import { Outlet } from 'react-router';
import { WideLayoutProvider } from '../../../components/ui/wide-layout';
import { useAgendaLiveUpdates } from '../hooks/use-agenda-live-updates';
import { BarberTabBar } from './barber-tab-bar';

/**
 * The barber's pages: content above their tab bar, and one live connection for all of them so
 * a booking or a cancellation shows up at once.
 */
export function BarberAreaLayout({ panelLink = null }: { panelLink?: string | null }) {
  useAgendaLiveUpdates();
  return (
    <WideLayoutProvider>
      <div className="min-h-dvh pb-[calc(var(--spacing-tab-bar)+env(safe-area-inset-bottom))] lg:pb-0 lg:pl-sidebar">
        <Outlet />
        <BarberTabBar panelLink={panelLink} />
      </div>
    </WideLayoutProvider>
  );
}
