import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildGoogleCalendarUrl,
  buildIcsCalendar,
  buildMapUrl,
  escapeIcsText,
  foldIcsLine,
  formatIcsUtc,
} from './calendar-event.js';
import type { CalendarEvent } from './calendar-event.js';

const event: CalendarEvent = {
  uid: '3f2a9c1e-7b4d-4e5f-8a6b-1c2d3e4f5a6b@navalha',
  // 09:00 to 10:00 in São Paulo (UTC−3).
  start: new Date('2026-11-27T12:00:00Z'),
  end: new Date('2026-11-27T13:00:00Z'),
  summary: 'Corte + barba na Barbearia Navalha',
  location: 'Rua das Flores, 123 - Centro, São Paulo; SP',
  description: 'Com Bruno Barbeiro. Código K7M3QX.',
};
const now = new Date('2026-11-26T15:04:05.678Z');
/** UTF-8 length: each percent-escape of encodeURIComponent is one octet. */
const octets = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, '.').length;

/** A link's address before '?' and its decoded query. */
function parseLink(link: string) {
  const [address = '', query = ''] = link.split('?');
  const params = new Map(
    query.split('&').map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [decodeURIComponent(key), decodeURIComponent(value)] as const;
    }),
  );
  return { address, params };
}

describe('buildIcsCalendar', () => {
  const ics = buildIcsCalendar(event, now);
  const lines = ics.split('\r\n');

  it('ends every line in CRLF, with no bare line feed', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('carries UID, DTSTAMP and the times in UTC', () => {
    expect(lines).toContain(`UID:${event.uid}`);
    expect(lines).toContain('DTSTAMP:20261126T150405Z');
    expect(lines).toContain('DTSTART:20261127T120000Z');
    expect(lines).toContain('DTEND:20261127T130000Z');
  });

  it("puts the shop's address in LOCATION, escaped", () => {
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('LOCATION:Rua das Flores\\, 123 - Centro\\, São Paulo\\; SP\r\n');
  });

  it('reminds the client 2 hours before', () => {
    const alarm = lines.slice(lines.indexOf('BEGIN:VALARM'), lines.indexOf('END:VALARM') + 1);
    expect(alarm).toContain('TRIGGER:-PT2H');
    expect(alarm).toContain('ACTION:DISPLAY');
  });

  it('nests one event in one calendar', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('marks a cancelled booking instead of dropping it', () => {
    expect(buildIcsCalendar({ ...event, cancelled: true }, now)).toContain('STATUS:CANCELLED');
    expect(ics).toContain('STATUS:CONFIRMED');
  });

  it('folds long lines at 75 octets', () => {
    const long = buildIcsCalendar({ ...event, description: 'Ção '.repeat(60) }, now);
    for (const line of long.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(long).toContain('\r\n ');
  });
});

describe('foldIcsLine', () => {
  it('leaves a short line alone', () => {
    expect(foldIcsLine('SUMMARY:Corte')).toBe('SUMMARY:Corte');
  });

  it('unfolds back to the same line, never splitting a character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const line = `DESCRIPTION:${escapeIcsText(text)}`;
        const folded = foldIcsLine(line);
        expect(folded.replace(/\r\n /g, '')).toBe(line);
        for (const part of folded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(75);
      }),
    );
  });
});

describe('formatIcsUtc', () => {
  it('drops separators and milliseconds', () => {
    expect(formatIcsUtc(new Date('2026-01-02T03:04:05.999Z'))).toBe('20260102T030405Z');
  });
});

describe('links', () => {
  it('opens Google Calendar with the event filled in', () => {
    const { address, params } = parseLink(buildGoogleCalendarUrl(event));
    expect(address).toBe('https://calendar.google.com/calendar/render');
    expect(params.get('action')).toBe('TEMPLATE');
    expect(params.get('dates')).toBe('20261127T120000Z/20261127T130000Z');
    expect(params.get('location')).toBe(event.location);
    expect(params.get('text')).toBe(event.summary);
  });

  it('searches the address on the map', () => {
    const { address, params } = parseLink(buildMapUrl('Rua das Flores, 123 - São Paulo'));
    expect(address).toBe('https://www.google.com/maps/search/');
    expect(params.get('query')).toBe('Rua das Flores, 123 - São Paulo');
  });
});
