/**
 * A booking as an event for the client's own calendar (issue 18 §4): an iCalendar file
 * (RFC 5545), a Google Calendar link and a map link. Pure: `now` (for DTSTAMP) is an argument.
 */
export interface CalendarEvent {
  /** Stable across downloads, so importing twice updates the same event. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  /** The shop's address. */
  location: string;
  description: string;
  cancelled?: boolean;
}

/** How long before the booking the calendar reminds the client. */
export const CALENDAR_ALARM_MINUTES_BEFORE = 120;

/** RFC 5545 §3.3.5 UTC form: 2026-11-27T12:00:00.000Z → '20261127T120000Z'. */
export function formatIcsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 §3.3.11 TEXT: backslash, ';' and ',' escaped, line breaks as '\n'. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const MAX_LINE_OCTETS = 75;

/** A character's length in UTF-8 (core runs without DOM or Node types, so no TextEncoder). */
function utf8Octets(char: string): number {
  const codePoint = char.codePointAt(0) ?? 0;
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/** `key=value&…`, each part percent-encoded. */
function queryString(params: Readonly<Record<string, string>>): string {
  return Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is split, each continuation starting
 * with one space (which counts towards its 75). Splits fall between characters, never inside
 * one's UTF-8 bytes, so 'ç' or 'ã' survive.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char);
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The event as a .ics file: one VEVENT in UTC with a display alarm 2 h before; CRLF lines. */
export function buildIcsCalendar(event: CalendarEvent, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Navalha//Agendamentos//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatIcsUtc(now)}`,
    `DTSTART:${formatIcsUtc(event.start)}`,
    `DTEND:${formatIcsUtc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeIcsText(event.summary)}`,
    `TRIGGER:-PT${CALENDAR_ALARM_MINUTES_BEFORE / 60}H`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** Google Calendar's "add event" page with the event filled in (times in UTC). */
export function buildGoogleCalendarUrl(event: CalendarEvent): string {
  const params = queryString({
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${formatIcsUtc(event.start)}/${formatIcsUtc(event.end)}`,
    details: event.description,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** A map search for the address: opens the maps app on phones, Google Maps elsewhere. */
export function buildMapUrl(address: string): string {
  return `https://www.google.com/maps/search/?${queryString({ api: '1', query: address })}`;
}
