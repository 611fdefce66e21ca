import type {
  StaffWhatsappBody,
  StaffWhatsappResult,
  WhatsappConsent,
} from '@navalha/core/contracts/whatsapp';
import {
  WHATSAPP_NO_CONSENT_MESSAGE,
  WHATSAPP_NO_PHONE_MESSAGE,
} from '@navalha/core/contracts/whatsapp';
import { toBrazilianE164Digits } from '@navalha/core/domain/account/phone-links';
import { authMessages } from '@navalha/core/domain/auth/auth-rules';
import { formatBRL } from '@navalha/core/domain/money';
import {
  classifyWhatsappReply,
  renderWhatsappText,
  waitlistOfferMayLeave,
  waitlistOfferParameters,
  whatsappTemplates,
} from '@navalha/core/domain/notifications/whatsapp-messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import { clickToChatChannel } from '../../gateways/messaging-channel.js';
import type { WhatsappCloudChannel } from '../../gateways/whatsapp-cloud.js';
import type { AppointmentsService } from '../appointments/appointments.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { notifyWithoutEmail } from '../notifications/notify.js';
import {
  WhatsappOutbox,
  messageFor,
  offerOccasion,
  whatsappSettingsOf,
} from './whatsapp-outbox.js';
import type { SendRun } from './whatsapp-outbox.js';
import { WhatsappRepository } from './whatsapp.repository.js';

/** One inbound message of Meta's webhook, as the service acts on it. */
export interface InboundMessage {
  id: string;
  /** The sender's WhatsApp number, international digits. */
  from: string;
  /** A quick reply's payload ('CANCELAR:<booking>'), when it is one. */
  payload: string | null;
  /** The button's label or the text written. */
  text: string;
}

export interface WhatsappServiceDeps {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The Cloud API, or null: click-to-chat only. */
  cloud: WhatsappCloudChannel | null;
  /** Cancels as the client would in the app (the shop's fee rule). */
  appointments: Pick<AppointmentsService, 'cancel'>;
  /** The app's public origin, for the reschedule link. */
  appUrl: string;
}

/** A time the waitlist just offered an entry (issue 19 §3), as the offer's WhatsApp words it. */
export interface WaitlistOfferMessage {
  entryId: string;
  barbershopId: string;
  clientId: string;
  /** The shop-local day and time offered ('YYYY-MM-DD', 'HH:MM'). */
  day: string;
  time: string;
  barberName: string;
  holdMinutes: number;
  startsAt: Date;
  expiresAt: Date;
}

const noConsent = () => new AppError(409, 'NO_MESSAGING_CONSENT', WHATSAPP_NO_CONSENT_MESSAGE);

/** WhatsApp: the clients' consent, the outbox's sweep, staff's sends and the inbound webhook. */
export class WhatsappService {
  private readonly repository: WhatsappRepository;
  private readonly outbox: WhatsappOutbox | null;

  constructor(private readonly deps: WhatsappServiceDeps) {
    this.repository = new WhatsappRepository(deps.db);
    this.outbox = deps.cloud
      ? new WhatsappOutbox({ repository: this.repository, channel: deps.cloud, log: deps.log })
      : null;
  }

  get cloudEnabled(): boolean {
    return this.deps.cloud !== null;
  }

  async getConsent(actor: AuthUser): Promise<WhatsappConsent> {
    const consent = await this.repository.getConsent(actor.userId);
    if (!consent) throw AppError.notFound();
    return { optIn: consent.optIn, changedAt: consent.at };
  }

  /** Opting in or out, in the app; the time of the change is kept (and exported). */
  async setConsent(actor: AuthUser, optIn: boolean): Promise<WhatsappConsent> {
    if (optIn) {
      // Reminders need a number to reach: opting in asks for the phone first.
      const current = await this.repository.getConsent(actor.userId);
      if (!current) throw AppError.notFound();
      if (!toBrazilianE164Digits(current.phone)) {
        throw new AppError(400, 'VALIDATION_ERROR', authMessages.whatsappNeedsPhone, 'phone');
      }
    }
    await this.repository.setConsent(actor.userId, optIn, this.deps.now());
    return this.getConsent(actor);
  }

  /**
   * The sweep of every process (with the Cloud API): queue what bookings are owed, send what is
   * due. Without the API nothing is queued: staff send by click-to-chat.
   */
  async sweep(now: Date = this.deps.now()): Promise<SendRun> {
    if (!this.outbox) return { queued: 0, sent: 0, retried: 0, failed: 0 };
    const queued = await this.outbox.queueOwed(now);
    return { ...(await this.outbox.deliver(now)), queued };
  }

  /**
   * A waitlist offer by WhatsApp (issue 19 §3, decision 038), written in the offer's own
   * transaction so it exists only if the offer does: with the Cloud API, to a client who opted
   * in, when the shop's 'Vaga da lista de espera' is on and it is daytime in the shop (an offer
   * held minutes is never kept for the morning). Once per offer (its time and hold); the sweep
   * sends it within a minute if the offer still stands. True when it was queued.
   */
  async queueWaitlistOffer(tx: Db, offer: WaitlistOfferMessage): Promise<boolean> {
    if (!this.deps.cloud) return false;
    const facts = await new WhatsappRepository(tx).offerRecipient(
      offer.barbershopId,
      offer.clientId,
    );
    const now = this.deps.now();
    if (
      !facts?.optIn ||
      !toBrazilianE164Digits(facts.phone) ||
      !whatsappSettingsOf(facts.settings).waitlistOffer ||
      !waitlistOfferMayLeave(now, offer.expiresAt, facts.timeZone)
    ) {
      return false;
    }
    const written = await new WhatsappRepository(tx).insertOnce([
      {
        barbershopId: offer.barbershopId,
        appointmentId: null,
        waitlistEntryId: offer.entryId,
        recipientId: offer.clientId,
        kind: 'WAITLIST_OFFER',
        channel: 'CLOUD_API',
        occasion: offerOccasion(offer.startsAt, offer.expiresAt),
        template: whatsappTemplates.WAITLIST_OFFER.name,
        parameters: waitlistOfferParameters({ ...offer, shopName: facts.shopName }),
        nextAttemptAt: now,
      },
    ]);
    return written.length > 0;
  }

  /**
   * From the agenda: a confirmation, a reminder or 'atrasado ~15 min'. With the Cloud API it is
   * queued (sent by the next sweep); without, the answer is the wa.me link with the words written,
   * recorded as sent by this member of staff. Once per booking time and kind.
   */
  async sendFromAgenda(
    actor: AuthUser,
    appointmentId: string,
    body: StaffWhatsappBody,
  ): Promise<StaffWhatsappResult> {
    const facts = await this.repository.findFacts(appointmentId);
    const ownsIt =
      facts !== null &&
      facts.barbershopId === actor.barbershopId &&
      (actor.role !== 'BARBER' || facts.barberId === actor.userId);
    if (!facts || !ownsIt) throw AppError.notFound();
    if (!facts.clientOptIn) throw noConsent();
    const to = toBrazilianE164Digits(facts.clientPhone);
    if (!to) throw new AppError(409, 'NO_MESSAGING_CONSENT', WHATSAPP_NO_PHONE_MESSAGE);
    if (body.kind === 'LATE' && !whatsappSettingsOf(facts.settings).late)
      throw AppError.forbidden();
    const now = this.deps.now();
    const channel = this.deps.cloud ? 'CLOUD_API' : 'CLICK_TO_CHAT';
    const message = messageFor(facts, body.kind, channel, now, now);
    const written = await this.repository.insertOnce([
      channel === 'CLICK_TO_CHAT'
        ? { ...message, nextAttemptAt: now, sentAt: now, sentBy: actor.userId }
        : { ...message, nextAttemptAt: now },
    ]);
    const url =
      channel === 'CLICK_TO_CHAT'
        ? (
            await clickToChatChannel.send({
              to,
              template: message.template,
              parameters: message.parameters,
              buttonPayloads: [],
              text: renderWhatsappText(body.kind, message.parameters),
            })
          ).url
        : null;
    return { channel, url, alreadySent: written.length === 0 };
  }

  /**
   * One inbound message, once (by Meta's message id): 'SAIR' opts the number out; a quick reply
   * acts on its booking as the client would in the app, if the sender is that booking's client;
   * anything else goes to the shop's inbox. A failure forgets the message, so Meta's retry
   * handles it again.
   */
  async handleInbound(message: InboundMessage): Promise<void> {
    const reply = classifyWhatsappReply(message.payload?.split(':')[0] ?? message.text);
    const bookingId = message.payload?.split(':')[1] ?? null;
    const facts = bookingId ? await this.repository.findFacts(bookingId) : null;
    const first = await this.repository.recordInbound({
      messageId: message.id,
      fromPhone: message.from,
      action: reply,
      barbershopId: facts?.barbershopId ?? null,
    });
    if (!first) return;
    try {
      await this.act(message, reply, facts);
    } catch (error) {
      await this.repository.forgetInbound(message.id);
      throw error;
    }
  }

  private async act(
    message: InboundMessage,
    reply: ReturnType<typeof classifyWhatsappReply>,
    facts: Awaited<ReturnType<WhatsappRepository['findFacts']>>,
  ): Promise<void> {
    const now = this.deps.now();
    if (reply === 'OPT_OUT') {
      await this.repository.optOutPhone(message.from, now);
      return;
    }
    const clients = await this.repository.findClientsByPhone(message.from);
    const client =
      facts && clients.some((row) => row.id === facts.clientId)
        ? facts.clientId
        : (clients[0]?.id ?? null);
    if (!client) return;
    const booking = facts && facts.clientId === client ? facts : null;
    if (reply === 'CANCEL' && booking) {
      const actor: AuthUser = { userId: client, role: 'CLIENT', barbershopId: null };
      let answer: string;
      try {
        const result = await this.deps.appointments.cancel(actor, booking.appointmentId);
        answer =
          result.cancellationFee > 0
            ? `Pronto, seu horário foi cancelado. Taxa de cancelamento: ${formatBRL(result.cancellationFee)}.`
            : 'Pronto, seu horário foi cancelado, sem custo.';
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        answer = `Não foi possível cancelar: ${error.message}`;
      }
      await this.answer(message.from, answer);
      return;
    }
    if (reply === 'RESCHEDULE' && booking) {
      await this.answer(
        message.from,
        `Para remarcar, escolha outro horário aqui: ${this.deps.appUrl}/appointment/${booking.appointmentId}`,
      );
      return;
    }
    const shop = booking?.barbershopId ?? (await this.repository.latestShopOf(client));
    if (!shop) return;
    const name = await this.repository.clientName(client);
    const body =
      reply === 'CONFIRM' && booking
        ? `${name} confirmou presença pelo WhatsApp.`
        : `${name} escreveu pelo WhatsApp: “${message.text.slice(0, 500)}”`;
    for (const reader of await this.repository.inboxReaders(shop)) {
      await notifyWithoutEmail(this.deps.db, {
        userId: reader,
        type: 'WHATSAPP_MESSAGE',
        title: 'Mensagem de cliente no WhatsApp',
        body,
        link: null,
        appointmentId: booking?.appointmentId ?? null,
        barbershopId: shop,
      });
    }
  }

  /** A text answer inside the 24 h window the client's reply opened; a failure is only logged. */
  private async answer(to: string, text: string): Promise<void> {
    try {
      await this.deps.cloud?.sendText(to, text);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'whatsapp answer failed');
    }
  }
}
