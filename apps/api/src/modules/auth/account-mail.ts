import { accountNoticeEmail } from '@navalha/core/domain/auth/account-emails';
import type { AccountNotice } from '@navalha/core/domain/auth/account-emails';
import type { EmailContent } from '@navalha/core/domain/notifications/email-layout';
import type { NotificationType } from '@navalha/core/domain/notifications/notification-types';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';

/** The app's pages a link opens (issue 14); the web app's router has the same paths. */
export const accountLinkPaths = {
  passwordReset: '/redefinir-senha',
  emailConfirmation: '/confirmar-email',
  signIn: '/signin',
} as const;

/**
 * Where the account's e-mails and notices are written, in the caller's transaction: the
 * notifications module's outbox (notifications/notify.ts), handed in by app.ts so that auth,
 * which notifications depends on, does not depend on it back.
 */
export interface AccountOutbox {
  queueEmail(db: Db, message: EmailContent & { to: string }): Promise<void>;
  notifyWithoutEmail(
    db: Db,
    notice: {
      userId: string;
      type: NotificationType;
      title: string;
      body: string;
      link: string | null;
      appointmentId: string | null;
      barbershopId: string | null;
    },
  ): Promise<void>;
}

export interface AccountMailOptions {
  db: Db;
  outbox: AccountOutbox;
  /** PUBLIC_URL, or the local address in the demo. */
  appUrl: string;
  /** Whether SMTP_URL is set: without it no link is e-mailed (nobody would receive it). */
  emailEnabled: boolean;
}

/** Who an account e-mail is from and to. */
export interface AccountRecipient {
  email: string;
  name: string;
  senderName: string;
}

/**
 * The e-mails of an account's own life (reset and confirmation links, password changed, a Google
 * takeover): named after the shop, queued in the caller's transaction to the outbox, which sends
 * them with its retries and erases their words once sent (architecture §7).
 */
export class AccountMail {
  readonly emailEnabled: boolean;
  private readonly appUrl: string;
  private readonly outbox: AccountOutbox;

  constructor(options: AccountMailOptions) {
    this.emailEnabled = options.emailEnabled;
    this.outbox = options.outbox;
    this.appUrl = options.appUrl.replace(/\/+$/, '');
  }

  /** `{PUBLIC_URL}{path}?token=…` */
  link(path: string, token: string): string {
    return `${this.appUrl}${path}?token=${encodeURIComponent(token)}`;
  }

  /**
   * The account's address and name, and the shop to name as sender: a staff member's own shop;
   * a client's most recent shop, else the oldest shop (a self-hosted install runs one), else
   * 'Navalha'. One query.
   */
  async recipient(db: Db, userId: string): Promise<AccountRecipient | null> {
    const [row] = await executeRows<AccountRecipient>(
      db,
      sql`select u.email, u.name, coalesce(
            (select b.name from barbershops b where b.id = u.barbershop_id),
            (select b.name from appointments a join barbershops b on b.id = a.barbershop_id
              where a.client_id = u.id order by a.starts_at desc limit 1),
            (select b.name from barbershops b order by b.created_at, b.id limit 1),
            'Navalha') as "senderName"
          from users u where u.id = ${userId}`,
    );
    return row ?? null;
  }

  /** Queues an e-mail in `db` (a transaction: it leaves only if the change commits). */
  async queue(db: Db, to: string, content: EmailContent): Promise<void> {
    await this.outbox.queueEmail(db, { to, ...content });
  }

  /** A bell notice about the account and, with SMTP, its e-mail (the shop's name, a sign-in link). */
  async notify(
    db: Db,
    userId: string,
    type: Extract<NotificationType, 'PASSWORD_CHANGED' | 'ACCOUNT_SECURITY'>,
    notice: AccountNotice,
  ): Promise<void> {
    await this.outbox.notifyWithoutEmail(db, {
      userId,
      type,
      title: notice.title,
      body: notice.body,
      link: null,
      appointmentId: null,
      barbershopId: null,
    });
    if (!this.emailEnabled) return;
    const recipient = await this.recipient(db, userId);
    if (!recipient) return;
    const content = accountNoticeEmail(
      { senderName: recipient.senderName, recipientName: recipient.name },
      notice,
      `${this.appUrl}${accountLinkPaths.signIn}`,
    );
    await this.queue(db, recipient.email, content);
  }
}
