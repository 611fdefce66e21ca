import { describe, expect, it } from 'vitest';
import { buildIcsFeed, buildVTimezone, calendarFeedSummary, firstNameOf } from './calendar-feed.js';
import type { CalendarFeedEvent } from './calendar-feed.js';

const booking: CalendarFeedEvent = {
  bookingId: '3f2a9c1e-7b4d-4e5f-8a6b-1c2d3e4f5a6b',
  // 09:00 to 10:00 in São Paulo (UTC−3).
  start: new Date('2026-11-27T12:00:00Z'),
  end: new Date('2026-11-27T13:00:00Z'),
  clientFirstName: 'João',
  services: ['Corte', 'Barba'],
  cancelled: false,
  updatedAt: new Date('2026-11-20T10:11:12.345Z'),
};
/** UTF-8 length: each percent-escape of encodeURIComponent is one octet. */
const octets = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, '.').length;
const feed = { name: 'Agenda de Bruno — Barbearia Navalha', timeZone: 'America/Sao_Paulo' };

describe('buildIcsFeed', () => {
  const ics = buildIcsFeed({ ...feed, events: [booking] });
  const lines = ics.split('\r\n');

  it('is a calendar of CRLF lines, none over 75 octets, ending in a line break', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('gives each booking a stable UID, DTSTAMP and its times in the shop zone with its VTIMEZONE', () => {
    expect(lines).toContain('UID:3f2a9c1e-7b4d-4e5f-8a6b-1c2d3e4f5a6b@navalha');
    expect(lines).toContain('DTSTAMP:20261120T101112Z');
    expect(lines).toContain('DTSTART;TZID=America/Sao_Paulo:20261127T090000');
    expect(lines).toContain('DTEND;TZID=America/Sao_Paulo:20261127T100000');
    expect(lines).toContain('TZID:America/Sao_Paulo');
    expect(lines).toContain('TZOFFSETTO:-0300');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('SUMMARY:Corte + Barba · João');
  });

  it('keeps a cancelled booking, marked cancelled and free', () => {
    const cancelled = buildIcsFeed({ ...feed, events: [{ ...booking, cancelled: true }] });
    expect(cancelled).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(cancelled).toContain('\r\nTRANSP:TRANSPARENT\r\n');
  });

  it('is the same text for the same bookings in any order (the ETag depends on it)', () => {
    const other = { ...booking, bookingId: 'b', start: new Date('2026-11-28T12:00:00Z') };
    const end = new Date('2026-11-28T13:00:00Z');
    expect(buildIcsFeed({ ...feed, events: [{ ...other, end }, booking] })).toBe(
      buildIcsFeed({ ...feed, events: [booking, { ...other, end }] }),
    );
  });

  it('folds long names between characters', () => {
    const long = buildIcsFeed({
      ...feed,
      events: [{ ...booking, services: Array(12).fill('Hidratação') as string[] }],
    });
    expect(long.replace(/\r\n /g, '')).toContain(
      `SUMMARY:${Array(12).fill('Hidratação').join(' + ')}`,
    );
  });
});

describe('buildVTimezone', () => {
  it('lists the daylight-saving transitions of a zone that has them', () => {
    const zone = buildVTimezone(
      'America/New_York',
      new Date('2026-01-01T00:00:00Z'),
      new Date('2026-12-31T00:00:00Z'),
    );
    expect(zone).toContain('BEGIN:DAYLIGHT');
    expect(zone).toContain('DTSTART:20260308T020000');
    expect(zone).toContain('TZOFFSETTO:-0400');
    expect(zone).toContain('DTSTART:20261101T020000');
  });
});

describe('the client in a feed', () => {
  it('is a first name only', () => {
    expect(firstNameOf('  Maria  da Silva ')).toBe('Maria');
    expect(calendarFeedSummary({ ...booking, services: [], barberName: 'Bruno' })).toBe(
      'Atendimento · João (com Bruno)',
    );
  });
});
