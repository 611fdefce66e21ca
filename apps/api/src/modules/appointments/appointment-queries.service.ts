import type {
  Appointment,
  AppointmentList,
  BarberAgendaQuery,
} from '@navalha/core/contracts/appointments';
import { decodeListCursor } from '@navalha/core/contracts/pagination';
import { activeAppointmentStatuses } from '@navalha/core/domain/appointments/appointment-status';
import {
  canClientCancel,
  getCancellationTerms,
} from '@navalha/core/domain/appointments/cancellation-policy';
import {
  addDaysToLocalDate,
  localDateInZone,
  shopLocalToUtc,
} from '@navalha/core/domain/format/date-time';
import type { Db } from '../../db/client.js';
import type { AppointmentServiceRow } from '../../db/schema/appointment-services.js';
import type { AppointmentRow } from '../../db/schema/appointments.js';
import type { AuthUser } from '../auth/auth-user.js';
import { toAppointmentDto } from './appointments.dto.js';
import type { BookingPayments, CancelRefundPart } from './booking-payments.js';
import { AppointmentsRepository } from './appointments.repository.js';
import type { AppointmentRecord } from './appointments.repository.js';
import { AppointmentViewsRepository } from './appointment-views.repository.js';
import type { AppointmentView } from './appointment-views.repository.js';

import { appointmentNotFound } from './appointment-errors.js';

/**
 * Reading bookings: a client's history and active bookings, a barber's agenda, one booking;
 * each with its people, shop and service snapshot, in two queries for any number of them.
 */
export class AppointmentQueries {
  private readonly repository: AppointmentsRepository;
  private readonly views: AppointmentViewsRepository;

  private readonly now: () => Date;
  private readonly payments: Pick<BookingPayments, 'quoteCancelRefund'> | undefined;

  constructor(deps: {
    db: Db;
    now: () => Date;
    /** What a paid booking's cancellation would give back now; without it that is left out. */
    payments?: Pick<BookingPayments, 'quoteCancelRefund'>;
  }) {
    const { db, now } = deps;
    this.now = now;
    this.payments = deps.payments;
    this.repository = new AppointmentsRepository(db);
    this.views = new AppointmentViewsRepository(db);
  }

  async history(
    actor: AuthUser,
    page: number,
    limit: number,
    cursor?: string,
  ): Promise<AppointmentList> {
    return this.page({ clientId: actor.userId }, 'newestFirst', page, limit, cursor);
  }

  /** The client's PENDING and CONFIRMED bookings that have not ended, soonest first. */
  async active(
    actor: AuthUser,
    page: number,
    limit: number,
    cursor?: string,
  ): Promise<AppointmentList> {
    return this.page(
      { clientId: actor.userId, statuses: activeAppointmentStatuses, endsAfter: this.now() },
      'soonestFirst',
      page,
      limit,
      cursor,
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

  /** The appointment if the actor may see it: their own, their agenda's, their shop's. */
  async visible(actor: AuthUser, id: string): Promise<AppointmentRecord> {
    const appointment = await this.repository.findById(id);
    if (!appointment || !canSee(actor, appointment)) throw appointmentNotFound();
    return appointment;
  }

  async load(id: string): Promise<Appointment> {
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
    cursor?: string,
  ): Promise<AppointmentList> {
    // The contract has checked the cursor's shape (listCursorSchema).
    const keyset = cursor ? (decodeListCursor(cursor) ?? undefined) : undefined;
    const { views, total, nextCursor } = await this.views.findViewsPage(
      filter,
      order,
      limit,
      (page - 1) * limit,
      keyset,
    );
    return { data: await this.withServices(views), page, limit, total, nextCursor };
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
    const now = this.now();
    return views.map((view) =>
      toAppointmentDto(
        view,
        byAppointment.get(view.appointment.id) ?? [],
        now,
        this.cancelRefundOf(view, now),
      ),
    );
  }

  /**
   * What a paid booking its client may still cancel would give back now, part by part, as
   * payments would refund it (decision 029), from its payments read with it; empty otherwise.
   */
  private cancelRefundOf(view: AppointmentView, now: Date): CancelRefundPart[] | undefined {
    if (!this.payments || !view.paidPayments) return undefined;
    const { appointment } = view;
    if (appointment.paymentStatus !== 'COMPLETED' || !canClientCancel(appointment, now)) {
      return [];
    }
    const terms = getCancellationTerms({
      startsAt: appointment.startsAt,
      now,
      amountCents: appointment.totalCents,
      freeWindowHours: view.cancellationWindowHours,
      feePercent: view.cancellationFeePercent,
    });
    return this.payments.quoteCancelRefund(
      { depositCents: appointment.depositCents, keptCents: terms.cancellationFee },
      view.paidPayments,
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
    case 'RECEPTION':
      return actor.barbershopId !== null && appointment.barbershopId === actor.barbershopId;
    case 'OPERATOR':
      // The platform's operator sees counts of a shop's bookings, never one (issue 20 §1).
      return false;
  }
}
