/**
 * How long an ended session's access record (its IP, device and time) is kept: the Marco Civil
 * da Internet (Lei nº 12.965/2014, art. 15) obliges an application to keep them 6 months.
 */
export const ACCESS_RECORD_RETENTION_MONTHS = 6;

/**
 * The instant before which a session must have ended for its access record to be deleted: the
 * same UTC time 6 calendar months before `now`, on that month's last day when it is shorter, so
 * a record is never kept less than 6 months (31/08/2026 12:00 → 28/02/2026 12:00; plain month
 * arithmetic would roll over to 03/03 and delete records 3 days early).
 */
export function getAccessRecordCutoff(now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - ACCESS_RECORD_RETENTION_MONTHS;
  const lastDayOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDayOfMonth),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}
