import type { Role } from '@navalha/core/domain/auth/roles';
import { Outlet } from 'react-router';
import { WideLayoutProvider } from '../../../components/ui/wide-layout';
import { AdminTabBar } from './admin-tab-bar';

/**
 * The admin area's pages: content above their tab bar, beside it as a sidebar from 1024 px
 * (the navigation a printout leaves out).
 */
export function AdminLayout({ role }: { role: Role }) {
  return (
    <WideLayoutProvider>
      <div className="min-h-dvh pb-[calc(var(--spacing-tab-bar)+env(safe-area-inset-bottom))] lg:pb-0 lg:pl-sidebar print:pb-0 print:pl-0">
        <Outlet />
        <div className="print:hidden">
          <AdminTabBar role={role} />
        </div>
      </div>
    </WideLayoutProvider>
  );
}
