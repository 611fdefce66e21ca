import type { NotificationList, NotificationsRead } from '@navalha/core/contracts/notifications';
import { errorMessages } from '@navalha/core/contracts/errors';
import { activeAppointmentStatuses } from '@navalha/core/domain/appointments/appointment-status';
import { REMINDER_LEAD_HOURS } from '@navalha/core/domain/notifications/appointment-notices';
import {
  EMAIL_MAX_AGE_MS,
  getEmailRetryDelayMs,
  isDeliverableEmail,
} from '@navalha/core/domain/notifications/email-retry';
import { renderNotificationEmail } from '@navalha/core/domain/notifications/notification-email';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Mailer, OutgoingEmail } from './mailer.js';
import { toNotificationDto } from './notifications.dto.js';
import { NotificationsRepository } from './notifications.repository.js';
import { EmailOutboxRepository } from './email-outbox.repository.js';
import type { ClaimedEmail, QueuedMessage } from './email-outbox.repository.js';
import { appointmentNotices } from './notify.js';

const HOUR_MS = 60 * 60 * 1000;
const REMINDER_LEAD_MS = REMINDER_LEAD_HOURS * HOUR_MS;
/** Reminders written per sweep: the rest wait a minute for the next one. */
const REMINDER_BATCH = 200;
/** E-mails claimed per sweep, and how long a claim keeps other instances off them. */
const EMAIL_BATCH = 20;
const EMAIL_LEASE_MS = 5 * 60_000;

export interface NotificationsServiceOptions {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Null without SMTP_URL: e-mails wait in the outbox and are dropped after a day. */
  mailer: Mailer | null;
  /** The app's public origin, for the links in e-mails. */
  appUrl: string;
}

export interface ReminderRun {
  created: number;
}

export interface EmailRun {
  sent: number;
  retried: number;
  failed: number;
  dropped: number;
}

/** The bell's notifications, the 24 h reminders and the e-mail outbox. */
export class NotificationsService {
  private readonly now: () => Date;
  private readonly log: FastifyBaseLogger;
  private readonly mailer: Mailer | null;
  private readonly appUrl: string;
  private readonly repository: NotificationsRepository;
  private readonly outbox: EmailOutboxRepository;

  constructor(options: NotificationsServiceOptions) {
    this.now = options.now;
    this.log = options.log;
    this.mailer = options.mailer;
    this.appUrl = options.appUrl;
    this.repository = new NotificationsRepository(options.db);
    this.outbox = new EmailOutboxRepository(options.db);
  }

  /** The reader's notifications, newest first, and how many of all of them are unread. */
  async list(actor: AuthUser, page: number, limit: number): Promise<NotificationList> {
    const { rows, total } = await this.repository.findPage(actor.userId, limit, (page - 1) * limit);
    const unreadCount = await this.repository.countUnread(actor.userId);
    return { data: rows.map(toNotificationDto), page, limit, total, unreadCount };
  }

  /** Marks one of the reader's notifications read (again is fine); someone else's is 404. */
  async markRead(actor: AuthUser, id: string): Promise<NotificationsRead> {
    const changed = await this.repository.markRead(actor.userId, this.now(), id);
    if (changed === 0 && !(await this.repository.existsForUser(actor.userId, id))) {
      throw notFound(errorMessages.notificationNotFound);
    }
    return { unreadCount: await this.repository.countUnread(actor.userId) };
  }

  async markAllRead(actor: AuthUser): Promise<NotificationsRead> {
    await this.repository.markRead(actor.userId, this.now());
    return { unreadCount: await this.repository.countUnread(actor.userId) };
  }

  /**
   * Writes the reminder of every active booking that starts within 24 h and has none yet.
   * Safe with many instances at once: the partial unique index on (appointment, reader) lets
   * one insert win and the others skip (ON CONFLICT DO NOTHING), e-mail and NOTIFY included.
   */
  async createReminders(now: Date = this.now()): Promise<ReminderRun> {
    const until = new Date(now.getTime() + REMINDER_LEAD_MS);
    const candidates = await this.repository.findReminderCandidates(
      now,
      until,
      REMINDER_LEAD_MS,
      activeAppointmentStatuses,
      REMINDER_BATCH,
    );
    if (candidates.length === 0) return { created: 0 };
    const notices = candidates.flatMap((facts) => appointmentNotices('remind', facts));
    const written = await this.repository.insertNotices(notices);
    return { created: written.length };
  }

  /**
   * Sends the due e-mails of the outbox (architecture §7): each is claimed first, sent outside
   * any transaction, then marked sent or given a later try (core's backoff) until it is given
   * up. Without a mailer, and for anything older than a day, nothing is sent: those are dropped.
   */
  async deliverEmails(now: Date = this.now()): Promise<EmailRun> {
    const run: EmailRun = { sent: 0, retried: 0, failed: 0, dropped: 0 };
    run.dropped = await this.outbox.dropEmailsBefore(
      new Date(now.getTime() - EMAIL_MAX_AGE_MS),
      now,
      this.mailer ? 'expirado' : 'SMTP_URL não configurado',
    );
    if (!this.mailer) return run;
    const claimed = await this.outbox.claimDueEmails(
      now,
      new Date(now.getTime() + EMAIL_LEASE_MS),
      EMAIL_BATCH,
    );
    for (const email of claimed) {
      const outgoing = this.toOutgoing(email);
      if (!outgoing) {
        await this.outbox.markEmailFailed(email.id, 'destinatário inválido', now, null);
        run.failed += 1;
        continue;
      }
      try {
        await this.mailer.send(outgoing);
        await this.outbox.markEmailSent(email.id, this.now());
        run.sent += 1;
      } catch (error) {
        const delay = getEmailRetryDelayMs(email.attempts);
        const message = error instanceof Error ? error.message : String(error);
        this.log.warn({ err: error, emailId: email.id, attempts: email.attempts }, 'e-mail failed');
        await this.outbox.markEmailFailed(
          email.id,
          message.slice(0, 500),
          now,
          delay === null ? null : new Date(now.getTime() + delay),
        );
        if (delay === null) run.failed += 1;
        else run.retried += 1;
      }
    }
    return run;
  }

  /**
   * Queues an e-mail that no notification mirrors (an invitation, a reset or confirmation link):
   * written in `tx` when given, sent by the outbox sweep with its retries, and its words erased
   * once sent or given up. Without SMTP_URL it is dropped after a day, like every e-mail.
   */
  async queueEmail(message: QueuedMessage, tx?: Db): Promise<void> {
    await this.outbox.insertMessage(message, tx);
  }

  /** What to send for a claimed e-mail, or null when its recipient cannot receive it. */
  private toOutgoing(email: ClaimedEmail): OutgoingEmail | null {
    if (email.kind === 'message') {
      const { to, subject, text, html } = email;
      return isDeliverableEmail(to) ? { to, subject, text, html } : null;
    }
    if (!email.isActive || !isDeliverableEmail(email.email)) return null;
    const content = renderNotificationEmail({
      recipientName: email.name,
      title: email.title,
      body: email.body,
      link: email.link,
      appUrl: this.appUrl,
    });
    return { to: email.email, ...content };
  }

  /** For the sweep's shutdown. */
  closeMailer(): void {
    this.mailer?.close();
  }
}
