import { AdminLayout } from '../../features/admin/components/admin-layout';

/** The admin area's pages (/admin/*), above their tab bar. */
export function AdminLayoutRoute() {
  return <AdminLayout />;
}
