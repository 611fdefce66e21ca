import { Outlet } from 'react-router';
import { AdminTabBar } from './admin-tab-bar';

/** The admin area's pages: content above their tab bar. */
export function AdminLayout() {
  return (
    <div className="min-h-dvh pb-[calc(var(--spacing-tab-bar)+env(safe-area-inset-bottom))]">
      <Outlet />
      <AdminTabBar />
    </div>
  );
}
