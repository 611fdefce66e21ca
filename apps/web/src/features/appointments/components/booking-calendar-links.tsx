import type { Appointment } from '@navalha/core/contracts/appointments';
import { getBookingCode } from '@navalha/core/domain/appointments/booking-code';
import {
  buildGoogleCalendarUrl,
  buildIcsCalendar,
  buildMapUrl,
} from '@navalha/core/domain/appointments/calendar-event';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import MapPin from 'lucide-react/icons/map-pin';
import { useMemo } from 'react';
import { buttonStyles } from '../../../components/ui/button';
import { cn } from '../../../lib/class-names';
import { toCalendarEvent } from '../booking-calendar-event';

/**
 * 'Adicionar à agenda' (an .ics file any calendar app opens, built here from core: no request),
 * 'Google Agenda' and 'Como chegar' for a booking still ahead (issue 18 §4).
 */
export function BookingCalendarLinks({
  appointment,
  now,
}: {
  appointment: Appointment;
  now: Date;
}) {
  const event = useMemo(() => toCalendarEvent(appointment), [appointment]);
  // A data: link works without JavaScript timing tricks and opens the calendar on iOS and Android.
  const icsHref = useMemo(
    () => `data:text/calendar;charset=utf-8,${encodeURIComponent(buildIcsCalendar(event, now))}`,
    [event, now],
  );
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <div className="flex flex-col gap-3">
      <a
        href={icsHref}
        download={`agendamento-${getBookingCode(appointment.id)}.ics`}
        className={buttonStyles({ variant: 'secondary', fullWidth: true })}
      >
        <CalendarPlus aria-hidden className="size-5 shrink-0" />
        Adicionar à agenda
      </a>
      {/* Side by side when both fit the phone, else one under the other: never a broken label. */}
      <div className="flex flex-wrap gap-3">
        <a
          href={buildGoogleCalendarUrl(event)}
          {...external}
          className={cn(buttonStyles({ variant: 'secondary' }), 'grow whitespace-nowrap')}
        >
          Google Agenda
        </a>
        <a
          href={buildMapUrl(appointment.barberShop.address)}
          {...external}
          className={cn(buttonStyles({ variant: 'secondary' }), 'grow whitespace-nowrap')}
        >
          <MapPin aria-hidden className="size-5 shrink-0" />
          Como chegar
        </a>
      </div>
    </div>
  );
}
