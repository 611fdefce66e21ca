import type { AppointmentStatus } from '@navalha/core/domain/appointments/appointment-status';
import type { ShadeKind } from '@navalha/core/domain/front-desk/day-grid';
import type { CSSProperties, ReactNode } from 'react';
import { cn } from '../../../lib/class-names';
import { blockStyles, shadeStyles } from './grid-styles';

/** The pieces the day and the week grids both draw, on the same rows. */

/** Height of one slot-step row: a one-row block is still a 44 px target. */
export const ROW_HEIGHT_PX = 44;

/** `rows` rows in pixels, for a top or a height. */
export const px = (rows: number) => `${rows * ROW_HEIGHT_PX}px`;

/** A column's background: a line at the top of every row. */
export function columnStyle(rows: number): CSSProperties {
  return {
    backgroundImage: 'linear-gradient(to bottom, var(--color-line) 1px, transparent 1px)',
    backgroundSize: `100% ${ROW_HEIGHT_PX}px`,
    height: px(rows),
  };
}

/** A stretch nobody can book, shaded, with its words ('Folga: …' given the reason). */
export function ShadeCell({
  shade,
  reason,
}: {
  shade: { kind: ShadeKind; startRow: number; rowSpan: number };
  reason: string | null | undefined;
}) {
  const style = shadeStyles[shade.kind];
  const label = shade.kind === 'time-off' && reason ? `Folga: ${reason}` : style.label;
  return (
    <div
      className={cn('absolute inset-x-0 overflow-hidden px-2 py-1 text-sm', style.className)}
      style={{ top: px(shade.startRow), height: px(shade.rowSpan) }}
    >
      {shade.rowSpan >= 0.5 ? label : null}
    </div>
  );
}

/** Where a booking's block sits: its rows, and its lane when bookings overlap. */
export function blockPlacement(block: {
  startRow: number;
  rowSpan: number;
  lane: number;
  laneCount: number;
}): CSSProperties {
  const width = 100 / block.laneCount;
  return {
    top: px(block.startRow),
    height: `max(${px(block.rowSpan)}, ${ROW_HEIGHT_PX}px)`,
    left: `calc(${block.lane * width}% + 2px)`,
    width: `calc(${width}% - 4px)`,
  };
}

/** A booking block's box, coloured by its status. */
export const blockClassName = (status: AppointmentStatus) =>
  cn(
    'absolute z-10 flex flex-col overflow-hidden rounded-control border-l-4 px-2 py-1 text-left text-sm shadow-card',
    blockStyles[status],
  );

/** The current-time line across a column. */
export function NowLine({ row }: { row: number }) {
  return (
    <div
      aria-hidden
      className="pointer-events-none absolute inset-x-0 z-20 border-t-2 border-danger"
      style={{ top: px(row) }}
    />
  );
}

/** The sticky time column: each row's time, and whatever marks the present (`children`). */
export function TimeColumn({
  rows,
  children,
}: {
  rows: readonly { minute: number; time: string }[];
  children?: ReactNode;
}) {
  return (
    <div
      className="sticky left-0 z-30 bg-card text-sm text-muted tabular-nums"
      style={{ height: px(rows.length) }}
    >
      {rows.map((row, index) => (
        <div
          key={row.minute}
          className="absolute right-2 -translate-y-1/2 first:translate-y-0"
          style={{ top: px(index) }}
        >
          {row.time}
        </div>
      ))}
      {children}
    </div>
  );
}
