import type { Appointment } from '@navalha/core/contracts/appointments';
import { serviceIconKeys } from '@navalha/core/contracts/catalog';
import type { ServiceIconKey } from '@navalha/core/domain/catalog/service-icon';
import { getServiceIconKey } from '@navalha/core/domain/catalog/service-icon';
import { getRescheduleRule } from '@navalha/core/domain/appointments/reschedule-policy';
import { localDateInZone, localTimeInZone } from '@navalha/core/domain/format/date-time';
import { getUnpaidBookingDeadline } from '@navalha/core/domain/payments/pay-now';
import type { AppointmentServiceRow } from '../../db/schema/appointment-services.js';
import type { AppointmentView } from './appointment-views.repository.js';
import type { CancelRefundPart } from './booking-payments.js';

const MS_PER_MINUTE = 60_000;

/** The snapshot's icon; one the contract no longer knows falls back to the name's. */
function iconKeyOf(service: AppointmentServiceRow): ServiceIconKey {
  const stored = serviceIconKeys.find((key) => key === service.iconKey);
  return stored ?? getServiceIconKey(service.name);
}

/**
 * An appointment as the API shows it (spec §3), from its row, people, shop and service
 * snapshots. Dates are shop-local where the spec shows them; amounts stay centavos until the
 * contract encodes them.
 */
export function toAppointmentDto(
  view: AppointmentView,
  services: readonly AppointmentServiceRow[],
  /** The moment read, for whether it may be rescheduled now; without it that is left out. */
  now?: Date,
  /** What its client's cancellation now would give back, part by part (decision 029). */
  cancelRefund?: readonly CancelRefundPart[],
): Appointment {
  const { appointment, barbershop } = view;
  const first = services[0];
  const durationMinutes = Math.round(
    (appointment.endsAt.getTime() - appointment.startsAt.getTime()) / MS_PER_MINUTE,
  );
  return {
    id: appointment.id,
    clientId: appointment.clientId,
    barberId: appointment.barberId,
    serviceId: first?.serviceId ?? null,
    barberShopId: appointment.barbershopId,
    scheduledTo: appointment.startsAt,
    start_time: appointment.startsAt,
    endsAt: appointment.endsAt,
    scheduledDate: localDateInZone(appointment.startsAt, barbershop.timeZone),
    scheduledTime: localTimeInZone(appointment.startsAt, barbershop.timeZone),
    durationMinutes,
    totalPrice: appointment.subtotalCents,
    final_amount: appointment.totalCents,
    discount_amount: appointment.discountCents,
    discountAmount: appointment.discountCents,
    paymentFee: appointment.paymentFeeCents,
    paymentMethod: appointment.paymentMethod,
    promotionCode: view.promotionCode,
    notes: appointment.notes,
    status: appointment.status,
    paymentStatus: appointment.paymentStatus,
    cancellationReason: appointment.cancellationReason,
    cancellationFee: appointment.cancellationFeeCents,
    createdAt: appointment.createdAt,
    client: view.client,
    service: {
      name: services.map((service) => service.name).join(' + '),
      imageUrl: first?.imageUrl ?? null,
      durationMinutes,
    },
    services: services.map((service) => {
      const iconKey = iconKeyOf(service);
      return {
        id: service.serviceId,
        name: service.name,
        price: service.priceCents,
        durationMinutes: service.durationMinutes,
        iconKey,
        service_name: service.name,
        service_price: service.priceCents,
        service_duration: service.durationMinutes,
        service_icon: iconKey,
      };
    }),
    barber: view.barber,
    barberShop: { id: barbershop.id, name: barbershop.name, address: barbershop.address },
    reviewRating: view.reviewRating,
    depositAmount: appointment.depositCents ? appointment.depositCents : null,
    paidAmount: view.paidCents ?? 0,
    payBy: getUnpaidBookingDeadline({
      ...appointment,
      openPaymentExpiresAt: view.openPaymentExpiresAt ?? null,
    }),
    ...(cancelRefund
      ? {
          cancelRefund: cancelRefund.map((part) => ({
            method: part.method,
            destination: part.destination,
            amount: part.amountCents,
            refundFee: part.refundFeeCents,
          })),
          ...(now ? { cancelQuotedAt: now } : {}),
        }
      : {}),
    ...(now && view.cancellationWindowHours !== undefined
      ? { reschedule: rescheduleOf(view, now, view.cancellationWindowHours) }
      : {}),
  };
}

function rescheduleOf(
  view: AppointmentView,
  now: Date,
  freeWindowHours: number,
): NonNullable<Appointment['reschedule']> {
  const { appointment, barbershop } = view;
  const rule = getRescheduleRule({
    status: appointment.status,
    paymentStatus: appointment.paymentStatus,
    startsAt: appointment.startsAt,
    now,
    freeWindowHours,
    timeZone: barbershop.timeZone,
  });
  return rule.allowed
    ? { allowed: true, reason: null, freeUntil: rule.freeUntil }
    : { allowed: false, reason: rule.reason, freeUntil: null };
}
