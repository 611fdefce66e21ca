import CalendarPlus from 'lucide-react/icons/calendar-plus';
import { Link } from 'react-router';

/**
 * The home page's floating 'Agendar' (spec §2): above the tab bar, at the right edge of the
 * content column however wide the window is.
 */
export function BookNowButton() {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--spacing-tab-bar)+env(safe-area-inset-bottom)+16px)] z-20">
      <div className="mx-auto flex max-w-content justify-end px-4">
        <Link
          to="/services"
          className="pointer-events-auto inline-flex min-h-14 items-center gap-2 rounded-full bg-primary px-6 text-base font-semibold text-white shadow-[0_8px_20px_rgb(85_112_76/35%)] transition-colors hover:bg-primary-hover active:bg-primary-hover"
        >
          <CalendarPlus aria-hidden className="size-6" />
          Agendar
        </Link>
      </div>
    </div>
  );
}
