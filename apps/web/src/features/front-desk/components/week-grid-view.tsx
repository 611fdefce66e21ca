import type { WeekAgenda } from '@navalha/core/contracts/front-desk-agenda';
import { weekdayShortNames } from '@navalha/core/domain/format/calendar-names';
import {
  formatLocalDate,
  formatTime,
  getLocalDayOfWeek,
} from '@navalha/core/domain/format/date-time';
import { getBookingStatusWords } from '@navalha/core/domain/front-desk/booking-status-words';
import type { WeekGrid, WeekGridColumn } from '@navalha/core/domain/front-desk/week-grid';
import { Link } from 'react-router';
import { cn } from '../../../lib/class-names';
import { bookingLabel } from './day-grid-view';
import {
  blockClassName,
  blockPlacement,
  columnStyle,
  NowLine,
  ShadeCell,
  TimeColumn,
} from './grid-cells';

/** 'Dom 22', a column's header. */
function dayHeading(date: string): string {
  const weekday = weekdayShortNames[getLocalDayOfWeek(date)] ?? '';
  return `${weekday} ${Number(date.slice(8, 10))}`;
}

function DayColumn({
  column,
  agenda,
  rows,
}: {
  column: WeekGridColumn;
  agenda: WeekAgenda;
  rows: number;
}) {
  const day = agenda.days.find((entry) => entry.date === column.date);
  const bookings = new Map(day?.bookings.map((booking) => [booking.id, booking]));
  const timeOffReason = day?.timeOff.find((period) => period.reason)?.reason;
  return (
    <div
      className="relative border-l border-line"
      style={columnStyle(rows)}
      data-testid={`dia-${column.date}`}
    >
      {column.shaded.map((shade) => (
        <ShadeCell
          key={`${shade.kind}-${shade.startMinute}`}
          shade={shade}
          reason={timeOffReason}
        />
      ))}
      {column.blocks.map((block) => {
        const booking = bookings.get(block.bookingId);
        if (!booking) return null;
        const label = `${formatLocalDate(column.date)}: ${bookingLabel(booking, agenda.barber.name, agenda.timeZone)}`;
        return (
          <Link
            key={block.bookingId}
            to={`/admin/clients/${booking.client.id}`}
            aria-label={label}
            title={label}
            className={blockClassName(booking.status)}
            style={blockPlacement(block)}
          >
            <span className="truncate font-semibold">{booking.client.name}</span>
            <span className="truncate tabular-nums">
              {formatTime(booking.startsAt, agenda.timeZone)} · {booking.services.join(' + ')}
            </span>
            <span className="truncate text-muted">{getBookingStatusWords(booking)}</span>
          </Link>
        );
      })}
      {column.nowLine ? <NowLine row={column.nowLine.row} /> : null}
    </div>
  );
}

/**
 * One barber's week as a grid (issue 17 §1): a column per day, Sunday to Saturday, on the same
 * rows; the same shading, blocks and current-time line as the day grid. It scrolls inside
 * itself, header row and time column in view, and so is reachable from the keyboard.
 */
export function WeekGridView({ agenda, grid }: { agenda: WeekAgenda; grid: WeekGrid }) {
  return (
    <section
      aria-label={`Semana de ${agenda.barber.name}`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take keyboard focus (axe: scrollable-region-focusable)
      tabIndex={0}
      className="max-h-[calc(100dvh-var(--spacing-header)-var(--spacing-tab-bar)-9rem)] overflow-auto rounded-card border border-line bg-card shadow-card lg:max-h-[calc(100dvh-var(--spacing-header)-9rem)]"
    >
      <div
        className="grid"
        style={{ gridTemplateColumns: `4rem repeat(${grid.columns.length}, minmax(7.5rem, 1fr))` }}
      >
        <div className="sticky top-0 left-0 z-40 border-b border-line bg-card" />
        {grid.columns.map((column) => (
          <div
            key={column.date}
            className={cn(
              'sticky top-0 z-30 flex min-h-14 items-center border-b border-l border-line px-3 py-2 font-semibold',
              column.nowLine ? 'bg-tint text-primary' : 'bg-card text-ink',
            )}
          >
            {dayHeading(column.date)}
          </div>
        ))}
        <TimeColumn rows={grid.rows} />
        {grid.columns.map((column) => (
          <DayColumn key={column.date} column={column} agenda={agenda} rows={grid.rows.length} />
        ))}
      </div>
    </section>
  );
}
