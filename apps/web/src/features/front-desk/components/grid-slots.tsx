import type { AgendaStaff } from '@navalha/core/contracts/front-desk-agenda';
import { formatTime } from '@navalha/core/domain/format/date-time';
import type { DayGrid, DayGridColumn } from '@navalha/core/domain/front-desk/day-grid';
import X from 'lucide-react/icons/x';
import type { DragEvent } from 'react';
import { useDeskActions } from './desk-actions';

/** What a dragged booking carries. */
const BOOKING_TYPE = 'application/x-navalha-booking';

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * The reason of the time off a shade of `member`'s column stands for: the one starting there,
 * else (one begun the day before) the first with a reason.
 */
export function timeOffReasonAt(
  member: AgendaStaff,
  startMinute: number,
  timeZone: string,
): string | null {
  const starting = member.timeOff.find(
    (period) => minutesOf(formatTime(period.startsAt, timeZone)) === startMinute,
  );
  return (starting ?? member.timeOff.find((period) => period.reason))?.reason ?? null;
}

/** A booking block can be dragged to another barber or time (desktop). */
export function useBookingDrag(bookingId: string) {
  const actions = useDeskActions();
  if (!actions) return {};
  return {
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.setData(BOOKING_TYPE, bookingId);
      event.dataTransfer.effectAllowed = 'move';
    },
  };
}

/** A barber's column takes a dropped booking at the row under the pointer. */
export function useColumnDrop(staffId: string, grid: DayGrid, rowHeight: number) {
  const actions = useDeskActions();
  if (!actions) return {};
  return {
    onDragOver: (event: DragEvent) => {
      if (event.dataTransfer.types.includes(BOOKING_TYPE)) {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      }
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      const bookingId = event.dataTransfer.getData(BOOKING_TYPE);
      if (!bookingId) return;
      event.preventDefault();
      const top = event.currentTarget.getBoundingClientRect().top;
      const row = grid.rows[Math.floor((event.clientY - top) / rowHeight)];
      if (row) actions.moveTo(bookingId, staffId, row.time);
    },
  };
}

/**
 * The free times of a barber's column as buttons under the bookings: tapping one opens 'Novo
 * agendamento' (or 'Bloquear horário') for that barber and time. A time off the barber shows
 * a button that removes it.
 */
export function GridSlots({
  column,
  member,
  grid,
  timeZone,
  rowHeight,
}: {
  column: DayGridColumn;
  member: AgendaStaff;
  grid: DayGrid;
  timeZone: string;
  rowHeight: number;
}) {
  const actions = useDeskActions();
  if (!actions) return null;
  const step = grid.slotStepMinutes;
  const taken = [...column.blocks, ...column.shaded];
  const free = grid.rows
    .map((row, index) => ({ ...row, index }))
    .filter(
      (row) =>
        !taken.some(
          (range) => range.startMinute < row.minute + step && range.endMinute > row.minute,
        ),
    );
  const blocks = member.timeOff.flatMap((period) => {
    const minute = minutesOf(formatTime(period.startsAt, timeZone));
    const shade = column.shaded.find(
      (range) => range.kind === 'time-off' && range.startMinute === minute,
    );
    return shade ? [{ period, shade }] : [];
  });
  return (
    <>
      {free.map((row) => (
        <button
          key={row.minute}
          type="button"
          aria-label={`Novo agendamento às ${row.time} com ${member.name}`}
          onClick={() => actions.openSlot(member.id, row.time)}
          className="absolute inset-x-0 z-0 cursor-pointer hover:bg-tint focus-visible:bg-tint focus-visible:outline-2 focus-visible:outline-primary"
          style={{ top: `${row.index * rowHeight}px`, height: `${rowHeight}px` }}
        />
      ))}
      {blocks.map(({ period, shade }) => (
        <button
          key={period.id}
          type="button"
          aria-label={`Remover bloqueio${period.reason ? `: ${period.reason}` : ''}`}
          title="Remover bloqueio"
          onClick={() => actions.removeBlock(period.id)}
          className="absolute right-1 z-20 inline-flex size-11 items-center justify-center rounded-full text-status-pending hover:bg-card"
          style={{ top: `${shade.startRow * rowHeight}px` }}
        >
          <X aria-hidden className="size-5" />
        </button>
      ))}
    </>
  );
}
