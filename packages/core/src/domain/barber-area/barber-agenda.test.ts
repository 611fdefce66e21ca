import { describe, expect, it } from 'vitest';
import type { AppointmentStatus } from '../appointments/appointment-status.js';
import { shopLocalToUtc } from '../format/date-time.js';
import type { AgendaEntry } from './barber-agenda.js';
import { getBarberActions, groupBarberOverview, sortAgendaDay } from './barber-agenda.js';

const zone = 'America/Sao_Paulo';

function entry(
  id: string,
  date: string,
  time: string,
  status: AppointmentStatus,
  minutes = 30,
): AgendaEntry {
  const scheduledTo = shopLocalToUtc(date, time, zone);
  return {
    id,
    status,
    scheduledDate: date,
    scheduledTo,
    endsAt: new Date(scheduledTo.getTime() + minutes * 60_000),
  };
}

const ids = (entries: readonly AgendaEntry[]) => entries.map((item) => item.id);

describe('sortAgendaDay', () => {
  it('puts pending requests first, then the rest by start time', () => {
    const day = [
      entry('c', '2026-05-06', '16:00', 'CONFIRMED'),
      entry('p2', '2026-05-06', '17:00', 'PENDING'),
      entry('d', '2026-05-06', '09:00', 'COMPLETED'),
      entry('p1', '2026-05-06', '11:00', 'PENDING'),
      entry('x', '2026-05-06', '10:00', 'CANCELLED'),
    ];
    expect(ids(sortAgendaDay(day))).toEqual(['p1', 'p2', 'd', 'x', 'c']);
    expect(ids(day)).toEqual(['c', 'p2', 'd', 'p1', 'x']);
  });

  it('orders equal times by id, so refetches never reshuffle', () => {
    const day = [
      entry('b', '2026-05-06', '10:00', 'CONFIRMED'),
      entry('a', '2026-05-06', '10:00', 'CANCELLED'),
    ];
    expect(ids(sortAgendaDay(day))).toEqual(['a', 'b']);
  });
});

describe('groupBarberOverview', () => {
  const now = shopLocalToUtc('2026-05-06', '15:00', zone);
  const today = '2026-05-06';

  it('splits requests, overdue and today, each once', () => {
    const later = entry('later', '2026-05-20', '10:00', 'PENDING');
    const soon = entry('soon', '2026-05-06', '16:00', 'PENDING');
    const overdue = entry('overdue', '2026-05-05', '10:00', 'CONFIRMED');
    const done = entry('done', '2026-05-06', '09:00', 'COMPLETED');
    const next = entry('next', '2026-05-06', '16:30', 'CONFIRMED');
    const stale = entry('stale', '2026-05-06', '11:00', 'PENDING');
    const groups = groupBarberOverview([later, next, overdue, done, soon, stale, soon], {
      now,
      today,
    });
    expect(ids(groups.pending)).toEqual(['soon', 'later']);
    expect(ids(groups.overdue)).toEqual(['overdue']);
    expect(ids(groups.today)).toEqual(['done', 'stale', 'next']);
  });

  it('keeps a pending request in progress among the requests', () => {
    const started = entry('started', '2026-05-06', '14:45', 'PENDING', 30);
    expect(ids(groupBarberOverview([started], { now, today }).pending)).toEqual(['started']);
  });

  it("leaves yesterday's completed and cancelled appointments out", () => {
    const groups = groupBarberOverview(
      [
        entry('a', '2026-05-05', '10:00', 'COMPLETED'),
        entry('b', '2026-05-05', '11:00', 'CANCELLED'),
      ],
      { now, today },
    );
    expect(groups).toEqual({ pending: [], overdue: [], today: [] });
  });
});

describe('getBarberActions', () => {
  const now = shopLocalToUtc('2026-05-06', '15:00', zone);

  it('confirms or rejects a pending request', () => {
    expect(getBarberActions(entry('a', '2026-05-07', '10:00', 'PENDING'), now)).toEqual([
      'confirm',
      'reject',
    ]);
  });

  it('completes a confirmed appointment only once it has started', () => {
    expect(getBarberActions(entry('a', '2026-05-06', '16:00', 'CONFIRMED'), now)).toEqual([
      'reject',
    ]);
    expect(getBarberActions(entry('a', '2026-05-06', '15:00', 'CONFIRMED'), now)).toEqual([
      'complete',
      'reject',
    ]);
  });

  it('offers nothing once it is over', () => {
    for (const status of ['COMPLETED', 'CANCELLED', 'EXPIRED'] as const) {
      expect(getBarberActions(entry('a', '2026-05-06', '10:00', status), now)).toEqual([]);
    }
  });
});
