import type { OutgoingHttpHeaders } from 'node:http';
import { errorMessages } from '@navalha/core/contracts/errors';
import { agendaStreamEvent } from '@navalha/core/contracts/notifications';
import type { NotificationStreamEvent } from '@navalha/core/contracts/notifications';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { AppError } from '../../errors/app-error.js';
import { getAuthUser } from '../auth/auth-user.js';
import { routeTable } from '../../route-table.js';
import type { RevocationCheck } from '../auth/tokens.js';
import type { SessionRevocations } from '../auth/session-revocations.js';
import type { FeedEvent, NotificationFeed } from './notification-feed.js';

/** A comment line this often keeps proxies and phones from dropping an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How long EventSource waits before reconnecting after the stream ends. */
const RETRY_MS = 5_000;

const BEARER = /^Bearer (\S+)$/i;

/**
 * preHandler of the stream: EventSource cannot send headers, so a browser's access token comes
 * in its `access_token` cookie (Path=/, SameSite=Strict, so never on a cross-site request) and
 * is checked exactly as a bearer token. A request with an Authorization header keeps it.
 */
export async function cookieAsBearer(request: FastifyRequest): Promise<void> {
  if (request.headers.authorization) return;
  const token = request.cookies.access_token;
  if (token) request.headers.authorization = `Bearer ${token}`;
}

/**
 * When the token of an authenticated request expires, in ms since the epoch, and when it was
 * issued, in epoch seconds (as revocations compare it).
 */
function tokenTimes(request: FastifyRequest): { expiresAtMs: number; issuedAt: number } {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  const { exp, iat } = token ? decodeJwt(token) : {};
  return {
    expiresAtMs: exp === undefined ? Date.now() : exp * 1000,
    issuedAt: iat ?? 0,
  };
}

function frame(event: NotificationStreamEvent, data: object): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function toFrame(event: FeedEvent): string {
  switch (event.kind) {
    case 'notification':
      return frame('notification', { id: event.notificationId });
    case 'read':
      return frame('read', {});
    case 'resync':
      return frame('resync', {});
    case 'agenda':
      return frame(agendaStreamEvent, {});
  }
}

export interface StreamLimits {
  /** Open streams per account on this instance (SSE_MAX_PER_ACCOUNT). */
  perAccount: number;
  /** Open streams per client IP on this instance (SSE_MAX_PER_IP). */
  perIp: number;
}

interface OpenStream {
  userId: string;
  ip: string;
  issuedAt: number;
  sessionId: string | undefined;
  close: () => void;
}

const tooManyStreams = () => new AppError(429, 'RATE_LIMITED', errorMessages.tooManyStreams);

/**
 * The open streams of this instance: at most so many per account and per IP, each ended when
 * its session ends (logout, a replayed refresh token, a password change, a deactivation: told by
 * `revocations`, from any instance) or when the app closes.
 */
export class NotificationStreams {
  private readonly open = new Set<OpenStream>();
  private readonly byUser = new Map<string, Set<OpenStream>>();
  private readonly perIp = new Map<string, number>();
  private readonly unsubscribeRevocations: () => void;

  private readonly feed: NotificationFeed;
  private readonly limits: StreamLimits;
  private readonly revocations: RevocationCheck & Pick<SessionRevocations, 'subscribe'>;

  constructor(deps: {
    feed: NotificationFeed;
    limits: StreamLimits;
    revocations: RevocationCheck & Pick<SessionRevocations, 'subscribe'>;
  }) {
    const { feed, limits, revocations } = deps;
    this.feed = feed;
    this.limits = limits;
    this.revocations = revocations;
    this.unsubscribeRevocations = revocations.subscribe(({ userId }) => this.endRevoked(userId));
  }

  get size(): number {
    return this.open.size;
  }

  closeAll(): void {
    this.unsubscribeRevocations();
    for (const stream of [...this.open]) stream.close();
  }

  private endRevoked(userId: string): void {
    const streams = this.byUser.get(userId);
    if (!streams) return;
    for (const stream of [...streams]) {
      if (this.revocations.isRevoked(stream.userId, stream.issuedAt, stream.sessionId)) {
        stream.close();
      }
    }
  }

  /** 429 beyond the limits, before anything is written. */
  private admit(userId: string, ip: string): void {
    if ((this.byUser.get(userId)?.size ?? 0) >= this.limits.perAccount) throw tooManyStreams();
    if ((this.perIp.get(ip) ?? 0) >= this.limits.perIp) throw tooManyStreams();
  }

  private add(stream: OpenStream): void {
    this.open.add(stream);
    const ofUser = this.byUser.get(stream.userId) ?? new Set<OpenStream>();
    ofUser.add(stream);
    this.byUser.set(stream.userId, ofUser);
    this.perIp.set(stream.ip, (this.perIp.get(stream.ip) ?? 0) + 1);
  }

  private remove(stream: OpenStream): void {
    if (!this.open.delete(stream)) return;
    const ofUser = this.byUser.get(stream.userId);
    ofUser?.delete(stream);
    if (ofUser?.size === 0) this.byUser.delete(stream.userId);
    const count = (this.perIp.get(stream.ip) ?? 1) - 1;
    if (count > 0) this.perIp.set(stream.ip, count);
    else this.perIp.delete(stream.ip);
  }

  /**
   * Holds the response open as `text/event-stream` (the route's own security headers kept):
   * the reader's feed events as they come, a heartbeat comment every 25 s, and the end when the
   * access token expires (EventSource reconnects with the refreshed cookie), its session ends
   * or the app closes. Throws 429 beyond the limits, before anything is written.
   */
  serve(request: FastifyRequest, reply: FastifyReply): void {
    const user = getAuthUser(request);
    this.admit(user.userId, request.ip);
    const { expiresAtMs, issuedAt } = tokenTimes(request);
    const expiresInMs = expiresAtMs - Date.now();
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx and similar proxies would otherwise buffer the events.
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${RETRY_MS}\n: conectado\n\n`);

    // Whoever may read the shop's agenda hears of every change to its bookings (issue 17 §1).
    const deskShop = routeTable.adminAgenda.roles.some((role) => role === user.role)
      ? user.barbershopId
      : null;
    const unsubscribe = this.feed.subscribe(
      user.userId,
      (event) => raw.write(toFrame(event)),
      deskShop ?? null,
    );
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    const expiry = setTimeout(() => close(), Math.max(0, expiresInMs));
    heartbeat.unref();
    expiry.unref();
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      this.remove(stream);
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(expiry);
      raw.end();
    };
    const stream: OpenStream = {
      userId: user.userId,
      ip: request.ip,
      issuedAt,
      sessionId: user.sessionId,
      close,
    };
    this.add(stream);
    request.raw.on('close', close);
    raw.on('close', close);
  }
}
