import { barbershopSettingsSchema } from '@navalha/core/contracts/barbershop';
import type { BarbershopSettings } from '@navalha/core/contracts/barbershop';
import { errorMessages } from '@navalha/core/contracts/errors';
import { platformMessages } from '@navalha/core/contracts/platform';
import { addDaysToLocalDate, shopLocalToUtc } from '@navalha/core/domain/format/date-time';
import type { BarberSchedule } from '@navalha/core/domain/schedule/multi-barber-slots';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { ScheduleRepository } from './schedule.repository.js';
import type { BusyRange, ScheduleStatics, ServiceSnapshot } from './schedule.repository.js';

export type { BusyRange, ScheduleStatics } from './schedule.repository.js';

/**
 * What bookings read of the schedule, fresh (never availability's cache): a new booking's
 * services, barbers, people and busy time in one statement; a barber's week, then their busy
 * time, for a new time.
 */
export type BookingScheduleReads = Pick<
  ScheduleRepository,
  'loadBookingStatics' | 'loadStatics' | 'loadBusy'
>;

export function bookingScheduleReadsOf(db: Db): BookingScheduleReads {
  return new ScheduleRepository(db);
}

/**
 * The instants a shop-local calendar day runs between, [00:00, next 00:00) on the shop's clock:
 * 2026-05-04 in São Paulo is [03:00Z, next day 03:00Z). Busy time is read for this span.
 */
export function shopDaySpan(date: string, timeZone: string): { from: Date; to: Date } {
  return {
    from: shopLocalToUtc(date, '00:00', timeZone),
    to: shopLocalToUtc(addDaysToLocalDate(date, 1), '00:00', timeZone),
  };
}

/** What a booking of these services with these barbers is about, once checked. */
export interface BookingScope {
  barbershopId: string;
  timeZone: string;
  settings: BarbershopSettings;
  /** In the order requested. */
  services: ServiceSnapshot[];
  /** The sum of the services' durations. */
  durationMinutes: number;
  /** The requested barbers who work at the services' shop and offer all of them, in order. */
  barberIds: string[];
}

/**
 * Checks the requested services and barbers against what the database holds: every service
 * active (else 404), all in one shop (else BARBERSHOP_UNKNOWN), every barber an active barber
 * (else 404), the shop not suspended by the operator (else 403 SHOP_SUSPENDED), and at least
 * one of them offering all the services at that shop (else SERVICE_NOT_OFFERED). Barbers who do
 * not offer them all are left out.
 */
export function resolveBookingScope(
  statics: ScheduleStatics,
  serviceIds: readonly string[],
  barberIds: readonly string[],
): BookingScope {
  const serviceById = new Map(statics.services.map((service) => [service.id, service]));
  const services = serviceIds.flatMap((id) => serviceById.get(id) ?? []);
  if (services.length !== serviceIds.length) throw notFound(errorMessages.serviceNotFound);
  const shopIds = new Set(services.map((service) => service.barbershopId));
  const [barbershopId] = shopIds;
  if (shopIds.size !== 1 || !barbershopId) {
    throw new AppError(400, 'BARBERSHOP_UNKNOWN', errorMessages.barbershopUnknown);
  }

  const barberById = new Map(statics.barbers.map((barber) => [barber.id, barber]));
  if (barberIds.some((id) => !barberById.has(id))) throw notFound(errorMessages.barberNotFound);
  if (statics.barbers.some((barber) => barber.barbershopId === barbershopId && barber.suspended)) {
    throw new AppError(403, 'SHOP_SUSPENDED', platformMessages.shopSuspended);
  }
  const eligible = barberIds.flatMap((id) => {
    const barber = barberById.get(id);
    return barber &&
      barber.barbershopId === barbershopId &&
      serviceIds.every((serviceId) => barber.serviceIds.includes(serviceId)) &&
      barber.timeZone &&
      barber.settings
      ? [{ id, timeZone: barber.timeZone, settings: barber.settings }]
      : [];
  });
  const [first] = eligible;
  if (!first) throw new AppError(400, 'SERVICE_NOT_OFFERED', errorMessages.serviceNotOffered);

  return {
    barbershopId,
    timeZone: first.timeZone,
    // Parsed: a shop saved before a setting existed gets its default.
    settings: barbershopSettingsSchema.parse(first.settings),
    services,
    durationMinutes: services.reduce((sum, service) => sum + service.durationMinutes, 0),
    barberIds: eligible.map((barber) => barber.id),
  };
}

/** Each barber's weekly hours and busy time, as core's availability engine takes them. */
export function toBarberSchedules(
  statics: ScheduleStatics,
  busy: readonly BusyRange[],
  barberIds: readonly string[],
): BarberSchedule[] {
  const barberById = new Map(statics.barbers.map((barber) => [barber.id, barber]));
  return barberIds.map((barberId) => ({
    barberId,
    workingHours: barberById.get(barberId)?.hours ?? [],
    busy: busy.filter((range) => range.barberId === barberId),
  }));
}
