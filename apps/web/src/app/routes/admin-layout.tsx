import { AdminLayout } from '../../features/admin/components/admin-layout';
import { useSession } from '../../features/auth/hooks/use-session';

/** The admin area's pages (/admin/*), above their tab bar (the desk's for the reception). */
export function AdminLayoutRoute() {
  const { user } = useSession();
  return <AdminLayout role={user?.role ?? 'ADMIN'} />;
}
