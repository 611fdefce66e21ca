import CalendarDays from 'lucide-react/icons/calendar-days';
import House from 'lucide-react/icons/house';
import UserRound from 'lucide-react/icons/user-round';
import Wallet from 'lucide-react/icons/wallet';
import { NavLink } from 'react-router';
import { cn } from '../../lib/class-names';

const tabs = [
  { to: '/', label: 'Início', Icon: House },
  { to: '/wallet', label: 'Carteira', Icon: Wallet },
  { to: '/mybookings', label: 'Agenda', Icon: CalendarDays },
  { to: '/account', label: 'Conta', Icon: UserRound },
] as const;

/** The client's bottom navigation: 76 px plus the safe-area inset (spec §2). */
export function TabBar() {
  return (
    <nav
      aria-label="Navegação principal"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-card pb-[env(safe-area-inset-bottom)] shadow-bar"
    >
      <ul className="mx-auto grid h-tab-bar max-w-content grid-cols-4">
        {tabs.map(({ to, label, Icon }) => (
          <li key={to} className="flex">
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  'group flex flex-1 flex-col items-center justify-center gap-1 text-sm font-medium transition-colors',
                  // The label uses the darker green: the accent is below 4.5:1 at 14 px.
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
