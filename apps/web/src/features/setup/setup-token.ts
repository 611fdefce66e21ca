const STORAGE_KEY = 'navalha.setupToken';

/**
 * The setup token of /setup?token=…: from the address, kept in this tab's sessionStorage so a
 * reload without the query still works. Never in localStorage: it dies with the tab.
 */
export function readSetupToken(search: string): string | null {
  const fromUrl = new URLSearchParams(search).get('token');
  if (fromUrl) {
    try {
      sessionStorage.setItem(STORAGE_KEY, fromUrl);
    } catch {
      // Storage refused (private mode): the address still carries it.
    }
    return fromUrl;
  }
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Setup is over: the token is spent, forget it. */
export function forgetSetupToken(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}

/** The header the setup API reads the token from. */
export function setupHeaders(token: string): Record<string, string> {
  return { 'X-Setup-Token': token };
}
