import type { OutgoingHttpHeaders } from 'node:http';
import type { NotificationStreamEvent } from '@navalha/core/contracts/notifications';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { getAuthUser } from '../../plugins/auth.js';
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

/** When the token of an authenticated request expires, in ms since the epoch. */
function tokenExpiry(request: FastifyRequest): number {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  const exp = token ? decodeJwt(token).exp : undefined;
  return exp === undefined ? Date.now() : exp * 1000;
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
  }
}

/** The open streams of this instance, ended when the app closes. */
export class NotificationStreams {
  private readonly open = new Set<() => void>();

  constructor(private readonly feed: NotificationFeed) {}

  get size(): number {
    return this.open.size;
  }

  closeAll(): void {
    for (const close of [...this.open]) close();
  }

  /**
   * Holds the response open as `text/event-stream` (the route's own security headers kept):
   * the reader's feed events as they come, a heartbeat comment every 25 s, and the end when the
   * access token expires (EventSource reconnects with the refreshed cookie) or the app closes.
   */
  serve(request: FastifyRequest, reply: FastifyReply): void {
    const user = getAuthUser(request);
    const expiresInMs = tokenExpiry(request) - Date.now();
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

    const unsubscribe = this.feed.subscribe(user.userId, (event) => raw.write(toFrame(event)));
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    const expiry = setTimeout(() => close(), Math.max(0, expiresInMs));
    heartbeat.unref();
    expiry.unref();
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      this.open.delete(close);
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(expiry);
      raw.end();
    };
    this.open.add(close);
    request.raw.on('close', close);
    raw.on('close', close);
  }
}
