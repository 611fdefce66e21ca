import { appointmentSchema } from '@navalha/core/contracts/appointments';
import { serviceArraySchema } from '@navalha/core/contracts/catalog';
import { afterEach, describe, expect, it } from 'vitest';
import { appointmentIds, appointmentJson, barberId } from '../../test/appointment-fixtures';
import { serviceJson } from '../../test/booking-fixtures';
import { buildBookAgainDraft, startBookingAgain } from './book-again';
import { readBookingData } from './booking-draft';

const booked = appointmentSchema.parse(
  appointmentJson(appointmentIds.completed, { status: 'COMPLETED' }),
);
// The fixture's services are svc-1 (Corte, R$ 50) and svc-2 (Barba, R$ 35); the cut costs more now.
const catalog = serviceArraySchema.parse([
  serviceJson('svc-1', 'Corte de cabelo', 60, { durationMinutes: 40 }),
  serviceJson('svc-2', 'Barba completa', 35, { durationMinutes: 30 }),
  serviceJson('svc-3', 'Sobrancelha', 20),
]);

afterEach(() => localStorage.clear());

describe('buildBookAgainDraft', () => {
  it("keeps the services and the barber, at today's prices", () => {
    const draft = buildBookAgainDraft(booked, catalog);
    expect(draft?.selectedServices.map((service) => service.id)).toEqual(['svc-1', 'svc-2']);
    expect(draft?.selectedBarbers).toEqual([barberId]);
    expect(draft?.barbers).toEqual([{ id: barberId, name: 'Bruno Barbeiro', avatarUrl: null }]);
    expect(draft?.totalPrice).toBe(9500);
  });

  it('leaves out a service the shop stopped offering, and gives up when none is left', () => {
    const withoutCut = catalog.filter((service) => service.id !== 'svc-1');
    expect(buildBookAgainDraft(booked, withoutCut)?.selectedServices).toHaveLength(1);
    expect(buildBookAgainDraft(booked, [])).toBeNull();
  });
});

describe('startBookingAgain', () => {
  it('saves the draft the calendar reads', () => {
    expect(startBookingAgain(booked, catalog)).toBe(true);
    expect(readBookingData()?.selectedBarbers).toEqual([barberId]);
  });

  it('saves nothing when nothing can be booked again', () => {
    expect(startBookingAgain(booked, [])).toBe(false);
    expect(readBookingData()).toBeNull();
  });
});
