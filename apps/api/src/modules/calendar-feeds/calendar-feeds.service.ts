import { createHash } from 'node:crypto';
import type {
  CalendarFeedStatus,
  IssuedCalendarFeed,
} from '@navalha/core/contracts/calendar-feeds';
import { calendarFeedMessages } from '@navalha/core/contracts/calendar-feeds';
import { buildIcsFeed, firstNameOf } from '@navalha/core/domain/appointments/calendar-feed';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { generateLinkToken, hashLinkToken } from '../auth/one-time-tokens.js';
import { CalendarFeedsRepository } from './calendar-feeds.repository.js';
import type { FeedOwner } from './calendar-feeds.repository.js';

const DAY_MS = 86_400_000;
/** What a feed carries: the last month (recent history) and the next six. */
const PAST_DAYS = 31;
const FUTURE_DAYS = 183;

/** The file name of a feed: a 256-bit base64url token and '.ics'. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** Bookings that never happened read as cancelled, so a calendar that had them drops them. */
const NOT_HAPPENING = new Set(['CANCELLED', 'EXPIRED']);

export interface RenderedFeed {
  body: string;
  etag: string;
  lastModified: Date;
}

/** The path the feeds are served on (public-route-table's calendarFeed). */
export const CALENDAR_FEED_PATH = '/api/calendar';

const invalidFeed = () => notFound(calendarFeedMessages.notFound);

export class CalendarFeedsService {
  private readonly repository: CalendarFeedsRepository;

  constructor(private readonly deps: { db: Db; now: () => Date }) {
    this.repository = new CalendarFeedsRepository(deps.db);
  }

  private static barberOwner(actor: AuthUser): FeedOwner {
    if (!actor.barbershopId) throw AppError.forbidden();
    return { barbershopId: actor.barbershopId, barberId: actor.userId };
  }

  private static shopOwner(actor: AuthUser): FeedOwner {
    return { barbershopId: requireManagedShop(actor), barberId: null };
  }

  async status(actor: AuthUser, scope: 'barber' | 'shop'): Promise<CalendarFeedStatus> {
    const owner =
      scope === 'barber'
        ? CalendarFeedsService.barberOwner(actor)
        : CalendarFeedsService.shopOwner(actor);
    const row = await this.repository.find(owner);
    return { active: row !== null, createdAt: row?.createdAt ?? null };
  }

  /**
   * A new address for the barber's (or the shop's) feed: the old one stops at once. The shop's
   * is recorded in the audit log, since whoever holds it reads the whole shop's day.
   */
  async regenerate(
    actor: AuthUser,
    scope: 'barber' | 'shop',
    baseUrl: string,
  ): Promise<IssuedCalendarFeed> {
    const owner =
      scope === 'barber'
        ? CalendarFeedsService.barberOwner(actor)
        : CalendarFeedsService.shopOwner(actor);
    const { token, tokenHash } = generateLinkToken();
    const row = await this.deps.db.transaction(async (tx) => {
      const repository = new CalendarFeedsRepository(tx);
      const before = await repository.find(owner);
      const saved = await repository.replaceToken(owner, tokenHash, actor.userId);
      if (scope === 'shop') {
        await recordAudit(tx, actor, owner.barbershopId, {
          action: 'calendar_feed.regenerate',
          entityId: owner.barbershopId,
          before: before ? { createdAt: before.createdAt } : null,
          after: { createdAt: saved.createdAt },
        });
      }
      return saved;
    });
    const url = `${baseUrl.replace(/\/+$/, '')}${CALENDAR_FEED_PATH}/${token}.ics`;
    return {
      active: true,
      createdAt: row.createdAt,
      url,
      webcalUrl: url.replace(/^https?:/, 'webcal:'),
    };
  }

  /** The feed of the address `file` ('<token>.ics'), or 404 for an unknown or replaced one. */
  async render(file: string): Promise<RenderedFeed> {
    const token = FEED_FILE.exec(file)?.[1];
    if (!token) throw invalidFeed();
    const feed = await this.repository.findByTokenHash(hashLinkToken(token));
    if (!feed) throw invalidFeed();
    const shop = await this.repository.findShop(feed.barbershopId);
    if (!shop) throw invalidFeed();
    const now = this.deps.now().getTime();
    const bookings = await this.repository.listBookings(
      feed,
      new Date(now - PAST_DAYS * DAY_MS),
      new Date(now + FUTURE_DAYS * DAY_MS),
    );
    const services = await this.repository.listServiceNames(bookings.map((booking) => booking.id));
    const barberName = feed.barberId ? await this.repository.findUserName(feed.barberId) : null;
    const body = buildIcsFeed({
      name: barberName ? `${firstNameOf(barberName)} · ${shop.name}` : `Agenda · ${shop.name}`,
      timeZone: shop.timeZone,
      events: bookings.map((booking) => ({
        bookingId: booking.id,
        start: booking.startsAt,
        end: booking.endsAt,
        clientFirstName: firstNameOf(booking.clientName),
        services: services.get(booking.id) ?? [],
        ...(feed.barberId === null ? { barberName: firstNameOf(booking.barberName) } : {}),
        cancelled: NOT_HAPPENING.has(booking.status),
        updatedAt: booking.updatedAt,
      })),
    });
    const lastModified = new Date(
      Math.max(feed.createdAt.getTime(), ...bookings.map((booking) => booking.updatedAt.getTime())),
    );
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    return { body, etag, lastModified };
  }
}
