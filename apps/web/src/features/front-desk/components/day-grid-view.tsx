import type { Agenda, AgendaBooking, AgendaStaff } from '@navalha/core/contracts/front-desk-agenda';
import { formatTime } from '@navalha/core/domain/format/date-time';
import { getBookingStatusWords } from '@navalha/core/domain/front-desk/booking-status-words';
import type { DayGrid, DayGridColumn } from '@navalha/core/domain/front-desk/day-grid';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { cn } from '../../../lib/class-names';
import {
  blockClassName,
  blockPlacement,
  columnStyle,
  NowLine,
  px,
  ROW_HEIGHT_PX,
  ShadeCell,
  TimeColumn,
} from './grid-cells';
import { GridSlots, timeOffReasonAt, useBookingDrag, useColumnDrop } from './grid-slots';

/** What a block says to a screen reader: client, time, barber and status in words. */
export function bookingLabel(booking: AgendaBooking, barberName: string, timeZone: string) {
  const start = formatTime(booking.startsAt, timeZone);
  const end = formatTime(booking.endsAt, timeZone);
  return `${booking.client.name}, ${start} às ${end}, com ${barberName}, ${getBookingStatusWords(booking)}`;
}

/**
 * A booking's block, draggable where the desk acts on the grid: a button opening the booking's
 * panel where the screen offers one, else a link to the client.
 */
function BookingButton({ bookingId, ...props }: ComponentProps<'button'> & { bookingId: string }) {
  return <button type="button" {...props} {...useBookingDrag(bookingId)} />;
}

function BookingLink({ bookingId, ...props }: ComponentProps<typeof Link> & { bookingId: string }) {
  return <Link {...props} {...useBookingDrag(bookingId)} />;
}

interface ColumnProps {
  column: DayGridColumn;
  member: AgendaStaff;
  bookings: ReadonlyMap<string, AgendaBooking>;
  grid: DayGrid;
  timeZone: string;
  onSelectBooking: ((bookingId: string) => void) | undefined;
}

function StaffColumn({ column, member, bookings, grid, timeZone, onSelectBooking }: ColumnProps) {
  const drop = useColumnDrop(member.id, grid, ROW_HEIGHT_PX);
  return (
    <div
      className="relative border-l border-line"
      style={columnStyle(grid.rows.length)}
      data-testid={`coluna-${member.id}`}
      {...drop}
    >
      <GridSlots
        column={column}
        member={member}
        grid={grid}
        timeZone={timeZone}
        rowHeight={ROW_HEIGHT_PX}
      />
      {column.shaded.map((shade) => (
        <ShadeCell
          key={`${shade.kind}-${shade.startMinute}`}
          shade={shade}
          reason={
            shade.kind === 'time-off' ? timeOffReasonAt(member, shade.startMinute, timeZone) : null
          }
        />
      ))}
      {column.blocks.map((block) => {
        const booking = bookings.get(block.bookingId);
        if (!booking) return null;
        const label = bookingLabel(booking, member.name, timeZone);
        const shared = {
          'aria-label': label,
          title: label,
          className: cn(
            blockClassName(booking.status),
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary',
          ),
          style: blockPlacement(block),
        };
        const content = (
          <>
            <span className="truncate font-semibold">{booking.client.name}</span>
            <span className="truncate tabular-nums">
              {formatTime(booking.startsAt, timeZone)}–{formatTime(booking.endsAt, timeZone)} ·{' '}
              {booking.services.join(' + ')}
            </span>
            <span className="truncate text-muted">{getBookingStatusWords(booking)}</span>
          </>
        );
        // Tapping a block opens the booking's panel (issue 17 §2) where the screen offers it.
        return onSelectBooking ? (
          <BookingButton
            key={block.bookingId}
            bookingId={block.bookingId}
            onClick={() => onSelectBooking(booking.id)}
            {...shared}
          >
            {content}
          </BookingButton>
        ) : (
          <BookingLink
            key={block.bookingId}
            bookingId={block.bookingId}
            to={`/admin/clients/${booking.client.id}`}
            {...shared}
          >
            {content}
          </BookingLink>
        );
      })}
      {grid.nowLine ? <NowLine row={grid.nowLine.row} /> : null}
    </div>
  );
}

export interface DayGridViewProps {
  agenda: Agenda;
  grid: DayGrid;
  /** The staff to show, in order; every column of `grid` when omitted. */
  staffIds?: readonly string[];
  className?: string;
  /** Opens a booking's panel; without it a block links to the client. */
  onSelectBooking?: (bookingId: string) => void;
}

/**
 * The day as a grid: a sticky header with each barber, a sticky time column, the shaded
 * stretches, one block per booking (a link to the client, labelled with client, time, barber
 * and status) and the current-time line.
 */
export function DayGridView({
  agenda,
  grid,
  staffIds,
  className,
  onSelectBooking,
}: DayGridViewProps) {
  const staffById = new Map(agenda.staff.map((member) => [member.id, member]));
  const bookings = new Map(agenda.bookings.map((booking) => [booking.id, booking]));
  const shown = staffIds ?? grid.columns.map((column) => column.staffId);
  const columns = grid.columns.filter((column) => shown.includes(column.staffId));
  const nowTime = grid.nowLine
    ? `${String(Math.floor(grid.nowLine.minute / 60)).padStart(2, '0')}:${String(
        grid.nowLine.minute % 60,
      ).padStart(2, '0')}`
    : null;

  return (
    <section
      aria-label="Grade do dia"
      // It scrolls inside itself, so the header row and the time column stay in view, and a
      // scrolling region must be reachable from the keyboard (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take keyboard focus (axe: scrollable-region-focusable)
      tabIndex={0}
      className={cn(
        'max-h-[calc(100dvh-var(--spacing-header)-var(--spacing-tab-bar)-9rem)] overflow-auto lg:max-h-[calc(100dvh-var(--spacing-header)-9rem)] rounded-card border border-line bg-card shadow-card',
        className,
      )}
    >
      <div
        className="grid"
        style={{
          gridTemplateColumns: `4rem repeat(${columns.length}, minmax(${staffIds ? '0' : '11rem'}, 1fr))`,
        }}
      >
        <div className="sticky top-0 left-0 z-40 border-b border-line bg-card" />
        {columns.map((column) => {
          const member = staffById.get(column.staffId);
          return (
            <div
              key={column.staffId}
              className="sticky top-0 z-30 flex min-h-14 items-center gap-2 border-b border-l border-line bg-card px-3 py-2"
            >
              <Avatar name={member?.name} avatarUrl={member?.avatarUrl} size={32} />
              <span className="truncate font-semibold text-ink">{member?.name}</span>
            </div>
          );
        })}

        <TimeColumn rows={grid.rows}>
          {nowTime ? (
            <div
              className="absolute right-1 z-10 -translate-y-1/2 rounded-full bg-danger px-1.5 text-sm font-semibold text-white"
              style={{ top: px(grid.nowLine?.row ?? 0) }}
            >
              <span className="sr-only">Agora: </span>
              {nowTime}
            </div>
          ) : null}
        </TimeColumn>
        {columns.map((column) => {
          const member = staffById.get(column.staffId);
          return member ? (
            <StaffColumn
              key={column.staffId}
              column={column}
              member={member}
              bookings={bookings}
              grid={grid}
              timeZone={agenda.timeZone}
              onSelectBooking={onSelectBooking}
            />
          ) : null;
        })}
      </div>
    </section>
  );
}
