import type { LucideIcon } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { Logo } from '../../components/logo';
import { useWideLayout } from '../../components/ui/wide-layout';
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
 * area, the barber's and the admin's each pass their own tabs and name. In a wide area
 * (WideLayoutProvider) the same links stand in a sidebar from 1024 px, under the logo
 * (issue 17 §7): one navigation in the page, whatever the width.
 */
export function BottomTabBar({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  const { pathname } = useLocation();
  const wide = useWideLayout();
  return (
    <nav
      aria-label={label}
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 border-t border-line bg-card pb-[env(safe-area-inset-bottom)] shadow-bar',
        wide &&
          'lg:top-0 lg:right-auto lg:flex lg:w-sidebar lg:flex-col lg:gap-6 lg:border-t-0 lg:border-r lg:px-3 lg:py-4 lg:shadow-none',
      )}
    >
      {wide ? (
        <span className="hidden px-3 lg:block">
          <Logo />
        </span>
      ) : null}
      <ul
        className={cn(
          'mx-auto grid h-tab-bar max-w-content',
          tabs.length === 5 ? 'grid-cols-5' : 'grid-cols-4',
          wide && 'lg:mx-0 lg:h-auto lg:w-full lg:max-w-none lg:grid-cols-1 lg:gap-1',
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
                    wide &&
                      'lg:min-h-12 lg:flex-row lg:justify-start lg:gap-3 lg:rounded-control lg:px-2 lg:text-base',
                    wide && lit(isActive) && 'lg:bg-tint',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <span
                      className={cn(
                        'inline-flex h-8 w-14 items-center justify-center rounded-full transition-colors',
                        lit(isActive) && 'bg-tint text-accent',
                        wide && 'lg:w-8',
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
