import { Outlet } from 'react-router';
import { WideLayoutProvider } from '../../../components/ui/wide-layout';
import { AdminTabBar } from './admin-tab-bar';

/** The admin area's pages: content above their tab bar, beside it as a sidebar from 1024 px. */
export function AdminLayout() {
  return (
    <WideLayoutProvider>
      <div className="min-h-dvh pb-[calc(var(--spacing-tab-bar)+env(safe-area-inset-bottom))] lg:pb-0 lg:pl-sidebar">
        <Outlet />
        <AdminTabBar />
      </div>
    </WideLayoutProvider>
  );
}
