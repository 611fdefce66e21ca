import type { Appointment } from '@navalha/core/contracts/appointments';
import type { CalendarEvent } from '@navalha/core/domain/appointments/calendar-event';
import { getBookingCode } from '@navalha/core/domain/appointments/booking-code';

/** A booking as the event the client adds to their own calendar (issue 18 §4). */
export function toCalendarEvent(appointment: Appointment): CalendarEvent {
  const names = appointment.services.map((service) => service.name).join(' + ');
  const shop = appointment.barberShop.name;
  return {
    // Stable, so importing the same booking twice updates one event instead of adding another.
    uid: `${appointment.id}@navalha`,
    start: new Date(appointment.scheduledTo),
    end: new Date(appointment.endsAt),
    summary: `${names || 'Atendimento'} - ${shop}`,
    location: appointment.barberShop.address,
    description: `Com ${appointment.barber.name}. Código do agendamento: ${getBookingCode(appointment.id)}.`,
    cancelled: appointment.status === 'CANCELLED' || appointment.status === 'EXPIRED',
  };
}
