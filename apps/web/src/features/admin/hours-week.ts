import { scheduleMessages } from '@navalha/core/contracts/schedule';
import { parseTimeOfDay } from '@navalha/core/domain/schedule/time-of-day';

/** One period of a day in the editor, times 'HH:MM' as the inputs hold them. */
export interface EditorPeriod {
  startTime: string;
  endTime: string;
}

/** The week in the editor: index 0 is Sunday, as the API counts. */
export type EditorWeek = EditorPeriod[][];

/** A saved period: the API's working-hours row. */
export interface WeekPeriod extends EditorPeriod {
  dayOfWeek: number;
}

const minutes = (time: string) => parseTimeOfDay(time);

/** The API's rows as seven days, each day's periods in time order. */
export function toEditorWeek(rows: readonly WeekPeriod[]): EditorWeek {
  const week: EditorWeek = Array.from({ length: 7 }, () => []);
  for (const row of rows)
    week[row.dayOfWeek]?.push({ startTime: row.startTime, endTime: row.endTime });
  return week.map((day) =>
    [...day].sort((a, b) => (minutes(a.startTime) ?? 0) - (minutes(b.startTime) ?? 0)),
  );
}

/** The editor's week as the rows the API replaces the week with. */
export function fromEditorWeek(week: EditorWeek): WeekPeriod[] {
  return week.flatMap((day, dayOfWeek) => day.map((period) => ({ dayOfWeek, ...period })));
}

/**
 * What is wrong with each day, or null: a time missing or out of range, a period ending
 * before it starts, two periods of a day overlapping (core's messages, as the server says).
 */
export function findWeekErrors(week: EditorWeek): (string | null)[] {
  return week.map((day) => {
    for (const period of day) {
      const start = minutes(period.startTime);
      const end = minutes(period.endTime);
      if (start === null || end === null) return 'Horário inválido. Use o formato HH:MM.';
      if (start >= end) return scheduleMessages.startBeforeEnd;
    }
    const sorted = [...day].sort(
      (a, b) => (minutes(a.startTime) ?? 0) - (minutes(b.startTime) ?? 0),
    );
    for (let i = 1; i < sorted.length; i += 1) {
      if (
        (minutes(sorted[i]?.startTime ?? '') ?? 0) < (minutes(sorted[i - 1]?.endTime ?? '') ?? 0)
      ) {
        return scheduleMessages.overlap;
      }
    }
    return null;
  });
}

/**
 * A day's next period, for 'Adicionar intervalo': an hour after the last one ends, lasting
 * what is left up to 19:00 (at least an hour); 09:00–18:00 on an empty day.
 */
export function nextPeriod(day: readonly EditorPeriod[]): EditorPeriod {
  const last = day.at(-1);
  if (!last) return { startTime: '09:00', endTime: '18:00' };
  const start = Math.min((minutes(last.endTime) ?? 0) + 60, 22 * 60);
  const end = Math.min(Math.max(start + 60, 19 * 60), 23 * 60 + 59);
  const hhmm = (value: number) =>
    `${String(Math.floor(value / 60)).padStart(2, '0')}:${String(value % 60).padStart(2, '0')}`;
  return { startTime: hhmm(start), endTime: hhmm(end) };
}

/** A day's periods copied onto other days (Monday onto Tuesday to Saturday). */
export function copyDay(week: EditorWeek, from: number, to: readonly number[]): EditorWeek {
  return week.map((day, index) =>
    to.includes(index) ? (week[from] ?? []).map((period) => ({ ...period })) : day,
  );
}
