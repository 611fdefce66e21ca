import { getDashboardPeriods } from '@navalha/core/domain/admin/dashboard-periods';
import { localDateInZone } from '@navalha/core/domain/format/date-time';

/** Today on this device's clock, 'YYYY-MM-DD' (the shop's staff work where the shop is). */
export function localToday(now = new Date()): string {
  return localDateInZone(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** The calendar month around today: the appointment list's first filter. */
export function currentMonth(now = new Date()): { from: string; to: string } {
  return getDashboardPeriods(localToday(now)).month;
}
