import { randomUUID } from 'node:crypto';
import type {
  DeskBookingBody,
  DeskClientList,
  DeskMoveBody,
} from '@navalha/core/contracts/front-desk-bookings';
import { deskBookingMessages } from '@navalha/core/contracts/front-desk-bookings';
import type { BarbershopSettings } from '@navalha/core/contracts/barbershop';
import { errorMessages } from '@navalha/core/contracts/errors';
import type { WorkingHours } from '@navalha/core/domain/schedule/working-ranges';
import type { AgendaBooking } from '@navalha/core/contracts/front-desk-agenda';
import { getServiceIconKey } from '@navalha/core/domain/catalog/service-icon';
import { getServicePricing } from '@navalha/core/domain/catalog/service-pricing';
import { shownEmail, walkInEmail } from '@navalha/core/domain/clients/walk-in';
import { checkSlot } from '@navalha/core/domain/schedule/slots';
import type { Db } from '../../db/client.js';
import { getPgErrorCode, isBookingConflict, pgErrorCodes } from '../../db/pg-error.js';
import type { NewAppointmentRow } from '../../db/schema/appointments.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { notifyAppointment } from '../notifications/notify.js';
import {
  bookingScheduleReadsOf,
  resolveBookingScope,
  shopDaySpan,
} from '../schedule/booking-scope.js';
import type { BookingScheduleReads } from '../schedule/booking-scope.js';
import { slotError, slotUnavailable } from './appointment-errors.js';
import { AppointmentsRepository } from './appointments.repository.js';
import { checkClientLoad } from './booking-creation.js';
import { moveBooking } from './booking-lifecycle.js';
import type { BookingPayments } from './booking-payments.js';
import { priceOrder } from './booking-request.js';
import { DeskBookingsRepository } from './desk-bookings.repository.js';
import type { DeskClientRecord } from './desk-bookings.repository.js';

const bookingNotFound = () => notFound(deskBookingMessages.bookingNotFound);

const notMovable = () => new AppError(409, 'INVALID_TRANSITION', deskBookingMessages.notMovable);

/** One time of one barber, as the availability engine checks it. */
interface SlotQuery {
  barbershopId: string;
  barberId: string;
  date: string;
  time: string;
  timeZone: string;
  settings: BarbershopSettings;
  workingHours: WorkingHours[];
  durationMinutes: number;
  excludeAppointmentId?: string;
}

/**
 * The front desk's bookings (issue 17 §1): it finds the shop's clients, registers walk-ins,
 * books them and moves bookings, with the client's rules: the same availability engine (the
 * barber's hours, breaks, time off and bookings, the shop's slot step; no minimum notice, the
 * client is at the desk or on the phone, and the slot under way may be taken), the server's prices, the exclusion constraint and its
 * pt-BR 409. Bookings made here are CONFIRMED: the desk spoke with the client.
 */
export class DeskBookings {
  private readonly schedule: BookingScheduleReads;
  private readonly repository: DeskBookingsRepository;

  private readonly db: Db;
  private readonly now: () => Date;
  private readonly payments: Pick<BookingPayments, 'cashPaymentWrite'>;

  constructor(deps: {
    db: Db;
    now: () => Date;
    payments: Pick<BookingPayments, 'cashPaymentWrite'>;
  }) {
    const { db, now, payments } = deps;
    this.db = db;
    this.now = now;
    this.payments = payments;
    this.schedule = bookingScheduleReadsOf(db);
    this.repository = new DeskBookingsRepository(db);
  }

  async searchClients(actor: AuthUser, search: string): Promise<DeskClientList> {
    const shopId = requireManagedShop(actor);
    const rows = await this.repository.searchClients(shopId, search);
    return { data: rows.map(toDeskClient) };
  }

  async create(actor: AuthUser, body: DeskBookingBody): Promise<AgendaBooking> {
    const shopId = requireManagedShop(actor);
    const now = this.now();
    const statics = await this.schedule.loadStatics({
      barberIds: [body.barberId],
      serviceIds: body.serviceIds,
    });
    // Another shop's barber or services exist for nobody here.
    const chosen = statics.barbers.find((barber) => barber.id === body.barberId);
    if (chosen && chosen.barbershopId !== shopId) throw notFound(errorMessages.barberNotFound);
    if (statics.services.some((service) => service.barbershopId !== shopId)) {
      throw notFound(errorMessages.serviceNotFound);
    }
    const scope = resolveBookingScope(statics, body.serviceIds, [body.barberId]);
    const check = await this.checkTime({
      barbershopId: shopId,
      barberId: body.barberId,
      date: body.date,
      time: body.time,
      timeZone: scope.timeZone,
      settings: scope.settings,
      workingHours: chosen?.hours ?? [],
      durationMinutes: scope.durationMinutes,
    });
    const totals = priceOrder(scope, null, 'CASH');

    const existing = body.clientId
      ? await this.repository.findShopClient(shopId, body.clientId)
      : null;
    if (body.clientId && !existing) throw notFound(deskBookingMessages.clientNotFound);
    const newClient = body.newClient ?? null;
    if (newClient?.email && (await this.repository.emailInUse(newClient.email))) {
      throw new AppError(409, 'EMAIL_IN_USE', deskBookingMessages.emailTaken, 'newClient.email');
    }
    const clientId = existing?.id ?? randomUUID();
    const client: DeskClientRecord = existing ?? {
      id: clientId,
      name: newClient?.name ?? '',
      phone: newClient?.phone ?? null,
      email: newClient?.email ?? walkInEmail(clientId),
    };

    const appointment: NewAppointmentRow = {
      id: randomUUID(),
      clientId,
      barberId: body.barberId,
      barbershopId: shopId,
      startsAt: check.startsAt,
      endsAt: check.endsAt,
      status: 'CONFIRMED',
      paymentStatus: 'PENDING',
      paymentMethod: 'CASH',
      subtotalCents: totals.subtotal,
      discountCents: totals.discount,
      paymentFeeCents: totals.paymentFee,
      totalCents: totals.total,
      promoCodeId: null,
      notes: body.notes,
    };
    const services = scope.services.map((service, position) => ({
      barbershopId: shopId,
      appointmentId: appointment.id ?? '',
      position,
      serviceId: service.id,
      name: service.name,
      priceCents: getServicePricing(service).finalPrice,
      durationMinutes: service.durationMinutes,
      iconKey: getServiceIconKey(service.name),
      imageUrl: service.imageUrl,
    }));
    const appointmentId = appointment.id ?? '';
    try {
      await this.db.transaction(async (tx) => {
        if (!existing && newClient) {
          await new DeskBookingsRepository(tx).insertWalkIn({
            id: clientId,
            name: client.name,
            phone: newClient.phone,
            email: client.email,
          });
        }
        const repository = new AppointmentsRepository(tx);
        await checkClientLoad(repository, {
          clientId,
          barbershopId: shopId,
          startsAt: check.startsAt,
          endsAt: check.endsAt,
          now,
        });
        await repository.insertBooking({
          appointment,
          services,
          notices: [],
          payment: this.payments.cashPaymentWrite({
            appointmentId,
            clientId,
            barbershopId: shopId,
            method: 'CASH',
            flow: 'cash',
            gateway: 'shop',
            amountCents: totals.total,
            submittedAt: now,
          }),
        });
        await notifyAppointment(tx, appointmentId, 'desk_book');
        await recordAudit(tx, actor, shopId, {
          action: 'appointment.desk_create',
          entityId: appointmentId,
          after: {
            clientId,
            newClient: !existing,
            barberId: body.barberId,
            startsAt: check.startsAt,
            services: services.map((service) => service.name),
            totalCents: totals.total,
            status: 'CONFIRMED',
          },
        });
      });
    } catch (error) {
      if (isBookingConflict(error)) throw slotUnavailable();
      // Two desks registering one e-mail at once: the unique index decides.
      if (getPgErrorCode(error) === pgErrorCodes.uniqueViolation) {
        throw new AppError(409, 'EMAIL_IN_USE', deskBookingMessages.emailTaken, 'newClient.email');
      }
      throw error;
    }
    return {
      id: appointmentId,
      barberId: body.barberId,
      startsAt: check.startsAt,
      endsAt: check.endsAt,
      client: { id: clientId, name: client.name, phone: client.phone },
      services: services.map((service) => service.name),
      status: 'CONFIRMED',
      paymentMethod: 'CASH',
      paymentStatus: 'PENDING',
    };
  }

  /**
   * Moves an active booking of the shop to another of its barbers (who offers its services) and
   * time: the same checks as a new booking, the booking itself left out of the busy time.
   */
  async move(actor: AuthUser, id: string, body: DeskMoveBody): Promise<AgendaBooking> {
    const shopId = requireManagedShop(actor);
    const bookings = new AppointmentsRepository(this.db);
    const appointment = await bookings.findById(id);
    if (appointment?.barbershopId !== shopId) throw bookingNotFound();
    if (appointment.status !== 'PENDING' && appointment.status !== 'CONFIRMED') {
      throw notMovable();
    }
    const snapshot = await bookings.findServicesOf([id]);
    const serviceIds = snapshot.flatMap((service) =>
      service.serviceId ? [service.serviceId] : [],
    );
    const statics = await this.schedule.loadStatics({ barberIds: [body.barberId], serviceIds: [] });
    const [barber] = statics.barbers;
    if (barber?.barbershopId !== shopId) throw notFound(errorMessages.barberNotFound);
    if (!serviceIds.every((serviceId) => barber.serviceIds.includes(serviceId))) {
      throw new AppError(409, 'SERVICE_NOT_OFFERED', errorMessages.serviceNotOffered, 'barberId');
    }
    const durationMinutes = Math.round(
      (appointment.endsAt.getTime() - appointment.startsAt.getTime()) / 60_000,
    );
    const check = await this.checkTime({
      barbershopId: shopId,
      barberId: body.barberId,
      date: body.date,
      time: body.time,
      timeZone: appointment.timeZone,
      settings: appointment.settings,
      workingHours: barber.hours,
      durationMinutes,
      excludeAppointmentId: id,
    });
    const now = this.now();
    try {
      const moved = await this.db.transaction(async (tx) => {
        await checkClientLoad(new AppointmentsRepository(tx), {
          clientId: appointment.clientId,
          barbershopId: shopId,
          startsAt: check.startsAt,
          endsAt: check.endsAt,
          now,
          excludeId: id,
        });
        const row = await moveBooking(tx, appointment, {
          barberId: body.barberId,
          startsAt: check.startsAt,
          endsAt: check.endsAt,
          at: now,
        });
        if (!row) return null;
        await recordAudit(tx, actor, shopId, {
          action: 'appointment.move',
          entityId: id,
          before: { barberId: appointment.barberId, startsAt: appointment.startsAt },
          after: { barberId: row.barberId, startsAt: row.startsAt },
        });
        return row;
      });
      if (!moved) throw notMovable();
    } catch (error) {
      if (isBookingConflict(error)) throw slotUnavailable();
      throw error;
    }
    const [booking] = await new DeskBookingsRepository(this.db).findAgendaBookings([id]);
    if (!booking) throw bookingNotFound();
    return booking;
  }

  /** The barber's hours, breaks, time off and bookings that day allow this time, or its 409. */
  private async checkTime(query: SlotQuery): Promise<{ startsAt: Date; endsAt: Date }> {
    const busy = await this.schedule.loadBusy({
      barbershopId: query.barbershopId,
      barberIds: [query.barberId],
      ...shopDaySpan(query.date, query.timeZone),
      ...(query.excludeAppointmentId ? { excludeAppointmentId: query.excludeAppointmentId } : {}),
    });
    const check = checkSlot({
      date: query.date,
      time: query.time,
      timeZone: query.timeZone,
      workingHours: query.workingHours,
      busy,
      durationMinutes: query.durationMinutes,
      slotStepMinutes: query.settings.slotStepMinutes,
      minNoticeMinutes: 0,
      // A walk-in at 10:10 takes the 10:00 slot: the desk may book the slot under way.
      now: new Date(this.now().getTime() - query.settings.slotStepMinutes * 60_000),
    });
    if (!check.ok) throw slotError(check.reason);
    return { startsAt: check.startsAt, endsAt: check.endsAt };
  }
}

function toDeskClient(row: DeskClientRecord) {
  return { id: row.id, name: row.name, phone: row.phone, email: shownEmail(row.email) };
}
