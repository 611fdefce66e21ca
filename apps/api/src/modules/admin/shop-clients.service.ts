import { shownEmail, walkInEmail } from '@navalha/core/domain/clients/walk-in';
import type {
  AdminClient,
  AdminClientAppointmentList,
  AdminClientAppointmentsQuery,
  AdminClientDetail,
  AdminClientList,
  AdminClientsQuery,
  ClientNote,
  SavedClientNote,
  SaveClientContactBody,
  SaveClientNoteBody,
} from '@navalha/core/contracts/admin-clients';
import { adminClientMessages } from '@navalha/core/contracts/admin-clients';
import type { Db } from '../../db/client.js';
import { getPgErrorCode, pgErrorCodes } from '../../db/pg-error.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { recordAudit } from '../audit/audit-trail.js';
import { ShopAppointmentsRepository } from './shop-appointments.repository.js';
import { toAdminAppointment } from './shop-appointments.service.js';
import { ShopClientsRepository } from './shop-clients.repository.js';
import type { ClientNoteRecord, ShopClientRecord } from './shop-clients.repository.js';

function toAdminClient(row: ShopClientRecord): AdminClient {
  return {
    id: row.id,
    name: row.name,
    email: shownEmail(row.email) ?? '',
    phone: row.phone,
    bookings: row.bookings,
    completed: row.completed,
    cancelled: row.cancelled,
    noShows: row.noShows,
    lateCancellations: row.lateCancellations,
    spent: row.spentCents,
    lastVisit: row.lastVisit === null ? null : new Date(row.lastVisit),
    nextBooking: row.nextBooking === null ? null : new Date(row.nextBooking),
  };
}

function toNote(row: ClientNoteRecord | null): ClientNote | null {
  return row
    ? { body: row.body, updatedAt: new Date(row.updatedAt), updatedBy: row.updatedBy }
    : null;
}

const clientNotFound = () => notFound(adminClientMessages.clientNotFound);

/**
 * The shop's clients (issue 17 §3): the searchable list, a client's page (figures, the shop's
 * private note, wallet balance) and their bookings there. Someone who is not the shop's client
 * is a 404, whatever else they are.
 */
export class ShopClientsService {
  private readonly repository: ShopClientsRepository;
  private readonly appointments: ShopAppointmentsRepository;

  private readonly db: Db;
  private readonly now: () => Date;

  constructor(deps: { db: Db; now: () => Date }) {
    const { db, now } = deps;
    this.db = db;
    this.now = now;
    this.repository = new ShopClientsRepository(db);
    this.appointments = new ShopAppointmentsRepository(db);
  }

  /** One of the shop's clients with their figures, or the 404. */
  private async findClient(shopId: string, clientId: string): Promise<ShopClientRecord> {
    const [client] = await this.repository.findClients(shopId, {
      clientId,
      now: this.now(),
      limit: 1,
      offset: 0,
    });
    if (!client) throw clientNotFound();
    return client;
  }

  async list(actor: AuthUser, query: AdminClientsQuery): Promise<AdminClientList> {
    const shopId = requireManagedShop(actor);
    const { page, limit } = query;
    const search = query.search || undefined;
    const total = await this.repository.countClients(shopId, search);
    const rows = await this.repository.findClients(shopId, {
      search,
      now: this.now(),
      limit,
      offset: (page - 1) * limit,
    });
    return { data: rows.map(toAdminClient), page, limit, total };
  }

  async get(actor: AuthUser, clientId: string): Promise<AdminClientDetail> {
    const shopId = requireManagedShop(actor);
    const client = await this.findClient(shopId, clientId);
    const [note, walletBalance, contact] = await Promise.all([
      this.repository.findNote(shopId, clientId),
      this.repository.walletBalance(shopId, clientId),
      this.repository.findContact(clientId),
    ]);
    return {
      client: toAdminClient(client),
      note: toNote(note),
      walletBalance,
      contactEditable: contact?.walkIn === true,
    };
  }

  async appointmentsOf(
    actor: AuthUser,
    clientId: string,
    query: AdminClientAppointmentsQuery,
  ): Promise<AdminClientAppointmentList> {
    const shopId = requireManagedShop(actor);
    if (!(await this.repository.isClient(shopId, clientId))) throw clientNotFound();
    const timeZone = await this.appointments.findTimeZone(shopId);
    if (!timeZone) throw AppError.forbidden();
    const upcoming = query.when === 'upcoming';
    const filter = { clientId, when: { now: this.now(), upcoming } };
    const { page, limit } = query;
    const [total, rows] = await Promise.all([
      this.appointments.countAppointments(shopId, filter),
      this.appointments.findAppointments(
        shopId,
        filter,
        limit,
        (page - 1) * limit,
        upcoming ? 'asc' : 'desc',
      ),
    ]);
    return { data: rows.map((row) => toAdminAppointment(row, timeZone)), page, limit, total };
  }

  /**
   * The desk writes a walk-in's phone and e-mail (issue 17 §3) so they can claim the account by
   * signing up with that e-mail (decision 018). A client with their own account (a password or
   * Google) keeps their contact themselves: 409. An e-mail of another account: 409 on `email`.
   */
  async saveContact(
    actor: AuthUser,
    clientId: string,
    body: SaveClientContactBody,
  ): Promise<AdminClient> {
    const shopId = requireManagedShop(actor);
    if (!(await this.repository.isClient(shopId, clientId))) throw clientNotFound();
    const current = await this.repository.findContact(clientId);
    if (!current) throw clientNotFound();
    if (!current.walkIn) {
      throw new AppError(409, 'CLIENT_OWNS_ACCOUNT', adminClientMessages.contactOwnedByClient);
    }
    const email = body.email ?? walkInEmail(clientId);
    const emailTaken = () =>
      new AppError(409, 'EMAIL_IN_USE', adminClientMessages.emailTaken, 'email');
    if (body.email && (await this.repository.emailTaken(body.email, clientId))) throw emailTaken();
    try {
      await this.db.transaction(async (tx) => {
        await new ShopClientsRepository(tx).saveContact(clientId, { phone: body.phone, email });
        await recordAudit(tx, actor, shopId, {
          action: 'client.contact',
          entityId: clientId,
          before: { phone: current.phone, email: shownEmail(current.email) },
          after: { phone: body.phone, email: body.email },
        });
      });
    } catch (error) {
      // Another account took the e-mail between the check and the write.
      if (getPgErrorCode(error) === pgErrorCodes.uniqueViolation) throw emailTaken();
      throw error;
    }
    const client = await this.findClient(shopId, clientId);
    return toAdminClient(client);
  }

  /** Saves the shop's note on its client (empty: removed), as the caller, now. */
  async saveNote(
    actor: AuthUser,
    clientId: string,
    body: SaveClientNoteBody,
  ): Promise<SavedClientNote> {
    const shopId = requireManagedShop(actor);
    if (!(await this.repository.isClient(shopId, clientId))) throw clientNotFound();
    await this.db.transaction(async (tx) => {
      const notes = new ShopClientsRepository(tx);
      const before = await notes.findNote(shopId, clientId);
      await notes.saveNote(shopId, clientId, body.body, actor.userId, this.now());
      await recordAudit(tx, actor, shopId, {
        action: 'client.note',
        entityId: clientId,
        before: { note: before?.body ?? null },
        after: { note: body.body === '' ? null : body.body },
      });
    });
    return { note: toNote(await this.repository.findNote(shopId, clientId)) };
  }
}
