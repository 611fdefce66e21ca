import type { CashDay, CashDayQuery, CloseCashBody } from '@navalha/core/contracts/front-desk-cash';
import { summarizeCashDay } from '@navalha/core/domain/front-desk/cash-day';
import type { CashDayReceipt } from '@navalha/core/domain/front-desk/cash-day';
import { getCashDifference, getCashMethod } from '@navalha/core/domain/front-desk/cash-method';
import {
  addDaysToLocalDate,
  localDateInZone,
  shopLocalToUtc,
} from '@navalha/core/domain/format/date-time';
import type { Db } from '../../db/client.js';
import { AppError, validationError } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { recordAudit } from '../audit/audit-trail.js';
import { cashDayCsv } from './cash-csv.js';
import { CashRepository } from './cash.repository.js';
import type { ClosingRecord, DaySpan, ReceiptRecord } from './cash.repository.js';

const futureDay = () =>
  validationError('Não é possível fechar o caixa de um dia que ainda não chegou', 'date');

function toClosing(row: ClosingRecord): CashDay['closings'][number] {
  return {
    id: row.id,
    counted: row.countedCents,
    expected: row.expectedCents,
    difference: row.differenceCents,
    note: row.note,
    closedBy: row.closedBy ? { id: row.closedBy, name: row.closedByName ?? '' } : null,
    closedAt: row.closedAt,
  };
}

/**
 * The day's cash of the desk's shop (issue 17 §5): what came in by method and by barber, refunds,
 * fees kept, bookings still unpaid, and 'Fechar caixa', which records the counted cash against
 * the expected one. Closings are append-only: closing a day again corrects it, nothing is lost.
 */
export class CashService {
  private readonly repository: CashRepository;

  private readonly db: Db;
  private readonly now: () => Date;

  constructor(deps: { db: Db; now: () => Date }) {
    const { db, now } = deps;
    this.db = db;
    this.now = now;
    this.repository = new CashRepository(db);
  }

  async day(actor: AuthUser, query: CashDayQuery): Promise<CashDay> {
    const shopId = requireManagedShop(actor);
    const timeZone = await this.timeZone(shopId);
    const date = query.date ?? localDateInZone(this.now(), timeZone);
    return this.read(shopId, date, timeZone);
  }

  async exportCsv(actor: AuthUser, query: CashDayQuery): Promise<{ date: string; csv: string }> {
    const day = await this.day(actor, query);
    return { date: day.date, csv: cashDayCsv(day) };
  }

  /** 'Fechar caixa': the expected cash is the server's, read when the count is recorded. */
  async close(actor: AuthUser, body: CloseCashBody): Promise<CashDay> {
    const shopId = requireManagedShop(actor);
    const timeZone = await this.timeZone(shopId);
    if (body.date > localDateInZone(this.now(), timeZone)) throw futureDay();
    const receipts = await this.repository.findReceipts(shopId, span(body.date, timeZone));
    const { expectedCashCents } = summarizeCashDay(receipts.map(toReceipt));
    await this.db.transaction(async (tx) => {
      const row = await new CashRepository(tx).insertClosing({
        barbershopId: shopId,
        businessDate: body.date,
        countedCents: body.counted,
        expectedCents: expectedCashCents,
        differenceCents: getCashDifference(body.counted, expectedCashCents),
        note: body.note || null,
        closedBy: actor.userId,
        // closed_at is the database's clock: the closings of a day keep the order they came in.
      });
      await recordAudit(tx, actor, shopId, {
        action: 'cash.close',
        entityId: row.id,
        after: {
          date: row.businessDate,
          countedCents: row.countedCents,
          expectedCents: row.expectedCents,
          differenceCents: row.differenceCents,
          note: row.note,
        },
      });
    });
    return this.read(shopId, body.date, timeZone);
  }

  private async read(shopId: string, date: string, timeZone: string): Promise<CashDay> {
    const day = span(date, timeZone);
    const [receipts, refunds, keptFees, unpaid, closings] = await Promise.all([
      this.repository.findReceipts(shopId, day),
      this.repository.findRefunds(shopId, day),
      this.repository.findKeptFees(shopId, day),
      this.repository.findUnpaid(shopId, day),
      this.repository.findClosings(shopId, date),
    ]);
    const totals = summarizeCashDay(receipts.map(toReceipt));
    return {
      date,
      timeZone,
      received: { count: totals.received.count, amount: totals.received.amountCents },
      byMethod: totals.byMethod.map(({ method, count, amountCents }) => ({
        method,
        count,
        amount: amountCents,
      })),
      byBarber: totals.byBarber.map(({ barberId, name, count, amountCents }) => ({
        barberId,
        name,
        count,
        amount: amountCents,
      })),
      receipts: receipts.map((row) => ({
        paymentId: row.paymentId,
        appointmentId: row.appointmentId,
        method: getCashMethod(row),
        amount: row.amountCents,
        receivedAt: new Date(row.receivedAt),
        clientName: row.clientName,
        barberId: row.barberId,
        barberName: row.barberName,
      })),
      refunds: refunds.map((row) => ({
        ...row,
        amount: row.amountCents,
        refundedAt: new Date(row.refundedAt),
      })),
      refunded: tally(refunds),
      keptFees: keptFees.map((row) => ({
        ...row,
        amount: row.amountCents,
        startsAt: new Date(row.startsAt),
      })),
      kept: tally(keptFees),
      unpaid: unpaid.map((row) => ({
        ...row,
        amount: row.amountCents,
        startsAt: new Date(row.startsAt),
      })),
      expectedCash: totals.expectedCashCents,
      closings: closings.map(toClosing),
    };
  }

  private async timeZone(shopId: string): Promise<string> {
    const timeZone = await this.repository.findTimeZone(shopId);
    if (!timeZone) throw AppError.forbidden();
    return timeZone;
  }
}

/** Midnight to midnight on the shop's clock (23 or 25 hours on a daylight-saving day). */
function span(date: string, timeZone: string): DaySpan {
  return {
    from: shopLocalToUtc(date, '00:00', timeZone),
    to: shopLocalToUtc(addDaysToLocalDate(date, 1), '00:00', timeZone),
  };
}

/** A received payment placed in the day's cash by core's method mapping. */
function toReceipt(row: ReceiptRecord): CashDayReceipt {
  return {
    method: getCashMethod(row),
    amountCents: row.amountCents,
    barberId: row.barberId,
    barberName: row.barberName,
  };
}

function tally(rows: readonly { amountCents: number }[]) {
  return { count: rows.length, amount: rows.reduce((sum, row) => sum + row.amountCents, 0) };
}
