import ChevronLeft from 'lucide-react/icons/chevron-left';
import { useLocation, useNavigate } from 'react-router';
import { useWideLayout } from '../../components/ui/wide-layout';
import { cn } from '../../lib/class-names';
import { NotificationsButton } from './notifications-button';
import { useVisitorShop } from '../../shared/visitor-booking/visitor-shop';

export interface PageHeaderProps {
  title: string;
  /** Where the back button goes; without it, one step back in history. */
  backTo?: string;
  /** Where back goes when the page was opened directly and there is no history. */
  fallbackBackTo?: string;
  showBack?: boolean;
  showNotifications?: boolean;
}

/** The 56 px page header: back on the left, centred title, notifications on the right. */
export function PageHeader({
  title,
  backTo,
  fallbackBackTo = '/',
  showBack = true,
  showNotifications = true,
}: PageHeaderProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const wide = useWideLayout();
  // A visitor booking signed out (decision 034) has no notifications to show.
  const visitor = useVisitorShop() !== null;

  function goBack() {
    if (backTo) void navigate(backTo);
    // 'default' is the key of the first page of the session: there is nothing to go back to.
    else if (location.key === 'default') void navigate(fallbackBackTo, { replace: true });
    else void navigate(-1);
  }

  return (
    <header className="sticky top-0 z-20 border-b border-line bg-card/95 backdrop-blur">
      <div
        className={cn(
          'mx-auto grid h-header max-w-content grid-cols-[44px_1fr_44px] items-center gap-2 px-2',
          wide && 'lg:max-w-none lg:px-4',
        )}
      >
        {showBack ? (
          <button
            type="button"
            aria-label="Voltar"
            onClick={goBack}
            className="inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-page"
          >
            <ChevronLeft aria-hidden className="size-6" />
          </button>
        ) : (
          <span />
        )}
        <h1 className="truncate text-center text-xl font-semibold text-ink">{title}</h1>
        {showNotifications && !visitor ? <NotificationsButton /> : <span />}
      </div>
    </header>
  );
}
