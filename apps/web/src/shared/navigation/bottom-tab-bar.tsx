import type { LucideIcon } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/class-names';

export interface Tab {
  to: string;
  label: string;
  Icon: LucideIcon;
  /** Lit only on `to` itself, not on the pages under it (true unless said otherwise). */
  end?: boolean;
  /** Other pages that keep this tab lit (those behind 'Mais', say), with the pages under them. */
  alsoActiveOn?: readonly string[];
}

function isUnder(pathname: string, paths: readonly string[]): boolean {
  return paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * A bottom navigation of 4 or 5 tabs: 76 px plus the safe-area inset (spec §2). The client's
 * area, the barber's and the admin's each pass their own tabs and name.
 */
export function BottomTabBar({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-card pb-[env(safe-area-inset-bottom)] shadow-bar"
    >
      <ul
        className={cn(
          'mx-auto grid h-tab-bar max-w-content',
          tabs.length === 5 ? 'grid-cols-5' : 'grid-cols-4',
        )}
      >
        {tabs.map(({ to, label: tabLabel, Icon, end = true, alsoActiveOn = [] }) => {
          const lit = (isActive: boolean) => isActive || isUnder(pathname, alsoActiveOn);
          return (
            <li key={to} className="flex">
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    'group flex flex-1 flex-col items-center justify-center gap-1 text-sm font-medium transition-colors',
                    // The label uses the darker green: the accent is below 4.5:1 at 14 px.
                    lit(isActive) ? 'font-semibold text-primary' : 'text-muted hover:text-ink',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <span
                      className={cn(
                        'inline-flex h-8 w-14 items-center justify-center rounded-full transition-colors',
                        lit(isActive) && 'bg-tint text-accent',
                      )}
                    >
                      <Icon aria-hidden className="size-6" />
                    </span>
                    {tabLabel}
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
