/**
 * This tab's sessionStorage: what a reload must find and closing the tab forgets. A browser that
 * refuses it (some private modes, a full storage) is a tab that keeps nothing: reads find
 * nothing and writes are dropped, never an error on the page.
 */
export const tabStorage = {
  read(key: string): string | null {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },

  /** The JSON kept under `key`, or null when there is none or it does not parse. */
  readJson(key: string): unknown {
    try {
      return JSON.parse(sessionStorage.getItem(key) ?? 'null');
    } catch {
      return null;
    }
  },

  write(key: string, value: string): void {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      // Not kept: the page still has it for its life.
    }
  },

  writeJson(key: string, value: unknown): void {
    tabStorage.write(key, JSON.stringify(value));
  },

  remove(key: string): void {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Nothing was kept.
    }
  },
};
