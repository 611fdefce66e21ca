import { randomUUID } from 'node:crypto';
import type {
  Appointment,
  AppointmentList,
  BarberAgendaQuery,
  CancelAppointmentResponse,
  CreateAppointmentBody,
  RescheduleAppointmentBody,
} from '@navalha/core/contracts/appointments';
import { errorMessages, tooManyUnpaidBookingsMessage } from '@navalha/core/contracts/errors';
import { activeAppointmentStatuses } from '@navalha/core/domain/appointments/appointment-status';
import type { AppointmentStatus } from '@navalha/core/domain/appointments/appointment-status';
import { transition } from '@navalha/core/domain/appointments/appointment-transitions';
import type { AppointmentEvent } from '@navalha/core/domain/appointments/appointment-transitions';
import {
  CANCEL_AFTER_START_MESSAGE,
  canClientCancel,
  getCancellationTerms,
} from '@navalha/core/domain/appointments/cancellation-policy';
import { getServiceIconKey } from '@navalha/core/domain/catalog/service-icon';
import { getServicePricing } from '@navalha/core/domain/catalog/service-pricing';
import {
  addDaysToLocalDate,
  localDateInZone,
  localTimeInZone,
  shopLocalToUtc,
} from '@navalha/core/domain/format/date-time';
import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import { isPromoCodeUsable } from '@navalha/core/domain/payments/promo-code';
import type { OrderTotals } from '@navalha/core/domain/payments/fees';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { pickBarber } from '@navalha/core/domain/schedule/multi-barber-slots';
import type { BarberCandidate } from '@navalha/core/domain/schedule/multi-barber-slots';
import { checkSlot } from '@navalha/core/domain/schedule/slots';
import { overlaps, toTimeRange } from '@navalha/core/domain/schedule/time-range';
import type { SlotUnavailableReason } from '@navalha/core/domain/schedule/slots';
import type { Db } from '../../db/client.js';
import { isBookingConflict } from '../../db/pg-error.js';
import type { AppointmentServiceRow } from '../../db/schema/appointment-services.js';
import type { AppointmentRow } from '../../db/schema/appointments.js';
import type { PromoCodeRow } from '../../db/schema/promo-codes.js';
import { AppError, notFound, validationError } from '../../errors/app-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { recordAudit } from '../admin/audit-trail.js';
import { getFeeTable } from '../barbershops/fee-table.js';
import { appointmentNotices, notifyAppointment } from '../notifications/notify.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { PromoCodesRepository } from '../promo-codes/promo-codes.repository.js';
import { resolveBookingScope, shopDaySpan, toBarberSchedules } from '../schedule/booking-scope.js';
import type { BookingScope } from '../schedule/booking-scope.js';
import { ScheduleRepository } from '../schedule/schedule.repository.js';
import type { BusyRange, ScheduleStatics } from '../schedule/schedule.repository.js';
import { toAppointmentDto } from './appointments.dto.js';
import { AppointmentsRepository } from './appointments.repository.js';
import type { AppointmentRecord } from './appointments.repository.js';
import { AppointmentViewsRepository } from './appointment-views.repository.js';
import type { AppointmentView } from './appointment-views.repository.js';

const appointmentNotFound = () => notFound(errorMessages.appointmentNotFound);
const slotUnavailable = () => new AppError(409, 'SLOT_UNAVAILABLE', errorMessages.slotUnavailable);
const invalidPromoCode = () =>
  new AppError(400, 'INVALID_PROMO_CODE', errorMessages.invalidPromoCode, 'promotionCode');
const clientDoubleBooked = () =>
  new AppError(409, 'CLIENT_DOUBLE_BOOKED', errorMessages.clientDoubleBooked, 'scheduledTime');
const tooManyUnpaidBookings = (limit: number) =>
  new AppError(409, 'TOO_MANY_UNPAID_BOOKINGS', tooManyUnpaidBookingsMessage(limit));
const promoCodeClientLimitReached = () =>
  new AppError(400, 'INVALID_PROMO_CODE', errorMessages.promoCodeClientLimit, 'promotionCode');
const bookingInPast = () =>
  new AppError(400, 'BOOKING_IN_PAST', errorMessages.bookingInPast, 'scheduledTime');

/** A booking as the audit log keeps it (centavos, as stored). */
function appointmentAuditView(row: AppointmentRow) {
  return {
    status: row.status,
    paymentStatus: row.paymentStatus,
    totalCents: row.totalCents,
    reason: row.cancellationReason,
  };
}

/** Why a time cannot be booked, as the answer the client gets. */
function slotError(reason: SlotUnavailableReason): AppError {
  switch (reason) {
    case 'PAST':
      return bookingInPast();
    case 'BUSY':
      return slotUnavailable();
    case 'TOO_SOON':
      return new AppError(409, 'TOO_SOON', errorMessages.tooSoon, 'scheduledTime');
    case 'NOT_A_SLOT':
      return new AppError(409, 'NOT_A_SLOT', errorMessages.notASlot, 'scheduledTime');
    case 'OUTSIDE_WORKING_HOURS':
      return new AppError(
        409,
        'OUTSIDE_WORKING_HOURS',
        errorMessages.outsideWorkingHours,
        'scheduledTime',
      );
  }
}

/**
 * Across several barbers the time failed for each; the answer names the reason closest to
 * bookable: taken (someone could do it) before too soon, before off the grid, before outside
 * everyone's hours.
 */
const reasonOrder: readonly SlotUnavailableReason[] = [
  'PAST',
  'BUSY',
  'TOO_SOON',
  'NOT_A_SLOT',
  'OUTSIDE_WORKING_HOURS',
];

/** A booking request in one shape, whichever body it came in. */
interface BookingRequest {
  serviceIds: string[];
  barberIds: string[];
  /** Shop-local date and time (booking flow), or an instant (simple body). */
  date?: string;
  time?: string;
  instant?: Date;
  paymentMethod: PaymentMethod | null;
  totalPriceCents: number;
  promotionCode: string | null;
  notes: string | null;
}

function toBookingRequest(body: CreateAppointmentBody): BookingRequest {
  if ('scheduledTo' in body) {
    return {
      serviceIds: [body.serviceId.toLowerCase()],
      barberIds: [body.barberId.toLowerCase()],
      instant: body.scheduledTo,
      paymentMethod: body.paymentMethod ?? null,
      totalPriceCents: body.totalPrice,
      promotionCode: body.promotionCode,
      notes: body.notes,
    };
  }
  return {
    serviceIds: body.serviceIds,
    barberIds: body.barberIds,
    date: body.scheduledDate,
    time: body.scheduledTime,
    paymentMethod: body.paymentMethod,
    totalPriceCents: body.totalPrice,
    promotionCode: body.promotionCode,
    notes: body.notes,
  };
}

const MS_PER_DAY = 86_400_000;

/**
 * Instants that surely hold the shop-local day of a request before the shop's zone is known:
 * every zone is within 14 h of UTC, so two days either side of the UTC date are plenty. Busy
 * time is read for this window with the statics and then cut to the shop's day.
 */
function busyWindow(request: BookingRequest): { from: Date; to: Date } {
  const base = request.instant
    ? Math.floor(request.instant.getTime() / MS_PER_DAY) * MS_PER_DAY
    : shopLocalToUtc(request.date ?? '', '00:00', 'UTC').getTime();
  return { from: new Date(base - 2 * MS_PER_DAY), to: new Date(base + 3 * MS_PER_DAY) };
}

/**
 * The order's figures. Without a method (the simple body) there is no fee yet: the total is
 * subtotal − discount, and the payment step adds the method's fee.
 */
function priceOrder(
  scope: BookingScope,
  promo: PromoCodeRow | null,
  method: PaymentMethod | null,
): OrderTotals {
  const totals = computeOrderTotals({
    items: scope.services,
    promoPercent: promo?.discountPercent ?? 0,
    method: method ?? 'CASH',
    feeBasisPoints: getFeeTable(scope.settings),
  });
  return method ? totals : { ...totals, paymentFee: 0, total: totals.subtotal - totals.discount };
}

export class AppointmentsService {
  private readonly repository: AppointmentsRepository;
  private readonly views: AppointmentViewsRepository;
  private readonly schedule: ScheduleRepository;
  private readonly promoCodes: PromoCodesRepository;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    /** Settles a cancelled or rejected booking's payments (cancel the open one, refund). */
    private readonly payments: Pick<PaymentsService, 'settleEndedBooking' | 'cashPaymentWrite'>,
  ) {
    this.repository = new AppointmentsRepository(db);
    this.views = new AppointmentViewsRepository(db);
    this.schedule = new ScheduleRepository(db);
    this.promoCodes = new PromoCodesRepository(db);
  }

  /**
   * Books services with one of the requested barbers (ARCHITECTURE §3–4):
   * 1. the services, barbers and their weeks are read (fresh, not from the availability
   *    cache), then the barbers' busy time on the shop-local day; the services must be active
   *    and of one shop, and at least one barber must offer them all;
   * 2. the time must be in the future, inside working hours, on the slot grid, after the
   *    minimum notice, and free for the whole duration for some barber;
   * 3. the price is recomputed in core, with the promo code validated here; a `totalPrice`
   *    other than the total for the chosen method is 409 PRICE_CHANGED with the figures;
   * 4. among the free barbers core's pickBarber chooses the one with the fewest bookings that
   *    day (ties: smallest id), and one short transaction writes the appointment and its
   *    service snapshot. The exclusion constraint has the last word: if another booking took
   *    that barber meanwhile (23P01), the next free barber is tried, and when none is left the
   *    answer is 409 SLOT_UNAVAILABLE.
   */
  async create(actor: AuthUser, body: CreateAppointmentBody): Promise<Appointment> {
    const request = toBookingRequest(body);
    const now = this.now();
    const statics = await this.schedule.loadBookingStatics({
      ...request,
      clientId: actor.userId,
      busy: busyWindow(request),
    });
    const scope = resolveBookingScope(statics, request.serviceIds, request.barberIds);
    const { date, time } = this.shopLocalTime(request, scope, now);
    const { from, to } = shopDaySpan(date, scope.timeZone);
    const day = toTimeRange({ start: from, end: to });
    const busy = statics.busy.filter((range) => overlaps(range, day));

    const candidates = this.freeBarbers(statics, busy, scope, date, time, now);
    const promo = request.promotionCode
      ? await this.usablePromoCode(scope.barbershopId, request.promotionCode, now)
      : null;
    const totals = priceOrder(scope, promo, request.paymentMethod);
    if (request.totalPriceCents !== totals.total) {
      throw new AppError(
        409,
        'PRICE_CHANGED',
        errorMessages.priceChanged,
        'totalPrice',
      ).withDetails({ ...totals });
    }

    const startsAt = shopLocalToUtc(date, time, scope.timeZone);
    const endsAt = new Date(startsAt.getTime() + scope.durationMinutes * 60_000);
    const snapshot = scope.services.map((service, position) => ({
      position,
      serviceId: service.id,
      name: service.name,
      priceCents: getServicePricing(service).finalPrice,
      durationMinutes: service.durationMinutes,
      iconKey: getServiceIconKey(service.name),
      imageUrl: service.imageUrl,
    }));
    let remaining = candidates;
    for (;;) {
      const barberId = pickBarber(remaining);
      if (!barberId) throw slotUnavailable();
      const barber = statics.people.find((person) => person.id === barberId);
      if (!barber || !statics.client) throw new Error('the booking statics lack a person');
      // Everything but the times the database stamps: the answer is built from it, not read back.
      const appointment: Omit<AppointmentRow, 'createdAt' | 'updatedAt'> = {
        id: randomUUID(),
        clientId: actor.userId,
        barberId,
        barbershopId: scope.barbershopId,
        startsAt,
        endsAt,
        status: 'PENDING',
        paymentStatus: 'PENDING',
        paymentMethod: request.paymentMethod,
        subtotalCents: totals.subtotal,
        discountCents: totals.discount,
        paymentFeeCents: totals.paymentFee,
        totalCents: totals.total,
        promoCodeId: promo?.id ?? null,
        notes: request.notes,
        cancellationReason: null,
        cancellationFeeCents: null,
        cancelledAt: null,
        promoUseReturnedAt: null,
      };
      const services = snapshot.map((service) => ({ ...service, appointmentId: appointment.id }));
      const booking = {
        appointment,
        services,
        notices: appointmentNotices('book', {
          appointmentId: appointment.id,
          clientId: actor.userId,
          barberId,
          clientName: statics.client.name,
          barberName: barber.name,
          serviceNames: services.map((service) => service.name),
          startsAt,
          timeZone: scope.timeZone,
          totalCents: totals.total,
          cancellationReason: null,
        }),
        // Cash is paid at the shop: its payment waits there for the staff to confirm it.
        payment:
          request.paymentMethod === 'CASH'
            ? this.payments.cashPaymentWrite({
                appointmentId: appointment.id,
                clientId: actor.userId,
                barbershopId: scope.barbershopId,
                method: 'CASH' as const,
                flow: 'cash' as const,
                gateway: 'shop' as const,
                amountCents: totals.total,
                submittedAt: now,
              })
            : null,
      };
      try {
        // Under the client's lock: the client's other bookings are checked, a promo code's
        // use is claimed and the booking written, all or nothing.
        const stamped = await this.db.transaction(async (tx) => {
          const repository = new AppointmentsRepository(tx);
          await this.checkClientLoad(repository, {
            clientId: actor.userId,
            barbershopId: scope.barbershopId,
            startsAt,
            endsAt,
            now,
            maxUnpaid: scope.settings.maxUnpaidBookingsPerClient,
          });
          if (promo) {
            if (!(await new PromoCodesRepository(tx).claimPromoCodeUse(promo.id, now))) {
              throw invalidPromoCode();
            }
            // Counted after the claim, which holds the code's row until we commit: the client's
            // concurrent booking with it waits there, then counts this one.
            if (
              promo.maxUsesPerClient !== null &&
              (await repository.countClientPromoCodeUses(promo.id, actor.userId)) >=
                promo.maxUsesPerClient
            ) {
              throw promoCodeClientLimitReached();
            }
          }
          return repository.insertBooking(booking);
        });
        return toAppointmentDto(
          {
            appointment: { ...appointment, ...stamped },
            client: statics.client,
            barber: { id: barber.id, name: barber.name, avatarUrl: barber.avatarUrl },
            barbershop: {
              id: scope.barbershopId,
              name: barber.shopName,
              address: barber.shopAddress,
              timeZone: scope.timeZone,
            },
            promotionCode: promo?.code ?? null,
          },
          services,
        );
      } catch (error) {
        if (!isBookingConflict(error)) throw error;
        remaining = remaining.filter((candidate) => candidate.barberId !== barberId);
      }
    }
  }

  /**
   * Refuses a booking (or a new time for one) when the client would be in two chairs at once
   * or, for a new booking, past the shop's limit of unpaid upcoming bookings. The client's row
   * is locked first, so of two concurrent bookings the second sees the first (issue 16 §3).
   */
  private async checkClientLoad(
    repository: AppointmentsRepository,
    query: Parameters<AppointmentsRepository['clientLoad']>[0] & { maxUnpaid?: number },
  ): Promise<void> {
    const { maxUnpaid, ...load } = query;
    await repository.lockClient(load.clientId);
    const held = await repository.clientLoad(load);
    if (held.overlapping) throw clientDoubleBooked();
    if (maxUnpaid !== undefined && held.unpaid >= maxUnpaid) {
      throw tooManyUnpaidBookings(maxUnpaid);
    }
  }

  async history(actor: AuthUser, page: number, limit: number): Promise<AppointmentList> {
    return this.page({ clientId: actor.userId }, 'newestFirst', page, limit);
  }

  /** The client's PENDING and CONFIRMED bookings that have not ended, soonest first. */
  async active(actor: AuthUser, page: number, limit: number): Promise<AppointmentList> {
    return this.page(
      { clientId: actor.userId, statuses: activeAppointmentStatuses, endsAfter: this.now() },
      'soonestFirst',
      page,
      limit,
    );
  }

  /**
   * A barber's agenda, every status unless one is asked for: one shop-local day, a run of days
   * (`from`..`to`, both included), or from today on. Days are the shop's: in São Paulo,
   * 2026-05-04..2026-05-10 is [2026-05-04T03:00Z, 2026-05-11T03:00Z).
   */
  async agenda(actor: AuthUser, query: BarberAgendaQuery): Promise<AppointmentList> {
    const timeZone = (await this.repository.findBarberTimeZone(actor.userId)) ?? 'UTC';
    const first = query.from ?? query.date ?? localDateInZone(this.now(), timeZone);
    const last = query.to ?? query.date;
    const startsFrom = shopLocalToUtc(first, '00:00', timeZone);
    const startsBefore = last
      ? shopLocalToUtc(addDaysToLocalDate(last, 1), '00:00', timeZone)
      : undefined;
    return this.page(
      {
        barberId: actor.userId,
        startsFrom,
        startsBefore,
        ...(query.status ? { statuses: [query.status] } : {}),
      },
      'soonestFirst',
      query.page,
      query.limit,
    );
  }

  async get(actor: AuthUser, id: string): Promise<Appointment> {
    await this.visible(actor, id);
    return this.load(id);
  }

  /** A PENDING booking moves to another free time of the same barber. */
  async reschedule(
    actor: AuthUser,
    id: string,
    body: RescheduleAppointmentBody,
  ): Promise<Appointment> {
    const appointment = await this.owned(actor, id);
    const now = this.now();
    this.allow(appointment, 'reschedule', now);
    const statics = await this.schedule.loadStatics({
      barberIds: [appointment.barberId],
      serviceIds: [],
    });
    const [barber] = statics.barbers;
    if (!barber) throw slotUnavailable();
    const busy = await this.schedule.loadBusy({
      barberIds: [appointment.barberId],
      excludeAppointmentId: id,
      ...shopDaySpan(body.scheduledDate, appointment.timeZone),
    });
    const durationMinutes = Math.round(
      (appointment.endsAt.getTime() - appointment.startsAt.getTime()) / 60_000,
    );
    const check = checkSlot({
      date: body.scheduledDate,
      time: body.scheduledTime,
      timeZone: appointment.timeZone,
      workingHours: barber.hours,
      busy,
      durationMinutes,
      slotStepMinutes: appointment.settings.slotStepMinutes,
      minNoticeMinutes: appointment.settings.minNoticeMinutes,
      now,
    });
    if (!check.ok) throw slotError(check.reason);
    try {
      const updated = await this.db.transaction(async (tx) => {
        const repository = new AppointmentsRepository(tx);
        await this.checkClientLoad(repository, {
          clientId: appointment.clientId,
          barbershopId: appointment.barbershopId,
          startsAt: check.startsAt,
          endsAt: check.endsAt,
          now,
          excludeId: id,
        });
        return repository.updateIfStatus(id, ['PENDING'], {
          startsAt: check.startsAt,
          endsAt: check.endsAt,
          ...(body.notes === undefined ? {} : { notes: body.notes }),
        });
      });
      if (!updated) throw await this.refused(appointment.id, 'reschedule', now);
    } catch (error) {
      if (isBookingConflict(error)) throw slotUnavailable();
      throw error;
    }
    return this.load(id);
  }

  /**
   * A client's cancellation, PENDING or CONFIRMED: free up to the shop's window before the
   * start (24 h), then the shop's fee on the total (50%), per core's cancellation policy.
   */
  async cancel(actor: AuthUser, id: string): Promise<CancelAppointmentResponse> {
    const appointment = await this.owned(actor, id);
    const now = this.now();
    this.allow(appointment, 'cancel', now);
    if (!canClientCancel(appointment, now)) {
      throw new AppError(409, 'INVALID_TRANSITION', CANCEL_AFTER_START_MESSAGE);
    }
    const terms = getCancellationTerms({
      startsAt: appointment.startsAt,
      now,
      amountCents: appointment.totalCents,
      freeWindowHours: appointment.settings.cancellationWindowHours,
      feePercent: appointment.settings.cancellationFeePercent,
    });
    const updated = await this.repository.updateIfStatus(id, activeAppointmentStatuses, {
      status: 'CANCELLED',
      cancellationFeeCents: terms.cancellationFee,
      cancelledAt: now,
      ...(appointment.paymentStatus === 'PENDING' ? { paymentStatus: 'CANCELLED' as const } : {}),
    });
    if (!updated) throw await this.refused(id, 'cancel', now);
    await this.repository.returnPromoCodeUses(now, [id]);
    await notifyAppointment(this.db, id, 'cancel');
    await this.payments.settleEndedBooking(id);
    return {
      id,
      status: updated.status,
      cancellationFee: terms.cancellationFee,
      canCancelFree: terms.canCancelFree,
    };
  }

  confirm(actor: AuthUser, id: string): Promise<Appointment> {
    return this.staffTransition(actor, id, 'confirm');
  }

  reject(actor: AuthUser, id: string, reason: string): Promise<Appointment> {
    return this.staffTransition(actor, id, 'reject', reason);
  }

  complete(actor: AuthUser, id: string): Promise<Appointment> {
    return this.staffTransition(actor, id, 'complete');
  }

  private async staffTransition(
    actor: AuthUser,
    id: string,
    event: 'confirm' | 'reject' | 'complete',
    reason?: string,
  ): Promise<Appointment> {
    const appointment = await this.visible(actor, id);
    const now = this.now();
    const status = this.allow(appointment, event, now, reason);
    const rejected = event === 'reject';
    // The change and, when the shop's staff make it, its audit row (issue 8) commit together.
    const updated = await this.db.transaction(async (tx) => {
      const row = await new AppointmentsRepository(tx).updateIfStatus(id, [appointment.status], {
        status,
        ...(rejected
          ? {
              cancellationReason: reason ?? null,
              cancelledAt: now,
              ...(appointment.paymentStatus === 'PENDING'
                ? { paymentStatus: 'CANCELLED' as const }
                : {}),
            }
          : {}),
      });
      if (row && (actor.role === 'ADMIN' || actor.role === 'OWNER')) {
        await recordAudit(tx, actor, row.barbershopId, {
          action: `appointment.${event}`,
          entityId: id,
          before: appointmentAuditView(appointment),
          after: appointmentAuditView(row),
        });
      }
      return row;
    });
    if (!updated) throw await this.refused(id, event, now);
    if (rejected) await this.repository.returnPromoCodeUses(now, [id]);
    await notifyAppointment(this.db, id, event);
    if (rejected) await this.payments.settleEndedBooking(id);
    return this.load(id);
  }

  /** The status core's state machine allows, or its refusal as 409 INVALID_TRANSITION. */
  private allow(
    appointment: AppointmentRow,
    event: AppointmentEvent,
    now: Date,
    reason?: string,
  ): AppointmentStatus {
    const result = transition(appointment.status, event, {
      now,
      startsAt: appointment.startsAt,
      reason,
    });
    if (result.ok) return result.status;
    if (result.reason === 'REASON_REQUIRED') throw validationError(result.message, 'reason');
    throw new AppError(409, 'INVALID_TRANSITION', result.message);
  }

  /** Someone changed the appointment between our read and our write: say what it is now. */
  private async refused(id: string, event: AppointmentEvent, now: Date): Promise<AppError> {
    const current = await this.repository.findById(id);
    if (current) {
      const result = transition(current.status, event, { now, startsAt: current.startsAt });
      if (!result.ok) return new AppError(409, 'INVALID_TRANSITION', result.message);
    }
    return new AppError(409, 'INVALID_TRANSITION', errorMessages.invalidTransition);
  }

  /** The shop-local date and time asked for, refusing a time that has begun. */
  private shopLocalTime(
    request: BookingRequest,
    scope: BookingScope,
    now: Date,
  ): { date: string; time: string } {
    if (request.instant) {
      if (request.instant.getTime() < now.getTime()) throw bookingInPast();
      const date = localDateInZone(request.instant, scope.timeZone);
      const time = localTimeInZone(request.instant, scope.timeZone);
      // Seconds or a time the shop's clock skips are not on the grid.
      if (shopLocalToUtc(date, time, scope.timeZone).getTime() !== request.instant.getTime()) {
        throw slotError('NOT_A_SLOT');
      }
      return { date, time };
    }
    const date = request.date ?? '';
    const time = request.time ?? '';
    if (shopLocalToUtc(date, time, scope.timeZone).getTime() < now.getTime()) {
      throw bookingInPast();
    }
    return { date, time };
  }

  /** The requested barbers free for the whole booking, with their load that day. */
  private freeBarbers(
    statics: ScheduleStatics,
    busy: readonly BusyRange[],
    scope: BookingScope,
    date: string,
    time: string,
    now: Date,
  ): BarberCandidate[] {
    const reasons: SlotUnavailableReason[] = [];
    const free: BarberCandidate[] = [];
    for (const schedule of toBarberSchedules(statics, busy, scope.barberIds)) {
      const check = checkSlot({
        date,
        time,
        timeZone: scope.timeZone,
        workingHours: schedule.workingHours,
        busy: schedule.busy,
        durationMinutes: scope.durationMinutes,
        slotStepMinutes: scope.settings.slotStepMinutes,
        minNoticeMinutes: scope.settings.minNoticeMinutes,
        now,
      });
      if (!check.ok) {
        reasons.push(check.reason);
        continue;
      }
      // Busy time was read for the shop-local day, so its appointments are that day's load.
      const bookingsThatDay = busy.filter(
        (range) => range.barberId === schedule.barberId && range.isAppointment,
      ).length;
      free.push({ barberId: schedule.barberId, bookingsThatDay });
    }
    if (free.length === 0) {
      const reason = reasonOrder.find((candidate) => reasons.includes(candidate)) ?? 'BUSY';
      throw slotError(reason);
    }
    return free;
  }

  private async usablePromoCode(
    barbershopId: string,
    code: string,
    now: Date,
  ): Promise<PromoCodeRow> {
    const promo = await this.promoCodes.findPromoCode(barbershopId, code);
    if (!promo || !isPromoCodeUsable(promo, now)) throw invalidPromoCode();
    return promo;
  }

  /** The appointment if the actor may see it: their own, their agenda's, their shop's. */
  private async visible(actor: AuthUser, id: string): Promise<AppointmentRecord> {
    const appointment = await this.repository.findById(id);
    if (!appointment || !canSee(actor, appointment)) throw appointmentNotFound();
    return appointment;
  }

  /** The appointment if it is the client's own. */
  private async owned(actor: AuthUser, id: string): Promise<AppointmentRecord> {
    const appointment = await this.repository.findById(id);
    if (appointment?.clientId !== actor.userId) throw appointmentNotFound();
    return appointment;
  }

  private async load(id: string): Promise<Appointment> {
    const [view] = await this.views.findViewsByIds([id]);
    if (!view) throw appointmentNotFound();
    const [dto] = await this.withServices([view]);
    if (!dto) throw appointmentNotFound();
    return dto;
  }

  private async page(
    filter: Parameters<AppointmentViewsRepository['findViewsPage']>[0],
    order: 'newestFirst' | 'soonestFirst',
    page: number,
    limit: number,
  ): Promise<AppointmentList> {
    const { views, total } = await this.views.findViewsPage(
      filter,
      order,
      limit,
      (page - 1) * limit,
    );
    return { data: await this.withServices(views), page, limit, total };
  }

  /** Two queries for any number of appointments: the views, then all their services. */
  private async withServices(views: readonly AppointmentView[]): Promise<Appointment[]> {
    const services = await this.repository.findServicesOf(views.map((view) => view.appointment.id));
    const byAppointment = new Map<string, AppointmentServiceRow[]>();
    for (const service of services) {
      const list = byAppointment.get(service.appointmentId);
      if (list) list.push(service);
      else byAppointment.set(service.appointmentId, [service]);
    }
    return views.map((view) =>
      toAppointmentDto(view, byAppointment.get(view.appointment.id) ?? []),
    );
  }
}

function canSee(actor: AuthUser, appointment: AppointmentRow): boolean {
  switch (actor.role) {
    case 'CLIENT':
      return appointment.clientId === actor.userId;
    case 'BARBER':
      return appointment.barberId === actor.userId;
    case 'ADMIN':
    case 'OWNER':
      return actor.barbershopId !== null && appointment.barbershopId === actor.barbershopId;
  }
}
