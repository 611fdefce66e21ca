import CalendarCheck from 'lucide-react/icons/calendar-check';
import CalendarRange from 'lucide-react/icons/calendar-range';
import ChartColumn from 'lucide-react/icons/chart-column';
import Clock from 'lucide-react/icons/clock';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import { NavLink } from 'react-router';
import { cn } from '../../../lib/class-names';

const tabs = [
  { to: '/barber', label: 'Hoje', Icon: CalendarCheck },
  { to: '/barber/week', label: 'Semana', Icon: CalendarRange },
  { to: '/barber/hours', label: 'Expediente', Icon: Clock },
  { to: '/barber/earnings', label: 'Ganhos', Icon: ChartColumn },
] as const;

/**
 * The barber area's bottom navigation, built like the client's tab bar (76 px + safe area). An
 * admin or owner who takes bookings also gets 'Painel', back to their admin area.
 */
export function BarberTabBar({ panelLink = null }: { panelLink?: string | null }) {
  const items = panelLink
    ? [...tabs, { to: panelLink, label: 'Painel', Icon: LayoutDashboard }]
    : tabs;
  return (
    <nav
      aria-label="Área do barbeiro"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-card pb-[env(safe-area-inset-bottom)] shadow-bar"
    >
      <ul
        className={cn(
          'mx-auto grid h-tab-bar max-w-content',
          panelLink ? 'grid-cols-5' : 'grid-cols-4',
        )}
      >
        {items.map(({ to, label, Icon }) => (
          <li key={to} className="flex">
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  'group flex flex-1 flex-col items-center justify-center gap-1 text-sm font-medium transition-colors',
                  isActive ? 'font-semibold text-primary' : 'text-muted hover:text-ink',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'inline-flex h-8 w-14 items-center justify-center rounded-full transition-colors',
                      isActive && 'bg-tint text-accent',
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
