import CalendarDays from 'lucide-react/icons/calendar-days';
import ChartColumn from 'lucide-react/icons/chart-column';
import Ellipsis from 'lucide-react/icons/ellipsis';
import Scissors from 'lucide-react/icons/scissors';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../../lib/class-names';

/** The pages behind 'Mais' keep that tab lit. */
const morePaths = [
  '/admin/more',
  '/admin/services',
  '/admin/clients',
  '/admin/promo-codes',
  '/admin/settings',
  '/admin/team',
  '/admin/audit',
];

const tabs = [
  { to: '/admin', label: 'Painel', Icon: ChartColumn, end: true },
  { to: '/admin/agenda', label: 'Agenda', Icon: CalendarDays, end: false },
  { to: '/admin/barbers', label: 'Barbeiros', Icon: Scissors, end: false },
  { to: '/admin/more', label: 'Mais', Icon: Ellipsis, end: false },
] as const;

/** The admin area's bottom navigation, built like the client's tab bar (76 px + safe area). */
export function AdminTabBar() {
  const { pathname } = useLocation();
  const inMore = morePaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  return (
    <nav
      aria-label="Painel da barbearia"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-card pb-[env(safe-area-inset-bottom)] shadow-bar"
    >
      <ul className="mx-auto grid h-tab-bar max-w-content grid-cols-4">
        {tabs.map(({ to, label, Icon, end }) => (
          <li key={to} className="flex">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'group flex flex-1 flex-col items-center justify-center gap-1 text-sm font-medium transition-colors',
                  isActive || (to === '/admin/more' && inMore)
                    ? 'font-semibold text-primary'
                    : 'text-muted hover:text-ink',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'inline-flex h-8 w-14 items-center justify-center rounded-full transition-colors',
                      (isActive || (to === '/admin/more' && inMore)) && 'bg-tint text-accent',
                    )}
                  >
                    <Icon aria-hidden className="size-6" />
                  </span>
                  {label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
