import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appointmentStatuses } from './appointment-status.js';
import type { AppointmentStatus } from './appointment-status.js';
import { appointmentEvents, getAllowedEvents, transition } from './appointment-transitions.js';
import type { AppointmentEvent } from './appointment-transitions.js';

const startsAt = new Date('2026-05-04T13:00:00Z');
const before = { now: new Date('2026-05-04T12:59:59Z'), startsAt };
const atStart = { now: startsAt, startsAt };

function statusAfter(
  status: AppointmentStatus,
  event: AppointmentEvent,
  reason = 'Barbeiro doente',
) {
  const result = transition(status, event, { ...atStart, reason });
  return result.ok ? result.status : result.reason;
}

describe('transition', () => {
  it('lets the barber confirm a pending appointment', () => {
    expect(statusAfter('PENDING', 'confirm')).toBe('CONFIRMED');
  });

  it('lets the barber reject a pending or confirmed appointment with a reason', () => {
    expect(statusAfter('PENDING', 'reject')).toBe('CANCELLED');
    expect(statusAfter('CONFIRMED', 'reject')).toBe('CANCELLED');
  });

  it('refuses a rejection without a reason', () => {
    expect(transition('PENDING', 'reject', atStart)).toEqual({
      ok: false,
      reason: 'REASON_REQUIRED',
      message: 'Informe o motivo da recusa.',
    });
    expect(statusAfter('CONFIRMED', 'reject', '   ')).toBe('REASON_REQUIRED');
  });

  it('completes a confirmed appointment once it has started', () => {
    expect(transition('CONFIRMED', 'complete', atStart)).toEqual({ ok: true, status: 'COMPLETED' });
    expect(transition('CONFIRMED', 'complete', before)).toMatchObject({
      ok: false,
      reason: 'NOT_STARTED',
    });
  });

  it('lets the client cancel while pending or confirmed', () => {
    expect(statusAfter('PENDING', 'cancel')).toBe('CANCELLED');
    expect(statusAfter('CONFIRMED', 'cancel')).toBe('CANCELLED');
    expect(statusAfter('COMPLETED', 'cancel')).toBe('INVALID_TRANSITION');
  });

  it('expires only a pending appointment', () => {
    expect(statusAfter('PENDING', 'expire')).toBe('EXPIRED');
    expect(statusAfter('CONFIRMED', 'expire')).toBe('INVALID_TRANSITION');
  });

  it('allows rescheduling while pending or confirmed, keeping the status', () => {
    expect(statusAfter('PENDING', 'reschedule')).toBe('PENDING');
    expect(statusAfter('CONFIRMED', 'reschedule')).toBe('CONFIRMED');
  });

  it('explains a refused transition in pt-BR', () => {
    expect(transition('CANCELLED', 'confirm', atStart)).toEqual({
      ok: false,
      reason: 'INVALID_TRANSITION',
      message: 'Não é possível confirmar um agendamento cancelado.',
    });
  });

  it('never leaves a final status', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<AppointmentStatus>('COMPLETED', 'CANCELLED', 'EXPIRED', 'NO_SHOW'),
        fc.constantFrom(...appointmentEvents),
        (status, event) => !transition(status, event, { ...atStart, reason: 'x' }).ok,
      ),
    );
  });

  it('agrees with getAllowedEvents when time and reason are satisfied', () => {
    for (const status of appointmentStatuses) {
      const succeeding = appointmentEvents.filter(
        (event) => transition(status, event, { ...atStart, reason: 'x' }).ok,
      );
      expect(succeeding).toEqual(getAllowedEvents(status));
    }
  });
});

describe('getAllowedEvents', () => {
  it('lists what each status allows', () => {
    expect(getAllowedEvents('PENDING')).toEqual([
      'confirm',
      'reject',
      'cancel',
      'expire',
      'reschedule',
      'arrive',
      'start',
      'no_show',
    ]);
    expect(getAllowedEvents('CONFIRMED')).toEqual([
      'reject',
      'complete',
      'cancel',
      'reschedule',
      'arrive',
      'start',
      'no_show',
    ]);
    expect(getAllowedEvents('COMPLETED')).toEqual([]);
    expect(getAllowedEvents('NO_SHOW')).toEqual([]);
  });
});

describe("the desk's events (issue 17 §2)", () => {
  const startsAt = new Date('2026-11-28T13:00:00Z');
  const before = { now: new Date('2026-11-28T12:59:00Z'), startsAt };
  const after = { now: new Date('2026-11-28T13:10:00Z'), startsAt };

  it("'Chegou' and start confirm a pending booking, at any time", () => {
    expect(transition('PENDING', 'arrive', before)).toEqual({ ok: true, status: 'CONFIRMED' });
    expect(transition('CONFIRMED', 'start', before)).toEqual({ ok: true, status: 'CONFIRMED' });
    expect(transition('COMPLETED', 'arrive', after).ok).toBe(false);
  });

  it("'Faltou' only once the start has passed", () => {
    expect(transition('CONFIRMED', 'no_show', before)).toEqual({
      ok: false,
      reason: 'NOT_STARTED',
      message: 'Só é possível marcar falta depois do horário de início do agendamento.',
    });
    expect(transition('CONFIRMED', 'no_show', after)).toEqual({ ok: true, status: 'NO_SHOW' });
    expect(transition('PENDING', 'no_show', { now: startsAt, startsAt }).ok).toBe(true);
    expect(transition('CANCELLED', 'no_show', after)).toMatchObject({
      ok: false,
      message: 'Não é possível marcar falta em um agendamento cancelado.',
    });
  });
});
