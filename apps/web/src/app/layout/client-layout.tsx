import { Outlet } from 'react-router';
import { TabBar } from './tab-bar';

/** The client's pages: content above the tab bar, never hidden behind it. */
export function ClientLayout() {
  return (
    <div className="min-h-dvh pb-[calc(var(--spacing-tab-bar)+env(safe-area-inset-bottom))]">
      <Outlet />
      <TabBar />
    </div>
  );
}
