import { describe, expect, it } from 'vitest';
import { canClientCancel, getCancellationTerms } from './cancellation-policy.js';

const startsAt = new Date('2026-05-10T17:00:00Z'); // 14:00 in São Paulo
const at = (iso: string) => new Date(iso);

describe('getCancellationTerms', () => {
  it('is free exactly 24 h before the start', () => {
    expect(
      getCancellationTerms({ startsAt, now: at('2026-05-09T17:00:00Z'), amountCents: 4500 }),
    ).toEqual({
      canCancelFree: true,
      cancellationFee: 0,
      freeUntil: at('2026-05-09T17:00:00Z'),
    });
  });

  it('charges 50% one millisecond inside the 24 h window', () => {
    const terms = getCancellationTerms({
      startsAt,
      now: at('2026-05-09T17:00:00.001Z'),
      amountCents: 4500,
    });
    expect(terms).toMatchObject({ canCancelFree: false, cancellationFee: 2250 });
  });

  it('is free days ahead and charges on the day', () => {
    expect(
      getCancellationTerms({ startsAt, now: at('2026-05-01T12:00:00Z'), amountCents: 4500 })
        .canCancelFree,
    ).toBe(true);
    expect(
      getCancellationTerms({ startsAt, now: at('2026-05-10T16:00:00Z'), amountCents: 4500 })
        .cancellationFee,
    ).toBe(2250);
  });

  it('rounds the fee half-up to the centavo', () => {
    const terms = getCancellationTerms({ startsAt, now: startsAt, amountCents: 4501 });
    expect(terms.cancellationFee).toBe(2251); // 2250.5
  });

  it("applies the shop's own window and percentage", () => {
    const terms = (now: string) =>
      getCancellationTerms({
        startsAt,
        now: at(now),
        amountCents: 10_000,
        freeWindowHours: 2,
        feePercent: 30,
      });
    expect(terms('2026-05-10T15:00:00Z')).toMatchObject({
      canCancelFree: true,
      cancellationFee: 0,
    });
    expect(terms('2026-05-10T15:30:00Z')).toMatchObject({
      canCancelFree: false,
      cancellationFee: 3000,
    });
  });

  it('rejects a negative window or amount and a percentage above 100', () => {
    expect(() =>
      getCancellationTerms({ startsAt, now: startsAt, amountCents: 1, freeWindowHours: -1 }),
    ).toThrow(RangeError);
    expect(() => getCancellationTerms({ startsAt, now: startsAt, amountCents: -1 })).toThrow(
      RangeError,
    );
    expect(() =>
      getCancellationTerms({ startsAt, now: startsAt, amountCents: 1, feePercent: 150 }),
    ).toThrow(RangeError);
  });
});

describe('canClientCancel', () => {
  it('lets a client cancel an active booking until the minute it starts, not after', () => {
    const booking = { status: 'CONFIRMED', startsAt };
    expect(canClientCancel(booking, at('2026-05-10T16:59:59Z'))).toBe(true);
    expect(canClientCancel(booking, startsAt)).toBe(false);
    expect(canClientCancel(booking, at('2026-05-10T18:00:00Z'))).toBe(false);
    expect(canClientCancel({ status: 'PENDING', startsAt }, at('2026-05-09T12:00:00Z'))).toBe(true);
  });

  it('never offers it for a booking that has ended', () => {
    for (const status of ['CANCELLED', 'COMPLETED', 'EXPIRED']) {
      expect(canClientCancel({ status, startsAt }, at('2026-05-01T12:00:00Z')), status).toBe(false);
    }
  });
});
