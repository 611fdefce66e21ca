import type { BarbershopSettings } from '@navalha/core/contracts/barbershop';
import type {
  UpdateWhatsappSettingsBody,
  WhatsappMessageSettings,
  WhatsappSettings,
} from '@navalha/core/contracts/whatsapp';
import { WHATSAPP_WINDOW } from '@navalha/core/domain/notifications/whatsapp-messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { AppError } from '../../errors/app-error.js';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { whatsappSettingsOf } from './whatsapp-outbox.js';

const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;

function toMessages(settings: BarbershopSettings): WhatsappMessageSettings {
  const stored = whatsappSettingsOf(settings);
  return {
    confirmation: stored.confirmation,
    reminderFirst: stored.reminderFirst,
    reminderFirstHours: stored.reminderFirstHours,
    reminderSecond: stored.reminderSecond,
    reminderSecondHours: stored.reminderSecondHours,
    cancellation: stored.cancellation,
    reschedule: stored.reschedule,
    late: stored.late,
    waitlistOffer: stored.waitlistOffer,
  };
}

/** The log's view: keys named for the audit sentences ('o aviso de remarcação pelo WhatsApp'). */
function auditView(messages: WhatsappMessageSettings) {
  return {
    whatsappConfirmation: messages.confirmation,
    whatsappReminderFirst: messages.reminderFirst,
    whatsappReminderFirstHours: messages.reminderFirstHours,
    whatsappReminderSecond: messages.reminderSecond,
    whatsappReminderSecondHours: messages.reminderSecondHours,
    whatsappCancellation: messages.cancellation,
    whatsappReschedule: messages.reschedule,
    whatsappLate: messages.late,
    whatsappWaitlistOffer: messages.waitlistOffer,
  };
}

/**
 * The shop's WhatsApp settings screen (issue 19 §1): which messages leave, the reminders' lead
 * times (kept in `settings.whatsapp`, read by the outbox's sweep on each pass), the hours they
 * may leave and whether the Cloud API is connected (from the server's environment).
 */
export class WhatsappSettingsService {
  constructor(private readonly deps: { db: Db; cloudEnabled: boolean }) {}

  async get(actor: AuthUser): Promise<WhatsappSettings> {
    const shopId = requireManagedShop(actor);
    const [row] = await this.deps.db
      .select({ settings: barbershops.settings })
      .from(barbershops)
      .where(eq(barbershops.id, shopId));
    if (!row) throw AppError.forbidden();
    return this.view(toMessages(row.settings));
  }

  /**
   * Saves the whole screen under the shop row's lock (the settings jsonb is written whole, as
   * the other settings screens do), with the change in the audit log.
   */
  async update(actor: AuthUser, body: UpdateWhatsappSettingsBody): Promise<WhatsappSettings> {
    const shopId = requireManagedShop(actor);
    const saved = await this.deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ settings: barbershops.settings })
        .from(barbershops)
        .where(eq(barbershops.id, shopId))
        .for('update');
      if (!current) throw AppError.forbidden();
      const before = toMessages(current.settings);
      const after: WhatsappMessageSettings = { ...body };
      await tx
        .update(barbershops)
        .set({ settings: { ...current.settings, whatsapp: after } })
        .where(eq(barbershops.id, shopId));
      await recordAudit(tx, actor, shopId, {
        action: 'settings.whatsapp_update',
        entityId: shopId,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    });
    return this.view(saved);
  }

  private view(messages: WhatsappMessageSettings): WhatsappSettings {
    return {
      messages,
      quietHours: { from: hour(WHATSAPP_WINDOW.fromHour), until: hour(WHATSAPP_WINDOW.untilHour) },
      channel: this.deps.cloudEnabled ? 'CLOUD_API' : 'CLICK_TO_CHAT',
    };
  }
}
