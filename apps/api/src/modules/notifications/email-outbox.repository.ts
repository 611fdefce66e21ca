import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/email-outbox.js';
import { notifications } from '../../db/schema/notifications.js';
import { users } from '../../db/schema/users.js';

/** An e-mail claimed for sending: the copy of a notification, or a message of its own. */
export type ClaimedEmail = ClaimedNotificationEmail | ClaimedMessageEmail;

interface ClaimedEmailBase {
  id: string;
  attempts: number;
  createdAt: Date;
}

/** A notification's copy, worded when it is sent, to the reader's current address. */
export interface ClaimedNotificationEmail extends ClaimedEmailBase {
  kind: 'notification';
  title: string;
  body: string;
  link: string | null;
  email: string;
  name: string;
  isActive: boolean;
}

/** A message written whole when it was queued (an invitation, a reset or confirmation link). */
export interface ClaimedMessageEmail extends ClaimedEmailBase {
  kind: 'message';
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A message to queue: its address and its words. */
export interface QueuedMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

interface ClaimedEmailRow {
  id: string;
  attempts: number | string;
  createdAt: string;
  title: string | null;
  body: string | null;
  link: string | null;
  email: string | null;
  name: string | null;
  isActive: boolean | null;
  toAddress: string | null;
  subject: string | null;
  textBody: string | null;
  htmlBody: string | null;
}

function toClaimedEmail(row: ClaimedEmailRow): ClaimedEmail {
  const base = { id: row.id, attempts: Number(row.attempts), createdAt: new Date(row.createdAt) };
  if (row.toAddress !== null && row.subject !== null) {
    return {
      ...base,
      kind: 'message',
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody ?? '',
      html: row.htmlBody ?? '',
    };
  }
  return {
    ...base,
    kind: 'notification',
    title: row.title ?? '',
    body: row.body ?? '',
    link: row.link,
    email: row.email ?? '',
    name: row.name ?? '',
    isActive: row.isActive ?? false,
  };
}

/**
 * A message's words go once it is sent or given up: a link's token must not outlive its e-mail in
 * the database, where only its hash is kept (a notification's copy has no bodies of its own).
 */
const erasedBodies = { textBody: null, htmlBody: null };

/** The e-mail outbox: queued messages, claimed by one sender at a time; Drizzle only. */
export class EmailOutboxRepository {
  constructor(private readonly db: Db) {}

  /**
   * Claims up to `limit` due e-mails for this sender: their next attempt moves to `leaseUntil`
   * and their attempts go up by one, so another instance sweeping at the same time skips them
   * (SKIP LOCKED) and, should this one die mid-send, the lease runs out and they are tried again.
   */
  async claimDueEmails(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedEmail[]> {
    const result = await this.db.execute(sql`
      with due as (
        select id from ${emailOutbox}
        where sent_at is null and failed_at is null and next_attempt_at <= ${now.toISOString()}::timestamptz
        order by next_attempt_at
        limit ${limit}
        for update skip locked
      ), claimed as (
        update ${emailOutbox} o
        set next_attempt_at = ${leaseUntil.toISOString()}::timestamptz, attempts = o.attempts + 1
        from due where o.id = due.id
        returning o.id, o.notification_id, o.attempts, o.created_at, o.to_address, o.subject,
          o.text_body, o.html_body
      )
      select claimed.id::text as id, claimed.attempts, to_json(claimed.created_at) as "createdAt",
        n.title, n.body, n.link, u.email, u.name, u.is_active as "isActive",
        claimed.to_address as "toAddress", claimed.subject, claimed.text_body as "textBody",
        claimed.html_body as "htmlBody"
      from claimed
      left join ${notifications} n on n.id = claimed.notification_id
      left join ${users} u on u.id = n.user_id
    `);
    return (result as unknown as { rows: ClaimedEmailRow[] }).rows.map(toClaimedEmail);
  }

  /**
   * Queues an e-mail with no in-app twin; in `tx` when given, so it leaves only if the change
   * that wrote it commits.
   */
  async insertMessage(message: QueuedMessage, tx: Db = this.db): Promise<void> {
    await tx.insert(emailOutbox).values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
    });
  }

  async markEmailSent(id: string, sentAt: Date): Promise<void> {
    await this.db
      .update(emailOutbox)
      .set({ sentAt, lastError: null, ...erasedBodies })
      .where(eq(emailOutbox.id, id));
  }

  /** A failed attempt: try again at `retryAt`, or give up when it is null. */
  async markEmailFailed(id: string, error: string, now: Date, retryAt: Date | null): Promise<void> {
    await this.db
      .update(emailOutbox)
      .set(
        retryAt
          ? { lastError: error, nextAttemptAt: retryAt }
          : { lastError: error, failedAt: now, ...erasedBodies },
      )
      .where(eq(emailOutbox.id, id));
  }

  /** Gives up the unsent e-mails written before `cutoff`. Returns how many. */
  async dropEmailsBefore(cutoff: Date, now: Date, reason: string): Promise<number> {
    const dropped = await this.db
      .update(emailOutbox)
      .set({ failedAt: now, lastError: reason, ...erasedBodies })
      .where(
        and(
          isNull(emailOutbox.sentAt),
          isNull(emailOutbox.failedAt),
          sql`${emailOutbox.createdAt} < ${cutoff.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: emailOutbox.id });
    return dropped.length;
  }
}
