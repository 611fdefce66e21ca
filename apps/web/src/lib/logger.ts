/**
 * The one place the web app writes to the console. Messages are for developers, so they stay in
 * English; anything a user reads goes through a toast or the page.
 */
export const logger = {
  warn(message: string, details?: unknown): void {
    if (details === undefined) console.warn(`[navalha] ${message}`);
    else console.warn(`[navalha] ${message}`, details);
  },
};
