import type { BarbershopSettings } from '@navalha/core/contracts/barbershop';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema/appointments.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { users } from '../../db/schema/users.js';
import { waitlistEntries } from '../../db/schema/waitlist-entries.js';
import { whatsappInbound, whatsappMessages } from '../../db/schema/whatsapp-messages.js';
import type {
  WhatsappChannelName,
  WhatsappMessageKind,
} from '../../db/schema/whatsapp-messages.js';

/** What a booking's messages are worded from, and whether its client may receive them. */
export interface BookingMessageFacts {
  appointmentId: string;
  barbershopId: string;
  clientId: string;
  barberId: string;
  status: string;
  startsAt: Date;
  createdAt: Date;
  cancelledAt: Date | null;
  /** When it was last moved to another time or barber, if ever. */
  rescheduledAt: Date | null;
  shopName: string;
  timeZone: string;
  settings: BarbershopSettings;
  barberName: string;
  clientPhone: string | null;
  clientOptIn: boolean;
}

/**
 * A message to write once: the unique (shop, booking, kind, occasion) drops a second; for a
 * waitlist offer, (shop, entry, occasion).
 */
export interface NewWhatsappMessage {
  barbershopId: string;
  appointmentId: string | null;
  waitlistEntryId?: string | null;
  recipientId: string;
  kind: WhatsappMessageKind;
  channel: WhatsappChannelName;
  occasion: string;
  template: string;
  parameters: string[];
  nextAttemptAt: Date;
  sentAt?: Date;
  sentBy?: string;
}

/** A Cloud API message claimed for sending, with what decides whether it may still leave. */
export interface ClaimedWhatsappMessage {
  id: string;
  /** The booking it is about, or null for a waitlist offer. */
  appointmentId: string | null;
  /** The waitlist entry offered a time, for a waitlist offer. */
  waitlistEntryId: string | null;
  kind: WhatsappMessageKind;
  occasion: string;
  template: string;
  parameters: string[];
  attempts: number;
  phone: string | null;
  optIn: boolean;
  /** The booking's status now, or the entry's. */
  status: string;
  /** The booking's start now (JSON), or null. */
  startsAt: string | null;
  /** The entry's open offer now (JSON), for a waitlist offer. */
  offerStartsAt: string | null;
  offerExpiresAt: string | null;
  timeZone: string;
}

/** Who a waitlist offer would reach and under which shop's settings. */
export interface OfferRecipientFacts {
  shopName: string;
  timeZone: string;
  settings: BarbershopSettings;
  optIn: boolean;
  phone: string | null;
}

const factsColumns = {
  appointmentId: appointments.id,
  barbershopId: appointments.barbershopId,
  clientId: appointments.clientId,
  barberId: appointments.barberId,
  status: appointments.status,
  startsAt: appointments.startsAt,
  createdAt: appointments.createdAt,
  cancelledAt: appointments.cancelledAt,
  rescheduledAt: appointments.rescheduledAt,
  shopName: barbershops.name,
  timeZone: barbershops.timeZone,
  settings: barbershops.settings,
  barberName: sql<string>`(select name from ${users} b where b.id = ${appointments.barberId})`,
  clientPhone: users.phone,
  clientOptIn: users.whatsappOptIn,
};

/** The WhatsApp outbox, inbound replies and the clients' consent; Drizzle only. */
export class WhatsappRepository {
  constructor(private readonly db: Db) {}

  /**
   * Bookings of consenting clients that start in (now, until] or were moved since `newsSince`
   * (however far ahead), and those cancelled since then: what the sweep may owe a message.
   */
  async findCandidates(now: Date, until: Date, newsSince: Date, limit: number) {
    return this.db
      .select(factsColumns)
      .from(appointments)
      .innerJoin(barbershops, eq(barbershops.id, appointments.barbershopId))
      .innerJoin(users, eq(users.id, appointments.clientId))
      .where(
        and(
          eq(users.whatsappOptIn, true),
          sql`${appointments.startsAt} > ${now.toISOString()}::timestamptz`,
          sql`(${appointments.startsAt} <= ${until.toISOString()}::timestamptz
            or ${appointments.rescheduledAt} >= ${newsSince.toISOString()}::timestamptz)`,
          sql`(${appointments.status} in ('PENDING', 'CONFIRMED')
            or (${appointments.status} = 'CANCELLED'
              and ${appointments.cancelledAt} >= ${newsSince.toISOString()}::timestamptz))`,
        ),
      )
      .orderBy(appointments.startsAt)
      .limit(limit) as Promise<BookingMessageFacts[]>;
  }

  async findFacts(appointmentId: string): Promise<BookingMessageFacts | null> {
    const [row] = await this.db
      .select(factsColumns)
      .from(appointments)
      .innerJoin(barbershops, eq(barbershops.id, appointments.barbershopId))
      .innerJoin(users, eq(users.id, appointments.clientId))
      .where(eq(appointments.id, appointmentId))
      .limit(1);
    return (row as BookingMessageFacts | undefined) ?? null;
  }

  /** Writes the messages not written yet; returns the ids of those this call wrote. */
  async insertOnce(messages: readonly NewWhatsappMessage[]): Promise<string[]> {
    if (messages.length === 0) return [];
    const rows = await this.db
      .insert(whatsappMessages)
      .values(messages.map((message) => ({ ...message })))
      .onConflictDoNothing()
      .returning({ id: whatsappMessages.id });
    return rows.map((row) => row.id);
  }

  async findMessage(appointmentId: string, kind: WhatsappMessageKind, occasion: string) {
    const [row] = await this.db
      .select()
      .from(whatsappMessages)
      .where(
        and(
          eq(whatsappMessages.appointmentId, appointmentId),
          eq(whatsappMessages.kind, kind),
          eq(whatsappMessages.occasion, occasion),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /**
   * Claims up to `limit` due Cloud API messages: their next attempt moves to `leaseUntil`, so a
   * process sweeping at the same time skips them (SKIP LOCKED) and, should this one die, the
   * lease runs out and they are tried again.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedWhatsappMessage[]> {
    const result = await this.db.execute(sql`
      with due as (
        select id from ${whatsappMessages}
        where sent_at is null and failed_at is null and channel = 'CLOUD_API'
          and next_attempt_at <= ${now.toISOString()}::timestamptz
        order by next_attempt_at
        limit ${limit}
        for update skip locked
      ), claimed as (
        update ${whatsappMessages} m
        set next_attempt_at = ${leaseUntil.toISOString()}::timestamptz, attempts = m.attempts + 1
        from due where m.id = due.id
        returning m.id, m.barbershop_id, m.appointment_id, m.waitlist_entry_id, m.recipient_id,
          m.kind, m.occasion, m.template, m.parameters, m.attempts
      )
      select claimed.id::text as id, claimed.appointment_id::text as "appointmentId",
        claimed.waitlist_entry_id::text as "waitlistEntryId",
        claimed.kind, claimed.occasion, claimed.template, claimed.parameters, claimed.attempts,
        u.phone, u.whatsapp_opt_in as "optIn", coalesce(a.status::text, w.status) as status,
        to_json(a.starts_at) as "startsAt",
        to_json(w.offer_starts_at) as "offerStartsAt",
        to_json(w.offer_expires_at) as "offerExpiresAt",
        s.time_zone as "timeZone"
      from claimed
      join ${users} u on u.id = claimed.recipient_id
      join ${barbershops} s on s.id = claimed.barbershop_id
      left join ${appointments} a on a.id = claimed.appointment_id
      left join ${waitlistEntries} w on w.id = claimed.waitlist_entry_id
    `);
    return (result as unknown as { rows: ClaimedWhatsappMessage[] }).rows.map((row) => ({
      ...row,
      attempts: Number(row.attempts),
      parameters:
        typeof row.parameters === 'string'
          ? (JSON.parse(row.parameters) as string[])
          : row.parameters,
    }));
  }

  /** The shop's name, zone and settings with the client's consent: one read, for an offer. */
  async offerRecipient(
    barbershopId: string,
    clientId: string,
  ): Promise<OfferRecipientFacts | null> {
    const [row] = await this.db
      .select({
        shopName: barbershops.name,
        timeZone: barbershops.timeZone,
        settings: barbershops.settings,
        optIn: users.whatsappOptIn,
        phone: users.phone,
      })
      .from(barbershops)
      .innerJoin(users, eq(users.id, clientId))
      .where(eq(barbershops.id, barbershopId))
      .limit(1);
    return row ?? null;
  }

  async markSent(id: string, sentAt: Date, providerMessageId: string | null): Promise<void> {
    await this.db
      .update(whatsappMessages)
      .set({ sentAt, providerMessageId, lastError: null })
      .where(eq(whatsappMessages.id, id));
  }

  /** A failed attempt: try again at `retryAt`, or give up when it is null. */
  async markFailed(id: string, error: string, now: Date, retryAt: Date | null): Promise<void> {
    await this.db
      .update(whatsappMessages)
      .set(
        retryAt
          ? { lastError: error, nextAttemptAt: retryAt }
          : { lastError: error, failedAt: now },
      )
      .where(eq(whatsappMessages.id, id));
  }

  async getConsent(
    userId: string,
  ): Promise<{ optIn: boolean; at: Date | null; phone: string | null } | null> {
    const [row] = await this.db
      .select({ optIn: users.whatsappOptIn, at: users.whatsappConsentAt, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ?? null;
  }

  async setConsent(userId: string, optIn: boolean, at: Date): Promise<void> {
    await this.db
      .update(users)
      .set({ whatsappOptIn: optIn, whatsappConsentAt: at })
      .where(and(eq(users.id, userId), sql`${users.whatsappOptIn} <> ${optIn}`));
  }

  /** Clients whose phone is this WhatsApp number (international digits, as Meta sends it). */
  async findClientsByPhone(digits: string): Promise<{ id: string; optIn: boolean }[]> {
    const national = digits.startsWith('55') ? digits.slice(2) : digits;
    return this.db
      .select({ id: users.id, optIn: users.whatsappOptIn })
      .from(users)
      .where(
        and(
          eq(users.role, 'CLIENT'),
          sql`${users.deletedAt} is null`,
          sql`regexp_replace(coalesce(${users.phone}, ''), '[^0-9]', '', 'g') in (${digits}, ${national})`,
        ),
      );
  }

  /** 'SAIR': every account of that number stops receiving messages. */
  async optOutPhone(digits: string, at: Date): Promise<number> {
    const clients = await this.findClientsByPhone(digits);
    for (const client of clients) await this.setConsent(client.id, false, at);
    return clients.length;
  }

  /** Records an inbound message; false when it was already handled (a repeated delivery). */
  async recordInbound(row: {
    messageId: string;
    fromPhone: string;
    action: string;
    barbershopId: string | null;
  }): Promise<boolean> {
    const written = await this.db
      .insert(whatsappInbound)
      .values(row)
      .onConflictDoNothing()
      .returning({ messageId: whatsappInbound.messageId });
    return written.length > 0;
  }

  /** Forgets an inbound message whose handling failed, so Meta's next delivery tries again. */
  async forgetInbound(messageId: string): Promise<void> {
    await this.db.delete(whatsappInbound).where(eq(whatsappInbound.messageId, messageId));
  }

  /** The shop of the latest message sent to this client: where a free-text reply belongs. */
  async latestShopOf(clientId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ barbershopId: whatsappMessages.barbershopId })
      .from(whatsappMessages)
      .where(eq(whatsappMessages.recipientId, clientId))
      .orderBy(sql`${whatsappMessages.createdAt} desc`)
      .limit(1);
    return row?.barbershopId ?? null;
  }

  /** Who reads the shop's inbox: its owner, admins and reception. */
  async inboxReaders(barbershopId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.barbershopId, barbershopId),
          eq(users.isActive, true),
          sql`${users.role} in ('OWNER', 'ADMIN', 'RECEPTION')`,
        ),
      );
    return rows.map((row) => row.id);
  }

  async clientName(clientId: string): Promise<string> {
    const [row] = await this.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, clientId))
      .limit(1);
    return row?.name ?? 'Cliente';
  }
}
