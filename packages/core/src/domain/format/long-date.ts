import { monthNames, weekdayNames, weekdayShortNames } from './calendar-names.js';
import { getLocalDayOfWeek, isValidLocalDate } from './date-time.js';

function parts(date: string) {
  if (!isValidLocalDate(date)) throw new RangeError(`Not a calendar date 'YYYY-MM-DD': ${date}`);
  const month = monthNames[Number(date.slice(5, 7)) - 1] ?? '';
  return {
    day: Number(date.slice(8, 10)),
    month: month.toLocaleLowerCase('pt-BR'),
    year: date.slice(0, 4),
    dayOfWeek: getLocalDayOfWeek(date),
  };
}

/**
 * A 'YYYY-MM-DD' date in words, as a summary or a screen reader says it:
 * '2026-11-23' → 'Segunda-feira, 23 de novembro de 2026'; without the year when `withYear` is
 * false. Throws a RangeError on an invalid date.
 */
export function formatLocalDateLong(date: string, { withYear = true } = {}): string {
  const { day, month, year, dayOfWeek } = parts(date);
  const text = `${weekdayNames[dayOfWeek]}, ${day} de ${month}`;
  return withYear ? `${text} de ${year}` : text;
}

/** The short form a summary line shows: '2026-11-23' → 'Seg, 23/11'. */
export function formatLocalDateShort(date: string): string {
  const { dayOfWeek } = parts(date);
  return `${weekdayShortNames[dayOfWeek]}, ${date.slice(8, 10)}/${date.slice(5, 7)}`;
}
