import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { client, readCookies, sessionFor, storeSessionCookies } from '../../test/fixtures';
import { SESSION_MAX_AGE_SECONDS } from './session-cookies';
import { sessionStore } from './session-store';

/** Every `document.cookie = …` the code makes, attributes included. */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (!descriptor?.set || !descriptor.get) throw new Error('jsdom has no document.cookie');
  const { get, set } = descriptor;
  vi.spyOn(document, 'cookie', 'get').mockImplementation(function (this: Document) {
    return get.call(this) as string;
  });
  vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value) {
    writes.push(value);
    set.call(this, value);
  });
  return writes;
}

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

describe('session restore', () => {
  it('signs in from valid cookies', () => {
    storeSessionCookies(client);
    sessionStore.restore();
    expect(sessionStore.getState()).toEqual({ status: 'signedIn', user: client });
    expect(warn).not.toHaveBeenCalled();
  });

  it('is signed out, quietly, without cookies', () => {
    sessionStore.restore();
    expect(sessionStore.getState()).toEqual({ status: 'signedOut', endedBy: null });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{"id":'],
    ['not a user', JSON.stringify({ name: 'Ana' })],
    ['an unknown role', JSON.stringify({ ...client, role: 'ROOT' })],
  ])('clears both cookies and signs out when user_data is %s', (_case, userData) => {
    document.cookie = 'access_token=token; Path=/';
    document.cookie = `user_data=${encodeURIComponent(userData)}; Path=/`;

    sessionStore.restore();

    expect(sessionStore.getState()).toEqual({ status: 'signedOut', endedBy: null });
    expect(readCookies()).toEqual({});
    expect(warn).toHaveBeenCalledWith('[navalha] Unreadable user_data cookie: signing out.');
  });

  it('clears a half session (user data without a token)', () => {
    document.cookie = `user_data=${encodeURIComponent(JSON.stringify(client))}; Path=/`;
    sessionStore.restore();
    expect(sessionStore.getState().status).toBe('signedOut');
    expect(readCookies()).toEqual({});
  });
});

describe('session cookies', () => {
  it('last one day, Secure and SameSite=Strict', () => {
    const writes = recordCookieWrites();
    sessionStore.signIn(sessionFor(client), false);
    const accessToken = writes.find((write) => write.startsWith('access_token='));
    expect(accessToken).toContain(`Max-Age=${SESSION_MAX_AGE_SECONDS.default}`);
    expect(accessToken).toContain('Secure');
    expect(accessToken).toContain('SameSite=Strict');
    expect(accessToken).toContain('Path=/');
    expect(readCookies()).not.toHaveProperty('refresh_token');
  });

  it('last 30 days with remember-me, also after a token refresh', () => {
    const writes = recordCookieWrites();
    sessionStore.signIn(sessionFor(client), true);
    writes.length = 0;

    sessionStore.updateAccessToken('refreshed');

    expect(readCookies().access_token).toBe('refreshed');
    for (const name of ['access_token=', 'user_data=']) {
      expect(writes.find((write) => write.startsWith(name))).toContain(
        `Max-Age=${SESSION_MAX_AGE_SECONDS.rememberMe}`,
      );
    }
  });

  it("takes the new session of a password change, keeping 'Lembrar de mim'", () => {
    const writes = recordCookieWrites();
    sessionStore.signIn(sessionFor(client), true);
    writes.length = 0;

    sessionStore.renew(sessionFor(client, 'after-password-change'));

    expect(readCookies().access_token).toBe('after-password-change');
    expect(sessionStore.getState()).toEqual({ status: 'signedIn', user: client });
    expect(writes.find((write) => write.startsWith('access_token='))).toContain(
      `Max-Age=${SESSION_MAX_AGE_SECONDS.rememberMe}`,
    );
  });

  it('keep a refreshed token at one day without remember-me', () => {
    const writes = recordCookieWrites();
    sessionStore.signIn(sessionFor(client), false);
    writes.length = 0;
    sessionStore.updateAccessToken('refreshed');
    expect(writes.find((write) => write.startsWith('access_token='))).toContain(
      `Max-Age=${SESSION_MAX_AGE_SECONDS.default}`,
    );
  });
});
