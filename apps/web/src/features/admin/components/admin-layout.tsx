import type { Role } from '@navalha/core/domain/auth/roles';
import { Outlet } from 'react-router';
import { AdminTabBar } from './admin-tab-bar';

/** The admin area's pages: content above their tab bar (which a printout leaves out). */
export function AdminLayout({ role }: { role: Role }) {
  return (
    <div className="min-h-dvh pb-[calc(var(--spacing-tab-bar)+env(safe-area-inset-bottom))] print:pb-0">
      <Outlet />
      <div className="print:hidden">
        <AdminTabBar role={role} />
      </div>
    </div>
  );
}
