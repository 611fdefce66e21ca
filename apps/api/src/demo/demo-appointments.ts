import { randomUUID } from 'node:crypto';
import type {
  AppointmentStatus,
  PaymentStatus,
} from '@navalha/core/domain/appointments/appointment-status';
import { getServiceIconKey } from '@navalha/core/domain/catalog/service-icon';
import { getServicePricing } from '@navalha/core/domain/catalog/service-pricing';
import {
  addDaysToLocalDate,
  getLocalDayOfWeek,
  localDateInZone,
  shopLocalToUtc,
} from '@navalha/core/domain/format/date-time';
import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { formatTimeOfDay } from '@navalha/core/domain/schedule/time-of-day';
import type { DemoService } from './demo-catalog.js';
import type { NewAppointmentServiceRow } from '../db/schema/appointment-services.js';
import type { NewAppointmentRow } from '../db/schema/appointments.js';

export interface DemoBarber {
  id: string;
  /** Completed appointments per working day in the past, on average. */
  dailyRate: number;
  services: readonly DemoService[];
}

export interface DemoAppointmentsInput {
  now: Date;
  timeZone: string;
  barbershopId: string;
  barbers: readonly DemoBarber[];
  /** The demo client first: it gets the guaranteed upcoming bookings. */
  clientIds: readonly string[];
  feeTable: Readonly<Record<PaymentMethod, number>>;
  promo: { id: string; discountPercent: number };
  /** Days of history; 120 unless told. */
  pastDays?: number;
  /** Days of upcoming bookings; 14 unless told. */
  futureDays?: number;
}

export interface DemoAppointments {
  appointments: NewAppointmentRow[];
  services: NewAppointmentServiceRow[];
  promoUses: number;
}

/** mulberry32: a tiny deterministic generator, so the demo agenda looks the same every time. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const STEP = 30;
const MORNING = { start: 9 * 60, end: 12 * 60 };
const AFTERNOON = { start: 13 * 60, end: 19 * 60 };
const methods: readonly PaymentMethod[] = ['PIX', 'CREDIT_CARD', 'DEBIT_CARD', 'CASH'];

/**
 * The first start on the 30-minute grid at or after `cursor` where `duration` minutes fit in
 * the demo week's hours (09:00–12:00, 13:00–19:00), or null when the day is full.
 */
function placeInDay(cursor: number, duration: number): number | null {
  let start = Math.ceil(cursor / STEP) * STEP;
  if (start < MORNING.start) start = MORNING.start;
  if (start + duration <= MORNING.end) return start;
  start = Math.max(start, AFTERNOON.start);
  return start + duration <= AFTERNOON.end ? start : null;
}

/**
 * A believable agenda for the demo shop around `now`: history (mostly COMPLETED, some
 * CANCELLED) and upcoming PENDING/CONFIRMED bookings, Monday to Saturday inside working hours,
 * never overlapping for one barber. The demo client always has two upcoming bookings.
 * Today is left alone, so nothing is half past.
 */
export function planDemoAppointments(input: DemoAppointmentsInput): DemoAppointments {
  const { now, timeZone, barbers, clientIds, feeTable, promo } = input;
  const random = createRandom(0x6e617661);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const today = localDateInZone(now, timeZone);
  const appointments: NewAppointmentRow[] = [];
  const services: NewAppointmentServiceRow[] = [];
  let promoUses = 0;
  const demoClientId = clientIds[0] as string;
  // The demo client's guaranteed bookings: (barber index, first working day at least N ahead).
  const guaranteed = new Map<string, AppointmentStatus>();
  for (const [barberIndex, daysAhead, status] of [
    [0, 2, 'CONFIRMED'],
    [1, 5, 'PENDING'],
  ] as const) {
    let date = addDaysToLocalDate(today, daysAhead);
    while (getLocalDayOfWeek(date) === 0) date = addDaysToLocalDate(date, 1);
    const barber = barbers[barberIndex];
    if (barber) guaranteed.set(`${barber.id}/${date}`, status);
  }

  for (let offset = -(input.pastDays ?? 120); offset <= (input.futureDays ?? 14); offset += 1) {
    if (offset === 0) continue;
    const date = addDaysToLocalDate(today, offset);
    if (getLocalDayOfWeek(date) === 0) continue;
    for (const barber of barbers) {
      const guaranteedStatus = guaranteed.get(`${barber.id}/${date}`);
      const rate = offset < 0 ? barber.dailyRate : barber.dailyRate / 2;
      const count = Math.max(Math.floor(rate + random()), guaranteedStatus ? 1 : 0);
      let cursor = MORNING.start + STEP * Math.floor(random() * 4);
      for (let index = 0; index < count; index += 1) {
        const first = pick(barber.services);
        const second = random() < 0.3 ? pick(barber.services) : null;
        const chosen = second && second.id !== first.id ? [first, second] : [first];
        const duration = chosen.reduce((sum, service) => sum + service.durationMinutes, 0);
        const start = placeInDay(cursor, duration);
        if (start === null) break;
        cursor = start + duration + STEP * Math.floor(random() * 3);

        const isGuaranteed = guaranteedStatus !== undefined && index === 0;
        const status: AppointmentStatus = isGuaranteed
          ? guaranteedStatus
          : offset < 0
            ? random() < 0.1
              ? 'CANCELLED'
              : 'COMPLETED'
            : random() < 0.5
              ? 'CONFIRMED'
              : 'PENDING';
        const picked = pick(methods);
        // A booking to be paid online (PIX or card) with nothing paid expires 30 minutes after
        // it is made (the payment sweep), so an upcoming PENDING one is paid at the shop.
        const method = status === 'PENDING' ? 'CASH' : picked;
        const usesPromo = random() < 0.1;
        const totals = computeOrderTotals({
          items: chosen,
          promoPercent: usesPromo ? promo.discountPercent : 0,
          method,
          feeBasisPoints: feeTable,
        });
        const startsAt = shopLocalToUtc(date, formatTimeOfDay(start), timeZone);
        const endsAt = new Date(startsAt.getTime() + duration * 60_000);
        const paymentStatus: PaymentStatus =
          status === 'COMPLETED' || (status === 'CONFIRMED' && method !== 'CASH')
            ? 'COMPLETED'
            : status === 'CANCELLED'
              ? 'CANCELLED'
              : 'PENDING';
        const id = randomUUID();
        // A cancelled booking's use already came back to the code (issue 16 §5).
        const promoUseReturned = usesPromo && status === 'CANCELLED';
        if (usesPromo && !promoUseReturned) promoUses += 1;
        appointments.push({
          id,
          // Upcoming bookings go to the other clients: the demo client keeps room under the
          // shop's limit of unpaid bookings (maxUnpaidBookingsPerClient) to try booking.
          clientId: isGuaranteed
            ? demoClientId
            : pick(offset > 0 && clientIds.length > 1 ? clientIds.slice(1) : clientIds),
          barberId: barber.id,
          barbershopId: input.barbershopId,
          startsAt,
          endsAt,
          status,
          paymentStatus,
          paymentMethod: method,
          subtotalCents: totals.subtotal,
          discountCents: totals.discount,
          paymentFeeCents: totals.paymentFee,
          totalCents: totals.total,
          promoCodeId: usesPromo ? promo.id : null,
          notes: random() < 0.15 ? 'Prefiro o acabamento bem baixo na lateral.' : null,
          cancellationReason: status === 'CANCELLED' ? 'Imprevisto no trabalho' : null,
          cancellationFeeCents: status === 'CANCELLED' ? 0 : null,
          cancelledAt: status === 'CANCELLED' ? new Date(startsAt.getTime() - 86_400_000) : null,
          promoUseReturnedAt: promoUseReturned ? new Date(startsAt.getTime() - 86_400_000) : null,
          createdAt: new Date(Math.min(now.getTime(), startsAt.getTime() - 3 * 86_400_000)),
        });
        chosen.forEach((service, position) => {
          services.push({
            barbershopId: input.barbershopId,
            appointmentId: id,
            position,
            serviceId: service.id,
            name: service.name,
            priceCents: getServicePricing(service).finalPrice,
            durationMinutes: service.durationMinutes,
            iconKey: getServiceIconKey(service.name),
            imageUrl: null,
          });
        });
      }
    }
  }
  leaveLastOnesUnclosed(appointments, barbers[0]?.id, demoClientId, now, today, timeZone);
  return { appointments, services, promoUses };
}

/**
 * The demo barber's last two appointments of the past week stay CONFIRMED: served, but not
 * marked completed yet, as happens in a busy shop. The barber area lists them under 'A
 * concluir' (issue 8). Other clients' bookings are chosen first, so the demo client's history
 * reads as finished.
 */
function leaveLastOnesUnclosed(
  appointments: NewAppointmentRow[],
  barberId: string | undefined,
  demoClientId: string,
  now: Date,
  today: string,
  timeZone: string,
): void {
  const weekAgo = addDaysToLocalDate(today, -7);
  const recent = appointments
    .filter(
      (row) =>
        row.barberId === barberId &&
        row.status === 'COMPLETED' &&
        row.startsAt < now &&
        localDateInZone(row.startsAt, timeZone) >= weekAgo,
    )
    .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
  const others = recent.filter((row) => row.clientId !== demoClientId);
  for (const row of (others.length > 0 ? others : recent).slice(0, 2)) {
    row.status = 'CONFIRMED';
  }
}
