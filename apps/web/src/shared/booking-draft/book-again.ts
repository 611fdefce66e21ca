import type { Appointment } from '@navalha/core/contracts/appointments';
import type { Service } from '@navalha/core/contracts/catalog';
import { getDraftTotalPrice, saveBookingData, toDraftService } from './booking-draft';
import type { BookingData } from './booking-draft';

/**
 * 'Agendar de novo' (issue 18 §4): the same services with the same barber, at today's prices
 * (the catalog's, not the old booking's snapshot, so the order is never refused as a price
 * change). Services the shop no longer offers are left out; none left means nothing to book.
 */
export function buildBookAgainDraft(
  appointment: Pick<Appointment, 'services' | 'barber'>,
  catalog: readonly Service[],
): BookingData | null {
  const byId = new Map(catalog.map((service) => [service.id, service]));
  const services = appointment.services.flatMap((booked) => {
    const current = byId.get(booked.id);
    return current ? [toDraftService(current)] : [];
  });
  if (services.length === 0) return null;
  const { barber } = appointment;
  return {
    selectedServices: services,
    selectedBarbers: [barber.id],
    barbers: [{ id: barber.id, name: barber.name, avatarUrl: barber.avatarUrl }],
    totalPrice: getDraftTotalPrice(services),
  };
}

/** Writes the draft /calendar starts from; false when there is nothing left to book. */
export function startBookingAgain(
  appointment: Pick<Appointment, 'services' | 'barber'>,
  catalog: readonly Service[],
): boolean {
  const draft = buildBookAgainDraft(appointment, catalog);
  return draft !== null && saveBookingData(draft);
}
