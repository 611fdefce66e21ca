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

  it('allows rescheduling only while pending', () => {
    expect(statusAfter('PENDING', 'reschedule')).toBe('PENDING');
    expect(statusAfter('CONFIRMED', 'reschedule')).toBe('INVALID_TRANSITION');
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
        fc.constantFrom<AppointmentStatus>('COMPLETED', 'CANCELLED', 'EXPIRED'),
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
    ]);
    expect(getAllowedEvents('CONFIRMED')).toEqual(['reject', 'complete', 'cancel']);
    expect(getAllowedEvents('COMPLETED')).toEqual([]);
  });
});
