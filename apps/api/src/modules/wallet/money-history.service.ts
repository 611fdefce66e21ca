import type { MoneyHistoryPage, MoneyHistoryQuery } from '@navalha/core/contracts/money-history';
import { decodeListCursor, encodeListCursor } from '@navalha/core/contracts/pagination';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../auth/auth-user.js';
import { MoneyHistoryRepository } from './money-history.repository.js';

/**
 * 'Transações' (issue 18 §2): the client's whole money history, a page at a time. One row more
 * than the page is read to know whether another follows; its cursor is the page's last row.
 */
export class MoneyHistoryService {
  private readonly repository: MoneyHistoryRepository;

  constructor(deps: { db: Db }) {
    this.repository = new MoneyHistoryRepository(deps.db);
  }

  async page(actor: AuthUser, query: MoneyHistoryQuery): Promise<MoneyHistoryPage> {
    // The contract has checked the cursor's shape (listCursorSchema).
    const cursor = query.cursor ? (decodeListCursor(query.cursor) ?? undefined) : undefined;
    const rows = await this.repository.page(actor.userId, {
      limit: query.limit + 1,
      cursor,
      direction: query.direction,
    });
    const page = rows.slice(0, query.limit);
    const last = rows.length > query.limit ? page.at(-1) : undefined;
    return {
      data: page.map((row) => ({
        id: row.id,
        kind: row.kind,
        direction: row.direction,
        amount: Number(row.amountCents),
        method: row.method,
        received_with: row.receivedWith,
        // Microseconds to the Date's milliseconds (the JSON's ISO time has them only).
        date: new Date(Number(BigInt(row.atMicros) / 1000n)),
        kept_fee: row.keptFeeCents === null ? null : Number(row.keptFeeCents),
        appointment_id: row.appointmentId,
        payment_id: row.paymentId,
        service: row.serviceName,
        barber: row.barberName,
        shop: row.shopName,
      })),
      nextCursor: last ? encodeListCursor({ micros: last.atMicros, id: last.id }) : null,
    };
  }
}
