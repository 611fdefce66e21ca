import { tabStorage } from '../../lib/tab-storage';

const STORAGE_KEY = 'navalha.setupToken';

/**
 * The setup token of /setup?token=…: from the address, kept in this tab's sessionStorage so a
 * reload without the query still works (the address still carries it where storage is refused).
 * Never in localStorage: it dies with the tab.
 */
export function readSetupToken(search: string): string | null {
  const fromUrl = new URLSearchParams(search).get('token');
  if (fromUrl) {
    tabStorage.write(STORAGE_KEY, fromUrl);
    return fromUrl;
  }
  return tabStorage.read(STORAGE_KEY);
}

/** Setup is over: the token is spent, forget it. */
export function forgetSetupToken(): void {
  tabStorage.remove(STORAGE_KEY);
}

/** The header the setup API reads the token from. */
export function setupHeaders(token: string): Record<string, string> {
  return { 'X-Setup-Token': token };
}
