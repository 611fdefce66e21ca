import type { LightMyRequestResponse } from 'fastify';

/**
 * The refresh token a session answer set in its HttpOnly cookie: a browser never finds it in
 * the body (only a client asking with `X-Refresh-Token-In-Body: true` does).
 */
export function refreshCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === 'refresh_token');
  if (!cookie?.value) throw new Error(`no refresh_token cookie: ${response.body}`);
  return cookie.value;
}

/** The answer's body with the cookie's refresh token beside the access token, as tests use it. */
export function sessionOf<T extends object>(
  response: LightMyRequestResponse,
): T & { refreshToken: string } {
  return { ...(response.json() as T), refreshToken: refreshCookieOf(response) };
}
