export interface CookieOptions {
  maxAgeSeconds: number;
}

/**
 * `Secure` whenever the browser honours it: on https and on localhost. A plain-http page on
 * another host (a phone reaching a laptop over the LAN) would silently drop a Secure cookie and
 * leave the app unable to keep anyone signed in.
 */
function attributes(): string {
  const secure = window.isSecureContext === false ? '' : '; Secure';
  return `; Path=/; SameSite=Strict${secure}`;
}

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (!entry.startsWith(prefix)) continue;
    const raw = entry.slice(prefix.length);
    try {
      return decodeURIComponent(raw);
    } catch {
      // A value we did not encode: hand it back as is and let the caller reject it.
      return raw;
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, { maxAgeSeconds }: CookieOptions): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}${attributes()}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0${attributes()}`;
}
