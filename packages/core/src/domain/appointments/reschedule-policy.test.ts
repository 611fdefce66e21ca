import { describe, expect, it } from 'vitest';
import { getRescheduleRule } from './reschedule-policy.js';

const startsAt = new Date('2026-05-10T17:00:00Z'); // 14:00 in São Paulo
const base = {
  startsAt,
  freeWindowHours: 24,
  timeZone: 'America/Sao_Paulo',
} as const;

describe('getRescheduleRule', () => {
  it('lets an unconfirmed, unpaid booking move at any time before it starts', () => {
    const rule = getRescheduleRule({
      ...base,
      status: 'PENDING',
      paymentStatus: 'FAILED',
      now: new Date('2026-05-10T16:00:00Z'),
    });
    expect(rule).toEqual({ allowed: true, freeUntil: null });
  });

  it('lets a paid booking move until the free-cancellation deadline, inclusive', () => {
    const rule = getRescheduleRule({
      ...base,
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
      now: new Date('2026-05-09T17:00:00Z'),
    });
    expect(rule).toEqual({ allowed: true, freeUntil: new Date('2026-05-09T17:00:00Z') });
  });

  it('refuses a confirmed booking a minute past the deadline, saying until when it was free', () => {
    const rule = getRescheduleRule({
      ...base,
      status: 'CONFIRMED',
      paymentStatus: 'PENDING',
      now: new Date('2026-05-09T17:01:00Z'),
    });
    expect(rule).toEqual({
      allowed: false,
      reason:
        'A remarcação sem custo ia até 09/05/2026 às 14:00 (24 h antes do horário). ' +
        'Para mudar agora, fale com a barbearia.',
    });
  });

  it('treats a pending booking already paid as committed', () => {
    const rule = getRescheduleRule({
      ...base,
      status: 'PENDING',
      paymentStatus: 'COMPLETED',
      now: new Date('2026-05-10T10:00:00Z'),
    });
    expect(rule.allowed).toBe(false);
  });

  it('refuses ended or started bookings', () => {
    const ended = getRescheduleRule({
      ...base,
      status: 'CANCELLED',
      paymentStatus: 'CANCELLED',
      now: new Date('2026-05-01T10:00:00Z'),
    });
    expect(ended.allowed).toBe(false);
    const started = getRescheduleRule({
      ...base,
      status: 'PENDING',
      paymentStatus: 'PENDING',
      now: startsAt,
    });
    expect(started).toEqual({
      allowed: false,
      reason: 'Este horário já começou e não pode mais ser remarcado.',
    });
  });
});
