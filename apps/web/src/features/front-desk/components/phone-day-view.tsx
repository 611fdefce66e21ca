import type { Agenda } from '@navalha/core/contracts/front-desk-agenda';
import type { DayGrid } from '@navalha/core/domain/front-desk/day-grid';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useRef, useState } from 'react';
import type { TouchEvent } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { DayGridView } from './day-grid-view';

/** A horizontal swipe longer than this changes barber. */
const SWIPE_PX = 60;

const arrowButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-line bg-card text-ink transition-colors hover:bg-page disabled:text-muted disabled:hover:bg-card';

/** On a phone: one barber's column at a time, with buttons and a swipe to the next. */
export function PhoneDayView({
  agenda,
  grid,
  onSelectBooking,
}: {
  agenda: Agenda;
  grid: DayGrid;
  onSelectBooking?: (bookingId: string) => void;
}) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = agenda.staff.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const member = agenda.staff[current];
  if (!member) return null;

  const go = (step: number) => setIndex(Math.max(0, Math.min(count - 1, current + step)));
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          aria-label="Barbeiro anterior"
          className={arrowButton}
          disabled={current === 0}
          onClick={() => go(-1)}
        >
          <ChevronLeft aria-hidden className="size-6" />
        </button>
        <div className="flex min-w-0 items-center gap-2" aria-live="polite">
          <Avatar name={member.name} avatarUrl={member.avatarUrl} size={32} />
          <span className="truncate font-semibold text-ink">{member.name}</span>
          <span className="shrink-0 text-sm text-muted">
            {current + 1} de {count}
          </span>
        </div>
        <button
          type="button"
          aria-label="Próximo barbeiro"
          className={arrowButton}
          disabled={current >= count - 1}
          onClick={() => go(1)}
        >
          <ChevronRight aria-hidden className="size-6" />
        </button>
      </div>
      <div onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <DayGridView
          agenda={agenda}
          grid={grid}
          staffIds={[member.id]}
          {...(onSelectBooking ? { onSelectBooking } : {})}
        />
      </div>
    </div>
  );
}
