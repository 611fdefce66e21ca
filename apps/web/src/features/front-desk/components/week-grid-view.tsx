import type { WeekAgenda } from '@navalha/core/contracts/front-desk-agenda';
import { weekdayShortNames } from '@navalha/core/domain/format/calendar-names';
import {
  formatLocalDate,
  formatTime,
  getLocalDayOfWeek,
} from '@navalha/core/domain/format/date-time';
import { getBookingStatusWords } from '@navalha/core/domain/front-desk/booking-status-words';
import type { WeekGrid, WeekGridColumn } from '@navalha/core/domain/front-desk/week-grid';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/class-names';
import { blockStyles, shadeStyles } from './grid-styles';
import { bookingLabel, ROW_HEIGHT_PX } from './day-grid-view';

const rowLines: CSSProperties = {
  backgroundImage: 'linear-gradient(to bottom, var(--color-line) 1px, transparent 1px)',
  backgroundSize: `100% ${ROW_HEIGHT_PX}px`,
};

const px = (rows: number) => `${rows * ROW_HEIGHT_PX}px`;

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
      style={{ ...rowLines, height: px(rows) }}
      data-testid={`dia-${column.date}`}
    >
      {column.shaded.map((shade) => {
        const style = shadeStyles[shade.kind];
        const label =
          shade.kind === 'time-off' && timeOffReason ? `Folga: ${timeOffReason}` : style.label;
        return (
          <div
            key={`${shade.kind}-${shade.startMinute}`}
            className={cn('absolute inset-x-0 overflow-hidden px-2 py-1 text-sm', style.className)}
            style={{ top: px(shade.startRow), height: px(shade.rowSpan) }}
          >
            {shade.rowSpan >= 0.5 ? label : null}
          </div>
        );
      })}
      {column.blocks.map((block) => {
        const booking = bookings.get(block.bookingId);
        if (!booking) return null;
        const width = 100 / block.laneCount;
        const label = `${formatLocalDate(column.date)}: ${bookingLabel(booking, agenda.barber.name, agenda.timeZone)}`;
        return (
          <Link
            key={block.bookingId}
            to={`/admin/clients/${booking.client.id}`}
            aria-label={label}
            title={label}
            className={cn(
              'absolute z-10 flex flex-col overflow-hidden rounded-control border-l-4 px-2 py-1 text-left text-sm shadow-card',
              blockStyles[booking.status],
            )}
            style={{
              top: px(block.startRow),
              height: `max(${px(block.rowSpan)}, ${ROW_HEIGHT_PX}px)`,
              left: `calc(${block.lane * width}% + 2px)`,
              width: `calc(${width}% - 4px)`,
            }}
          >
            <span className="truncate font-semibold">{booking.client.name}</span>
            <span className="truncate tabular-nums">
              {formatTime(booking.startsAt, agenda.timeZone)} · {booking.services.join(' + ')}
            </span>
            <span className="truncate text-muted">{getBookingStatusWords(booking)}</span>
          </Link>
        );
      })}
      {column.nowLine ? (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 z-20 border-t-2 border-danger"
          style={{ top: px(column.nowLine.row) }}
        />
      ) : null}
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
        <div
          className="sticky left-0 z-30 bg-card text-sm text-muted tabular-nums"
          style={{ height: px(grid.rows.length) }}
        >
          {grid.rows.map((row, index) => (
            <div
              key={row.minute}
              className="absolute right-2 -translate-y-1/2 first:translate-y-0"
              style={{ top: px(index) }}
            >
              {row.time}
            </div>
          ))}
        </div>
        {grid.columns.map((column) => (
          <DayColumn key={column.date} column={column} agenda={agenda} rows={grid.rows.length} />
        ))}
      </div>
    </section>
  );
}
