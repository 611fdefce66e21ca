import type { User } from '@navalha/core/contracts/auth';
import { readUser } from '@navalha/core/contracts/user-guard';
import { readCookie, removeCookie, writeCookie } from '../../lib/cookies';
import { logger } from '../../lib/logger';

const ACCESS_TOKEN = 'access_token';
const USER_DATA = 'user_data';
/** Remembers the remember-me choice so a refreshed token keeps the session's lifetime. */
const REMEMBER_ME = 'remember_me';

const DAY_SECONDS = 24 * 60 * 60;
/** Spec §9: one day, or 30 days with remember-me. */
export const SESSION_MAX_AGE_SECONDS = { default: DAY_SECONDS, rememberMe: 30 * DAY_SECONDS };

/** Browsers drop a cookie above 4 KB; an inline (data:) avatar could get there. */
const MAX_USER_COOKIE_LENGTH = 3_500;

export interface StoredSession {
  accessToken: string;
  user: User;
  rememberMe: boolean;
}

function maxAge(rememberMe: boolean) {
  return {
    maxAgeSeconds: rememberMe
      ? SESSION_MAX_AGE_SECONDS.rememberMe
      : SESSION_MAX_AGE_SECONDS.default,
  };
}

function serializeUser(user: User): string {
  const json = JSON.stringify(user);
  if (encodeURIComponent(json).length <= MAX_USER_COOKIE_LENGTH) return json;
  return JSON.stringify({ ...user, avatarUrl: null });
}

export function writeStoredSession({ accessToken, user, rememberMe }: StoredSession): void {
  const options = maxAge(rememberMe);
  writeCookie(ACCESS_TOKEN, accessToken, options);
  writeCookie(USER_DATA, serializeUser(user), options);
  if (rememberMe) writeCookie(REMEMBER_ME, '1', options);
  else removeCookie(REMEMBER_ME);
}

export function readAccessToken(): string | null {
  return readCookie(ACCESS_TOKEN);
}

/** A refreshed token keeps the lifetime the user chose when signing in; the session slides. */
export function writeAccessToken(accessToken: string, user: User): void {
  writeStoredSession({ accessToken, user, rememberMe: readCookie(REMEMBER_ME) === '1' });
}

export function clearStoredSession(): void {
  removeCookie(ACCESS_TOKEN);
  removeCookie(USER_DATA);
  removeCookie(REMEMBER_ME);
}

function parseUser(userData: string): User | null {
  try {
    // Not `userSchema`: the first screens' entry reads this cookie and loads no zod (decision 044).
    return readUser(JSON.parse(userData));
  } catch {
    return null;
  }
}

/**
 * The session kept in the cookies, or null. Half a session (one cookie missing) or unreadable
 * user data is cleared, logged and treated as signed out (spec §4, §8).
 */
export function readStoredSession(): StoredSession | null {
  const accessToken = readCookie(ACCESS_TOKEN);
  const userData = readCookie(USER_DATA);
  if (accessToken === null && userData === null) return null;

  const user = userData === null ? null : parseUser(userData);
  if (!accessToken || !user) {
    logger.warn(
      accessToken && userData !== null
        ? 'Unreadable user_data cookie: signing out.'
        : 'Incomplete session cookies: signing out.',
    );
    clearStoredSession();
    return null;
  }
  return { accessToken, user, rememberMe: readCookie(REMEMBER_ME) === '1' };
}
