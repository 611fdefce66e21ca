import { formatLocalDate } from '@navalha/core/domain/format/date-time';
import { buildWaitlistOfferNotice } from '@navalha/core/domain/waitlist/waitlist';
import type { Db } from '../../db/client.js';
import type { WaitlistEntryRow } from '../../db/schema/waitlist-entries.js';
import { notifyWithoutEmail } from '../notifications/notify.js';

/** An offer just made, as its WhatsApp message words it. */
export interface OfferAnnouncement {
  entryId: string;
  barbershopId: string;
  clientId: string;
  day: string;
  time: string;
  barberName: string;
  holdMinutes: number;
  startsAt: Date;
  expiresAt: Date;
}

/**
 * Tells the client of an offer, inside the offer's transaction: the bell in the app, signalled
 * to their open pages after the commit (decision 031), which every client gets; and WhatsApp's
 * offer (decision 038), which the whatsapp module queues only for a client who opted in.
 */
export async function announceOffer(
  tx: Db,
  entry: WaitlistEntryRow,
  barberName: string,
  time: string,
  holdMinutes: number,
  whatsappOffer: ((tx: Db, offer: OfferAnnouncement) => Promise<unknown>) | undefined,
): Promise<void> {
  const notice = buildWaitlistOfferNotice({
    entryId: entry.id,
    time,
    dateLabel: formatLocalDate(entry.day).slice(0, 5),
    barberName,
    holdMinutes,
  });
  await notifyWithoutEmail(tx, {
    userId: entry.clientId,
    type: 'WAITLIST_OFFER',
    ...notice,
    appointmentId: null,
    barbershopId: entry.barbershopId,
  });
  if (whatsappOffer && entry.offerStartsAt && entry.offerExpiresAt) {
    await whatsappOffer(tx, {
      entryId: entry.id,
      barbershopId: entry.barbershopId,
      clientId: entry.clientId,
      day: entry.day,
      time,
      barberName,
      holdMinutes,
      startsAt: entry.offerStartsAt,
      expiresAt: entry.offerExpiresAt,
    });
  }
}
