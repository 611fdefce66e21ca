import { REFRESH_TOKEN_IN_BODY_HEADER } from '@navalha/core/contracts/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ClientInfo } from './auth.dto.js';
import { REFRESH_TOKEN_TTL_SECONDS } from './tokens.js';

// How a route that opens a session answers: the refresh cookie, and the body with or without the
// refresh token. The auth, account, invitation and setup routes all open sessions.

export const REFRESH_COOKIE = 'refresh_token';

/** Only the refresh and logout routes ever need it, so the browser sends it nowhere else. */
export const refreshCookieOptions = {
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
  path: '/api/auth',
} as const;

/** OpenAPI: how a client without cookies gets the refresh token (every route opening a session). */
export const refreshTokenNote =
  'O refresh token vai no cookie HttpOnly `refresh_token` (Path=/api/auth); a resposta só o ' +
  'traz em `refreshToken` com o cabeçalho `X-Refresh-Token-In-Body: true` (apps e scripts ' +
  'sem cookies), para que o JavaScript do navegador nunca o veja.';

/**
 * Fastify validates a request without a body as `null`, which `.optional()` refuses; the token
 * may well come in the cookie alone.
 */
export function clientInfo(request: FastifyRequest): ClientInfo {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

/** The body wins over the cookie: a non-browser client says explicitly which token it means. */
export function presentedRefreshToken(
  request: FastifyRequest,
  fromBody: string | undefined,
): string | undefined {
  return fromBody ?? request.cookies[REFRESH_COOKIE];
}

/**
 * Sets the refresh cookie of a new session (or a rotated pair) and gives the answer's body:
 * without the refresh token, unless the request asked for it with `X-Refresh-Token-In-Body:
 * true`. A browser relies on the HttpOnly cookie alone, so no script of the page can read it.
 */
export function issueSession<T extends { refreshToken: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  session: T,
): Omit<T, 'refreshToken'> & { refreshToken?: string } {
  setRefreshCookie(reply, session.refreshToken);
  if (request.headers[REFRESH_TOKEN_IN_BODY_HEADER]?.toString().toLowerCase() === 'true') {
    return session;
  }
  const { refreshToken: _inCookie, ...body } = session;
  return body;
}

function setRefreshCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    ...refreshCookieOptions,
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  });
}
