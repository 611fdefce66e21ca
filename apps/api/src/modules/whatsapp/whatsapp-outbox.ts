import type { BarbershopSettings } from '@navalha/core/contracts/barbershop';
import { barbershopSettingsSchema } from '@navalha/core/contracts/barbershop';
import { toBrazilianE164Digits } from '@navalha/core/domain/account/phone-links';
import { getEmailRetryDelayMs } from '@navalha/core/domain/notifications/email-retry';
import {
  WHATSAPP_BUTTONS,
  renderWhatsappText,
  shiftIntoWhatsappWindow,
  waitlistOfferMayLeave,
  whatsappParameters,
  whatsappTemplates,
} from '@navalha/core/domain/notifications/whatsapp-messages';
import type { FastifyBaseLogger } from 'fastify';
import type { WhatsappMessageKind } from '../../db/schema/whatsapp-messages.js';
import type { MessagingChannel } from '../../gateways/messaging-channel.js';
import { WhatsappApiError } from '../../gateways/whatsapp-cloud.js';
import type {
  BookingMessageFacts,
  ClaimedWhatsappMessage,
  NewWhatsappMessage,
  WhatsappRepository,
} from './whatsapp.repository.js';

const HOUR_MS = 3_600_000;
/** How far ahead the sweep looks: the longest first reminder (72 h) and the night's shift. */
const LOOK_AHEAD_MS = 84 * HOUR_MS;
/** A confirmation, reschedule or cancellation notice older than this is no longer news. */
const NEWS_MS = 2 * HOUR_MS;
const BATCH = 500;
const SEND_BATCH = 20;
const LEASE_MS = 5 * 60_000;

/** The quick replies' payloads: the action and the booking, checked against the sender. */
export function buttonPayloads(appointmentId: string): string[] {
  return WHATSAPP_BUTTONS.map((button) => `${button.toUpperCase()}:${appointmentId}`);
}

export interface SendRun {
  queued: number;
  sent: number;
  retried: number;
  failed: number;
}

/** The once-only key of a waitlist offer: the time held and until when (decision 038). */
export function offerOccasion(startsAt: Date, expiresAt: Date): string {
  return `${startsAt.toISOString()}|${expiresAt.toISOString()}`;
}

/**
 * Why a claimed message may no longer leave: its booking changed (cancelled, moved) or, for a
 * waitlist offer, the offer ended or changed, its hold ran out or the night began.
 */
function staleness(message: ClaimedWhatsappMessage, now: Date): string | null {
  if (message.kind === 'WAITLIST_OFFER') {
    const { offerStartsAt, offerExpiresAt } = message;
    const current =
      message.status === 'OFFERED' && offerStartsAt && offerExpiresAt
        ? offerOccasion(new Date(offerStartsAt), new Date(offerExpiresAt))
        : null;
    if (current !== message.occasion || !offerExpiresAt) return 'oferta encerrada';
    return waitlistOfferMayLeave(now, new Date(offerExpiresAt), message.timeZone)
      ? null
      : 'oferta fora do prazo';
  }
  const changed =
    message.kind === 'CANCELLATION'
      ? message.status !== 'CANCELLED'
      : !['PENDING', 'CONFIRMED'].includes(message.status) ||
        !message.startsAt ||
        new Date(message.startsAt).toISOString() !== message.occasion;
  return changed ? 'agendamento mudou' : null;
}

/** What the template's buttons carry: the quick replies' payloads, or the offer's link. */
function buttonsOf(message: ClaimedWhatsappMessage) {
  const template = whatsappTemplates[message.kind];
  return {
    buttonPayloads:
      template.buttons.length > 0 && message.appointmentId
        ? buttonPayloads(message.appointmentId)
        : [],
    linkSuffix: template.link ? message.waitlistEntryId : null,
  };
}

/** The settings of a shop row (a row older than the WhatsApp keys gets their defaults). */
export function whatsappSettingsOf(settings: BarbershopSettings): BarbershopSettings['whatsapp'] {
  return barbershopSettingsSchema.parse(settings).whatsapp;
}

/** The message of one kind for a booking, worded now, due at `dueAt` (shifted into 08–21 h). */
export function messageFor(
  facts: BookingMessageFacts,
  kind: WhatsappMessageKind,
  channel: NewWhatsappMessage['channel'],
  dueAt: Date,
  now: Date,
): NewWhatsappMessage {
  return {
    barbershopId: facts.barbershopId,
    appointmentId: facts.appointmentId,
    recipientId: facts.clientId,
    kind,
    channel,
    occasion: facts.startsAt.toISOString(),
    template: whatsappTemplates[kind].name,
    parameters: whatsappParameters(facts),
    nextAttemptAt:
      kind === 'LATE' ? now : shiftIntoWhatsappWindow(dueAt, facts.startsAt, facts.timeZone, now),
  };
}

/** What the shop's settings owe one booking now: each kind at most once (the unique index). */
function owedMessages(facts: BookingMessageFacts, now: Date): NewWhatsappMessage[] {
  const settings = whatsappSettingsOf(facts.settings);
  const owed: NewWhatsappMessage[] = [];
  const start = facts.startsAt.getTime();
  if (facts.status === 'CANCELLED') {
    if (settings.cancellation) owed.push(messageFor(facts, 'CANCELLATION', 'CLOUD_API', now, now));
    return owed;
  }
  if (facts.rescheduledAt) {
    // Moved: the new time is the news (once per start), not the booking's confirmation.
    if (settings.reschedule && now.getTime() - facts.rescheduledAt.getTime() <= NEWS_MS) {
      owed.push(messageFor(facts, 'RESCHEDULE', 'CLOUD_API', now, now));
    }
  } else if (settings.confirmation && now.getTime() - facts.createdAt.getTime() <= NEWS_MS) {
    owed.push(messageFor(facts, 'CONFIRMATION', 'CLOUD_API', now, now));
  }
  const reminders = [
    ['REMINDER_FIRST', settings.reminderFirst, settings.reminderFirstHours],
    ['REMINDER_SECOND', settings.reminderSecond, settings.reminderSecondHours],
  ] as const;
  for (const [kind, enabled, hours] of reminders) {
    const due = new Date(start - hours * HOUR_MS);
    // Booked (or moved) after the reminder's time: the confirmation or the reschedule notice
    // said it all. Queued up to 12 h early, since the night's shift may move it back to the
    // evening before.
    const told = facts.rescheduledAt ?? facts.createdAt;
    if (!enabled || told > due || due.getTime() - now.getTime() > 12 * HOUR_MS) continue;
    owed.push(messageFor(facts, kind, 'CLOUD_API', due, now));
  }
  return owed;
}

/**
 * The WhatsApp outbox's sweep (issue 19 §1, decision 028): writes what each booking is owed
 * (insert-once by its unique key, however many processes sweep) and sends the due messages,
 * each claimed with SKIP LOCKED, outside any transaction, with the e-mail outbox's backoff.
 * A message leaves only if its client still consents and its booking still holds that time.
 */
export class WhatsappOutbox {
  constructor(
    private readonly deps: {
      repository: WhatsappRepository;
      channel: MessagingChannel;
      log: FastifyBaseLogger;
    },
  ) {}

  async queueOwed(now: Date): Promise<number> {
    const { repository } = this.deps;
    const candidates = await repository.findCandidates(
      now,
      new Date(now.getTime() + LOOK_AHEAD_MS),
      new Date(now.getTime() - NEWS_MS),
      BATCH,
    );
    const written = await repository.insertOnce(
      candidates.flatMap((facts) => owedMessages(facts, now)),
    );
    return written.length;
  }

  async deliver(now: Date): Promise<SendRun> {
    const { repository, channel, log } = this.deps;
    const run: SendRun = { queued: 0, sent: 0, retried: 0, failed: 0 };
    const claimed = await repository.claimDue(now, new Date(now.getTime() + LEASE_MS), SEND_BATCH);
    for (const message of claimed) {
      const to = toBrazilianE164Digits(message.phone);
      const refusal = !message.optIn
        ? 'sem consentimento'
        : !to
          ? 'sem celular'
          : staleness(message, now);
      if (refusal || !to) {
        await repository.markFailed(message.id, refusal ?? 'sem celular', now, null);
        run.failed += 1;
        continue;
      }
      const kind = message.kind;
      try {
        const sent = await channel.send({
          to,
          template: message.template,
          parameters: message.parameters,
          ...buttonsOf(message),
          text: renderWhatsappText(kind, message.parameters),
        });
        await repository.markSent(message.id, now, sent.providerMessageId);
        run.sent += 1;
      } catch (error) {
        const retryable = !(error instanceof WhatsappApiError) || error.retryable;
        const delay = retryable ? getEmailRetryDelayMs(message.attempts) : null;
        log.warn({ err: error, messageId: message.id }, 'whatsapp message failed');
        const text = error instanceof Error ? error.message : String(error);
        await repository.markFailed(
          message.id,
          text.slice(0, 500),
          now,
          delay === null ? null : new Date(now.getTime() + delay),
        );
        if (delay === null) run.failed += 1;
        else run.retried += 1;
      }
    }
    return run;
  }
}
