import { z } from 'zod/mini';
import { isValidLocalDate } from '../domain/format/date-time.js';
import { TIME_OF_DAY_PATTERN } from '../domain/schedule/time-of-day.js';

export const calendarMessages = {
  invalidDate: 'Data inválida. Use o formato AAAA-MM-DD.',
  invalidTime: 'Horário inválido. Use o formato HH:MM (00:00–23:59).',
  invalidDateTime: 'Data e hora inválidas.',
} as const;

/**
 * A shop-local calendar date 'YYYY-MM-DD' that exists ('2026-02-30' and '2099-99-99' do not).
 * `missing` is the message when the value is absent.
 */
export function localDateSchema(missing: string = calendarMessages.invalidDate) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? missing : calendarMessages.invalidDate),
    })
    .check(z.refine(isValidLocalDate, calendarMessages.invalidDate));
}

/** A shop-local wall-clock time 'HH:MM', 00:00–23:59 (spec §5 "Working-hours helpers"). */
export function timeOfDaySchema(missing: string = calendarMessages.invalidTime) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? missing : calendarMessages.invalidTime),
    })
    .check(z.regex(TIME_OF_DAY_PATTERN, calendarMessages.invalidTime));
}

/**
 * An instant: ISO 8601 with a zone in JSON ('2026-05-04T12:00:00.000Z' or '…-03:00'), a Date in
 * code. A date-time without a zone is refused: it would mean a different instant on every
 * machine.
 */
export const isoDateTimeSchema = z.codec(
  z.iso.datetime({ offset: true, error: calendarMessages.invalidDateTime }),
  z.date(),
  { decode: (iso) => new Date(iso), encode: (date) => date.toISOString() },
);
