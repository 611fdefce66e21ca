import { tzOffset, tzScan } from '@date-fns/tz';
import { escapeIcsText, foldIcsLine, formatIcsUtc } from './calendar-event.js';

/**
 * A subscribed calendar of bookings (issue 19 §4): a barber's, or the whole shop's for the
 * reception. RFC 5545 with RFC 7986's NAME and REFRESH-INTERVAL. Times are UTC (unambiguous in
 * every client); the shop's zone goes in a VTIMEZONE and X-WR-TIMEZONE so calendars show it.
 * Pure and deterministic: the same bookings give the same bytes (the feed's ETag relies on it).
 */
export interface CalendarFeedEvent {
  /** The booking's id: stable, so a calendar updates the same event on every poll. */
  bookingId: string;
  start: Date;
  end: Date;
  /** The client's first name only: a subscribed calendar leaves the app (no personal data). */
  clientFirstName: string;
  services: readonly string[];
  /** Set in the shop's feed, where several barbers' bookings meet. */
  barberName?: string;
  cancelled: boolean;
  /** When the booking last changed: its DTSTAMP and LAST-MODIFIED. */
  updatedAt: Date;
}

export interface CalendarFeed {
  name: string;
  timeZone: string;
  events: readonly CalendarFeedEvent[];
}

/** How often subscribers are asked to poll (Google ignores it; Apple honours it). */
export const CALENDAR_FEED_REFRESH = 'PT15M';

const MS_PER_MINUTE = 60_000;

/** An offset in minutes as RFC 5545's UTC-OFFSET: -180 → '-0300'. */
function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hours = String(Math.floor(abs / 60)).padStart(2, '0');
  return `${sign}${hours}${String(abs % 60).padStart(2, '0')}`;
}

/** A UTC instant as local time (no 'Z') at `offset` minutes from UTC. */
function formatLocal(instant: Date, offset: number): string {
  return formatIcsUtc(new Date(instant.getTime() + offset * MS_PER_MINUTE)).replace('Z', '');
}

/**
 * The zone's offsets over [from, to): one STANDARD (or DAYLIGHT, for the larger offset of a
 * span with two) per period, starting at its transition.
 */
export function buildVTimezone(timeZone: string, from: Date, to: Date): string[] {
  const initial = tzOffset(timeZone, from);
  const periods: { start: Date; from: number; to: number }[] = [
    { start: from, from: initial, to: initial },
  ];
  for (const change of tzScan(timeZone, { start: from, end: to })) {
    periods.push({ start: change.date, from: change.offset - change.change, to: change.offset });
  }
  const largest = Math.max(...periods.map((period) => period.to));
  const smallest = Math.min(...periods.map((period) => period.to));
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...periods.flatMap((period) => {
      const kind = largest !== smallest && period.to === largest ? 'DAYLIGHT' : 'STANDARD';
      return [
        `BEGIN:${kind}`,
        `DTSTART:${formatLocal(period.start, period.from)}`,
        `TZOFFSETFROM:${formatUtcOffset(period.from)}`,
        `TZOFFSETTO:${formatUtcOffset(period.to)}`,
        `END:${kind}`,
      ];
    }),
    'END:VTIMEZONE',
  ];
}

/** 'Corte + Barba · João', with ' (com Bruno)' in the shop's feed. */
export function calendarFeedSummary(event: CalendarFeedEvent): string {
  const services = event.services.join(' + ') || 'Atendimento';
  const barber = event.barberName ? ` (com ${event.barberName})` : '';
  return `${services} · ${event.clientFirstName}${barber}`;
}

/** The first word of a name: all a subscribed calendar may carry about the client. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

function eventLines(event: CalendarFeedEvent, timeZone: string): string[] {
  const startOffset = tzOffset(timeZone, event.start);
  const endOffset = tzOffset(timeZone, event.end);
  return [
    'BEGIN:VEVENT',
    `UID:${event.bookingId}@navalha`,
    `DTSTAMP:${formatIcsUtc(event.updatedAt)}`,
    `LAST-MODIFIED:${formatIcsUtc(event.updatedAt)}`,
    `DTSTART;TZID=${timeZone}:${formatLocal(event.start, startOffset)}`,
    `DTEND;TZID=${timeZone}:${formatLocal(event.end, endOffset)}`,
    `SUMMARY:${escapeIcsText(calendarFeedSummary(event))}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    // A cancelled booking no longer blocks the subscriber's time.
    `TRANSP:${event.cancelled ? 'TRANSPARENT' : 'OPAQUE'}`,
    'END:VEVENT',
  ];
}

/**
 * The feed as text/calendar: CRLF lines folded at 75 octets, bookings in start order, each with
 * DTSTART/DTEND in the shop's zone (TZID and its VTIMEZONE over the bookings' span).
 */
export function buildIcsFeed(feed: CalendarFeed): string {
  const events = [...feed.events].sort(
    (a, b) => a.start.getTime() - b.start.getTime() || a.bookingId.localeCompare(b.bookingId),
  );
  const first = events[0]?.start ?? new Date(0);
  const last = events.at(-1)?.end ?? new Date(0);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Navalha//Agenda//PT-BR',
    'CALSCALE:GREGORIAN',
    `NAME:${escapeIcsText(feed.name)}`,
    `X-WR-CALNAME:${escapeIcsText(feed.name)}`,
    `X-WR-TIMEZONE:${feed.timeZone}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${CALENDAR_FEED_REFRESH}`,
    `X-PUBLISHED-TTL:${CALENDAR_FEED_REFRESH}`,
    ...buildVTimezone(feed.timeZone, new Date(first.getTime() - 86_400_000), last),
    ...events.flatMap((event) => eventLines(event, feed.timeZone)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
