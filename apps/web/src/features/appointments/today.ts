import { localDateInZone } from '@navalha/core/domain/format/date-time';

/**
 * Today's date 'YYYY-MM-DD' on this device's clock. Appointments carry their shop-local date
 * but not the shop's zone; the client books shops near them, so their own calendar day is the
 * shop's one in practice.
 */
export function getToday(now: Date = new Date()): string {
  return localDateInZone(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
}
