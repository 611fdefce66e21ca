import { formatDate } from '../format/date-time.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago a notification arrived, as the bell lists it: 'agora' (under a minute),
 * 'há 5 min', 'há 3 h', 'ontem' (24–48 h), else the date 'dd/mm/yyyy' in `timeZone`.
 */
export function formatNotificationAge(createdAt: Date, now: Date, timeZone: string): string {
  const elapsed = Math.max(0, now.getTime() - createdAt.getTime());
  if (elapsed < MINUTE_MS) return 'agora';
  if (elapsed < HOUR_MS) return `há ${Math.floor(elapsed / MINUTE_MS)} min`;
  if (elapsed < DAY_MS) return `há ${Math.floor(elapsed / HOUR_MS)} h`;
  if (elapsed < 2 * DAY_MS) return 'ontem';
  return formatDate(createdAt, timeZone);
}
