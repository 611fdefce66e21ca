import type {
  JoinWaitlistBody,
  ShopWaitlist,
  WaitlistEntry,
} from '@navalha/core/contracts/waitlist';
import { localDateInZone, localTimeInZone } from '@navalha/core/domain/format/date-time';
import { formatTimeOfDay, parseTimeOfDay } from '@navalha/core/domain/schedule/time-of-day';
import { waitlistMessages } from '@navalha/core/domain/waitlist/waitlist';
import { errorMessages } from '@navalha/core/contracts/errors';
import type { Db } from '../../db/client.js';
import { getPgErrorCode, pgErrorCodes } from '../../db/pg-error.js';
import { AppError, validationError } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { WaitlistRepository } from './waitlist.repository.js';
import type { EntryWithPeople } from './waitlist.repository.js';

const notFound = () => AppError.notFound();
const serviceNotOffered = () =>
  new AppError(409, 'SERVICE_NOT_OFFERED', errorMessages.serviceNotOffered, 'barberId');

/**
 * The waitlist of a full day (issue 19 §3): clients join and leave their line; the desk reads
 * the day's line beside the agenda. Entries of a day that has passed read as EXPIRED.
 */
export class WaitlistService {
  private readonly repository: WaitlistRepository;

  constructor(private readonly deps: { db: Db; now: () => Date }) {
    this.repository = new WaitlistRepository(deps.db);
  }

  async join(actor: AuthUser, body: JoinWaitlistBody): Promise<WaitlistEntry> {
    const found = await this.repository.findServices(body.serviceIds);
    const shopIds = new Set(found.map((service) => service.barbershopId));
    const [barbershopId] = [...shopIds];
    if (found.length !== body.serviceIds.length || shopIds.size !== 1 || !barbershopId) {
      throw validationError('Serviço indisponível.', 'serviceIds');
    }
    const timeZone = await this.repository.findShopZone(barbershopId);
    if (!timeZone) throw notFound();
    const fromMinute = parseTimeOfDay(body.fromTime) ?? 0;
    const toMinute = parseTimeOfDay(body.toTime) ?? 0;
    const durationMinutes = found.reduce((total, service) => total + service.durationMinutes, 0);
    if (body.date < localDateInZone(this.deps.now(), timeZone)) {
      throw validationError(waitlistMessages.dayPassed, 'date');
    }
    if (toMinute <= fromMinute) throw validationError(waitlistMessages.rangeInvalid, 'toTime');
    if (toMinute - fromMinute < durationMinutes) {
      throw validationError(waitlistMessages.rangeTooShort, 'toTime');
    }
    const barberId = body.barberId ?? null;
    if (
      barberId &&
      !(await this.repository.barberOffers(barbershopId, barberId, body.serviceIds))
    ) {
      throw serviceNotOffered();
    }
    try {
      const row = await this.repository.insert({
        barbershopId,
        clientId: actor.userId,
        barberId,
        day: body.date,
        fromMinute,
        toMinute,
        serviceIds: body.serviceIds,
        durationMinutes,
      });
      const [entry] = await this.present([
        { ...row, barberName: null, clientName: '', clientPhone: null },
      ]);
      if (!entry) throw new Error('waitlist entry not presented');
      return entry;
    } catch (error) {
      if (getPgErrorCode(error) === pgErrorCodes.uniqueViolation) {
        throw new AppError(409, 'ALREADY_EXISTS', waitlistMessages.alreadyWaiting, 'date');
      }
      throw error;
    }
  }

  /** The client's entries from yesterday on (a day just over shows as EXPIRED). */
  async listMine(actor: AuthUser): Promise<{ data: WaitlistEntry[] }> {
    const now = this.deps.now();
    await this.repository.expirePastDays(now);
    const since = localDateInZone(now.getTime() - 86_400_000, 'UTC');
    return { data: await this.present(await this.repository.listByClient(actor.userId, since)) };
  }

  async cancel(actor: AuthUser, id: string): Promise<WaitlistEntry> {
    const cancelled = await this.repository.cancel(id, actor.userId);
    if (!cancelled) {
      if (!(await this.repository.findOwn(id, actor.userId))) throw notFound();
      throw new AppError(
        409,
        'INVALID_TRANSITION',
        'Esta entrada não está mais na lista de espera.',
      );
    }
    const [entry] = await this.present([
      { ...cancelled, barberName: null, clientName: '', clientPhone: null },
    ]);
    if (!entry) throw new Error('waitlist entry not presented');
    return entry;
  }

  /** The day's line at the desk, first in line first. */
  async shopDay(actor: AuthUser, date: string): Promise<ShopWaitlist> {
    const barbershopId = requireManagedShop(actor);
    await this.repository.expirePastDays(this.deps.now());
    const rows = await this.repository.listShopDay(barbershopId, date);
    const entries = await this.present(rows);
    const timeZone = (await this.repository.findShopZone(barbershopId)) ?? 'UTC';
    return {
      date,
      data: entries.map((entry, index) => {
        const row = rows[index];
        return {
          ...entry,
          clientName: row?.clientName ?? '',
          clientPhone: row?.clientPhone ?? null,
          offer:
            row?.status === 'OFFERED' && row.offerStartsAt && row.offerExpiresAt
              ? {
                  barberName: row.offerBarberName ?? '',
                  time: localTimeInZone(row.offerStartsAt, timeZone),
                  expiresAt: row.offerExpiresAt,
                }
              : null,
        };
      }),
    };
  }

  private async present(rows: EntryWithPeople[]): Promise<WaitlistEntry[]> {
    const names = await this.repository.serviceNames([
      ...new Set(rows.flatMap((row) => row.serviceIds)),
    ]);
    return rows.map((row) => ({
      id: row.id,
      date: row.day,
      fromTime: formatTimeOfDay(row.fromMinute),
      toTime: formatTimeOfDay(row.toMinute),
      barberId: row.barberId,
      barberName: row.barberName,
      serviceNames: row.serviceIds.map((id) => names.get(id) ?? ''),
      durationMinutes: row.durationMinutes,
      status: row.status,
      createdAt: row.createdAt,
    }));
  }
}
