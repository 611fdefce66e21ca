import { randomUUID } from 'node:crypto';
import type { Appointment, CreateAppointmentBody } from '@navalha/core/contracts/appointments';
import { errorMessages } from '@navalha/core/contracts/errors';
import { getServiceIconKey } from '@navalha/core/domain/catalog/service-icon';
import { getServicePricing } from '@navalha/core/domain/catalog/service-pricing';
import {
  localDateInZone,
  localTimeInZone,
  shopLocalToUtc,
} from '@navalha/core/domain/format/date-time';
import { needsOnlinePayments } from '@navalha/core/domain/payments/payment-method';
import { isPromoCodeUsable } from '@navalha/core/domain/payments/promo-code';
import { pickBarber } from '@navalha/core/domain/schedule/multi-barber-slots';
import type { BarberCandidate } from '@navalha/core/domain/schedule/multi-barber-slots';
import { checkSlot } from '@navalha/core/domain/schedule/slots';
import { overlaps, toTimeRange } from '@navalha/core/domain/schedule/time-range';
import type { SlotUnavailableReason } from '@navalha/core/domain/schedule/slots';
import type { Db } from '../../db/client.js';
import { isBookingConflict } from '../../db/pg-error.js';
import type { AppointmentRow } from '../../db/schema/appointments.js';
import type { PromoCodeRow } from '../../db/schema/promo-codes.js';
import { AppError } from '../../errors/app-error.js';
import type { RateLimitHitRow } from '../../plugins/rate-limit-store.js';
import type { UsageCount } from '../../plugins/usage-limits.js';
import type { AuthUser } from '../auth/auth-user.js';
import { appointmentNotices } from '../notifications/notify.js';
import type { BookingPayments } from './booking-payments.js';
import { claimPromoCodeUse, findShopPromoCode } from '../promo-codes/promo-code-uses.js';
import {
  bookingScheduleReadsOf,
  resolveBookingScope,
  shopDaySpan,
  toBarberSchedules,
} from '../schedule/booking-scope.js';
import type {
  BookingScheduleReads,
  BookingScope,
  BusyRange,
  ScheduleStatics,
} from '../schedule/booking-scope.js';
import { toAppointmentDto } from './appointments.dto.js';
import { AppointmentsRepository } from './appointments.repository.js';
import {
  bookingInPast,
  invalidPromoCode,
  promoCodeClientLimitReached,
  reasonOrder,
  slotError,
  slotUnavailable,
} from './appointment-errors.js';
import { assertClientLoad } from './client-load.js';
import type { ClientLoadQuery } from './client-load.js';
import { busyWindow, priceOrder, toBookingRequest } from './booking-request.js';
import { depositForBooking } from './deposit-terms.service.js';
import type { BookingRequest } from './booking-request.js';

/** Booking: a client asks for services with one of some barbers at a time (decision 004). */
export class BookingCreation {
  private readonly schedule: BookingScheduleReads;

  private readonly db: Db;
  private readonly now: () => Date;
  private readonly payments: Pick<BookingPayments, 'cashPaymentWrite' | 'takesOnlinePayments'>;

  constructor(deps: {
    db: Db;
    now: () => Date;
    /** Writes a cash booking's payment in the booking's statement. */
    payments: Pick<BookingPayments, 'cashPaymentWrite' | 'takesOnlinePayments'>;
  }) {
    const { db, now, payments } = deps;
    this.db = db;
    this.now = now;
    this.payments = payments;
    this.schedule = bookingScheduleReadsOf(db);
  }

  /**
   * Books services with one of the requested barbers (architecture §3–4):
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
  async create(
    actor: AuthUser,
    body: CreateAppointmentBody,
    usage?: UsageCount,
  ): Promise<Appointment> {
    const request = toBookingRequest(body);
    const now = this.now();
    // The call's usage counters are written by this statement too, and their limit is the
    // first refusal.
    const statics = await this.schedule.loadBookingStatics<RateLimitHitRow>({
      ...request,
      clientId: actor.userId,
      busy: busyWindow(request),
      writing: usage?.upsert,
    });
    usage?.settle(statics.written);
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
    if (
      needsOnlinePayments(request.paymentMethod) &&
      !(await this.payments.takesOnlinePayments(scope.barbershopId))
    ) {
      throw new AppError(
        409,
        'SHOP_TAKES_NO_ONLINE_PAYMENT',
        errorMessages.shopTakesNoOnlinePayment,
        'paymentMethod',
      );
    }
    if (request.totalPriceCents !== totals.total) {
      throw new AppError(
        409,
        'PRICE_CHANGED',
        errorMessages.priceChanged,
        'totalPrice',
      ).withDetails({ ...totals });
    }

    // The shop's 'sinal' (decision 029): a booking paid at the shop may have to pay one first.
    const depositCents = await depositForBooking(this.db, {
      settings: scope.settings,
      barbershopId: scope.barbershopId,
      clientId: actor.userId,
      method: request.paymentMethod,
      totalCents: totals.total,
      serviceIds: scope.services.map((service) => service.id),
    });

    const startsAt = shopLocalToUtc(date, time, scope.timeZone);
    const endsAt = new Date(startsAt.getTime() + scope.durationMinutes * 60_000);
    const snapshot = scope.services.map((service, position) => ({
      barbershopId: scope.barbershopId,
      position,
      serviceId: service.id,
      name: service.name,
      priceCents: getServicePricing(service).finalPrice,
      durationMinutes: service.durationMinutes,
      iconKey: getServiceIconKey(service.name),
      imageUrl: service.imageUrl,
    }));
    const load = {
      clientId: actor.userId,
      barbershopId: scope.barbershopId,
      startsAt,
      endsAt,
      now,
    };
    const maxUnpaid = scope.settings.maxUnpaidBookingsPerClient;
    // A promo code's checks come after the client's and before the insert, so with one the
    // client is checked first, in a statement of its own.
    let checkFirst = promo !== null;
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
        rescheduledAt: null,
        subtotalCents: totals.subtotal,
        discountCents: totals.discount,
        paymentFeeCents: totals.paymentFee,
        totalCents: totals.total,
        depositCents,
        promoCodeId: promo?.id ?? null,
        notes: request.notes,
        cancellationReason: null,
        cancellationFeeCents: null,
        cancelledAt: null,
        arrivedAt: null,
        startedAt: null,
        promoUseReturnedAt: null,
      };
      const services = snapshot.map((service) => ({ ...service, appointmentId: appointment.id }));
      const booking = {
        appointment,
        services,
        notices: appointmentNotices('book', {
          appointmentId: appointment.id,
          barbershopId: scope.barbershopId,
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
        // Cash is paid at the shop: its payment waits there for the staff to confirm it. With a
        // deposit due, the deposit's payment comes first (online) and the rest is taken later.
        payment:
          request.paymentMethod === 'CASH' && depositCents === null
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
          if (checkFirst) {
            await checkClientLoad(repository, { ...load, maxUnpaid });
            if (promo) await claimPromoCode(tx, repository, promo, actor.userId, now);
            return repository.insertBooking(booking);
          }
          // The insert reads the client's load itself, a round trip less; a refusal rolls the
          // booking back.
          await repository.lockClient(actor.userId);
          const written = await repository.insertBooking({ ...booking, clientLoad: load });
          if (!written.held) throw new Error('the booking insert read no client load');
          assertClientLoad(written.held, maxUnpaid);
          return written;
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
            reviewRating: null,
          },
          services,
        );
      } catch (error) {
        if (!isBookingConflict(error)) throw error;
        remaining = remaining.filter((candidate) => candidate.barberId !== barberId);
        if (!checkFirst) {
          // The failed insert's own check of the client was lost with it: made now, so that
          // the client's refusals still come before a taken time.
          checkFirst = true;
          await this.db.transaction((tx) =>
            checkClientLoad(new AppointmentsRepository(tx), { ...load, maxUnpaid }),
          );
        }
      }
    }
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
    const promo = await findShopPromoCode(this.db, barbershopId, code);
    if (!promo || !isPromoCodeUsable(promo, now)) throw invalidPromoCode();
    return promo;
  }
}

/**
 * Claims a use of the booking's promo code, or refuses it: used up, or the client's own limit
 * reached. Counted after the claim, which holds the code's row until the caller commits: the
 * client's concurrent booking with it waits there, then counts this one.
 */
async function claimPromoCode(
  tx: Db,
  repository: AppointmentsRepository,
  promo: PromoCodeRow,
  clientId: string,
  now: Date,
): Promise<void> {
  if (!(await claimPromoCodeUse(tx, promo.id, now))) throw invalidPromoCode();
  if (
    promo.maxUsesPerClient !== null &&
    (await repository.countClientPromoCodeUses(promo.id, clientId)) >= promo.maxUsesPerClient
  ) {
    throw promoCodeClientLimitReached();
  }
}

/**
 * Refuses a booking (or a new time for one) when the client would be in two chairs at once
 * or, for a new booking, past the shop's limit of unpaid upcoming bookings. The client's row
 * is locked first, so of two concurrent bookings the second sees the first (issue 16 §3).
 */
export async function checkClientLoad(
  repository: AppointmentsRepository,
  query: ClientLoadQuery & { maxUnpaid?: number },
): Promise<void> {
  const { maxUnpaid, ...load } = query;
  await repository.lockClient(load.clientId);
  assertClientLoad(await repository.clientLoad(load), maxUnpaid);
}
