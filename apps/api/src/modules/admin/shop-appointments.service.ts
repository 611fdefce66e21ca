import { shownEmail } from '@navalha/core/domain/clients/walk-in';
import type {
  AdminAppointment,
  AdminAppointmentList,
  AdminAppointmentsExportQuery,
  AdminAppointmentsQuery,
} from '@navalha/core/contracts/admin-appointments';
import {
  getAppointmentStatusLabel,
  getPaymentStatusLabel,
} from '@navalha/core/domain/appointments/appointment-status';
import {
  addDaysToLocalDate,
  formatLocalDate,
  localDateInZone,
  localTimeInZone,
  shopLocalToUtc,
} from '@navalha/core/domain/format/date-time';
import { getPaymentMethodLabel } from '@navalha/core/domain/payments/payment-method';
import type { Db } from '../../db/client.js';
import { AppError, validationError } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { csvMoney, toCsv } from './csv.js';
import { ShopAppointmentsRepository } from './shop-appointments.repository.js';
import type {
  ShopAppointmentFilter,
  ShopAppointmentRecord,
} from './shop-appointments.repository.js';

/** More than this in one file is a report for a database tool, not for Excel. */
export const MAX_EXPORT_ROWS = 10_000;

export const exportMessages = {
  tooMany: `Exporte no máximo ${MAX_EXPORT_ROWS.toLocaleString('pt-BR')} agendamentos por vez: escolha um período menor.`,
} as const;

const csvHeaders = [
  'Data',
  'Horário',
  'Duração (min)',
  'Cliente',
  'E-mail',
  'Telefone',
  'Barbeiro',
  'Serviços',
  'Status',
  'Pagamento',
  'Forma de pagamento',
  'Subtotal (R$)',
  'Desconto (R$)',
  'Taxa (R$)',
  'Total (R$)',
  'Motivo do cancelamento',
] as const;

/** An export file's name: 'agendamentos-2026-05-01-a-2026-05-31.csv'. */
export function exportFileName(query: AdminAppointmentsExportQuery): string {
  const span = [query.from, query.to].filter(Boolean).join('-a-');
  return `agendamentos${span ? `-${span}` : ''}.csv`;
}

export function toAdminAppointment(row: ShopAppointmentRecord, timeZone: string): AdminAppointment {
  return {
    id: row.id,
    startsAt: new Date(row.startsAt),
    date: localDateInZone(row.startsAt, timeZone),
    time: localTimeInZone(row.startsAt, timeZone),
    durationMinutes: Math.round((row.endsAt - row.startsAt) / 60_000),
    client: {
      id: row.clientId,
      name: row.clientName,
      // A walk-in without e-mail has a stand-in address, never shown (decision 018).
      email: shownEmail(row.clientEmail) ?? '',
      phone: row.clientPhone,
    },
    barber: { id: row.barberId, name: row.barberName },
    services: row.services,
    subtotal: row.subtotalCents,
    discount: row.discountCents,
    paymentFee: row.paymentFeeCents,
    total: row.totalCents,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    cancellationReason: row.cancellationReason,
    createdAt: new Date(row.createdAt),
  };
}

/** The shop's bookings (list and CSV), for its admins and owner. */
export class ShopAppointmentsService {
  private readonly repository: ShopAppointmentsRepository;

  private readonly now: () => Date;

  constructor(deps: { db: Db; now: () => Date }) {
    const { db, now } = deps;
    this.now = now;
    this.repository = new ShopAppointmentsRepository(db);
  }

  async list(actor: AuthUser, query: AdminAppointmentsQuery): Promise<AdminAppointmentList> {
    const { shopId, timeZone } = await this.shop(actor);
    const filter = toFilter(query, timeZone);
    const { page, limit } = query;
    const total = await this.repository.countAppointments(shopId, filter);
    const rows = await this.repository.findAppointments(shopId, filter, limit, (page - 1) * limit);
    return { data: rows.map((row) => toAdminAppointment(row, timeZone)), page, limit, total };
  }

  /** The same bookings as a CSV file for Excel in pt-BR, oldest first. */
  async exportCsv(actor: AuthUser, query: AdminAppointmentsExportQuery): Promise<string> {
    const { shopId, timeZone } = await this.shop(actor);
    const filter = toFilter(query, timeZone);
    const total = await this.repository.countAppointments(shopId, filter);
    if (total > MAX_EXPORT_ROWS) throw validationError(exportMessages.tooMany, 'from');
    const rows = (
      await this.repository.findAppointments(shopId, filter, MAX_EXPORT_ROWS)
    ).reverse();
    return toCsv(
      csvHeaders,
      rows.map((row) => [
        formatLocalDate(localDateInZone(row.startsAt, timeZone)),
        localTimeInZone(row.startsAt, timeZone),
        Math.round((row.endsAt - row.startsAt) / 60_000),
        row.clientName,
        shownEmail(row.clientEmail),
        row.clientPhone,
        row.barberName,
        row.services.join(' + '),
        getAppointmentStatusLabel(row.status),
        getPaymentStatusLabel(row.paymentStatus),
        row.paymentMethod ? getPaymentMethodLabel(row.paymentMethod) : null,
        csvMoney(row.subtotalCents),
        csvMoney(row.discountCents),
        csvMoney(row.paymentFeeCents),
        csvMoney(row.totalCents),
        row.cancellationReason,
      ]),
    );
  }

  private async shop(actor: AuthUser): Promise<{ shopId: string; timeZone: string }> {
    const shopId = requireManagedShop(actor);
    const timeZone = await this.repository.findTimeZone(shopId);
    if (!timeZone) throw AppError.forbidden();
    return { shopId, timeZone };
  }
}

/** Shop-local dates to instants: from midnight of `from` to midnight after `to`. */
function toFilter(query: AdminAppointmentsExportQuery, timeZone: string): ShopAppointmentFilter {
  return {
    ...(query.from ? { from: shopLocalToUtc(query.from, '00:00', timeZone) } : {}),
    ...(query.to ? { to: shopLocalToUtc(addDaysToLocalDate(query.to, 1), '00:00', timeZone) } : {}),
    ...(query.barberId ? { barberId: query.barberId } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.paymentStatus ? { paymentStatus: query.paymentStatus } : {}),
  };
}
