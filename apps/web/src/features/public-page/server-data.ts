import { createContext, useContext } from 'react';

/**
 * A public page's data as the server rendered it (decision 041, a shop's page rendered at request
 * time): the server puts it in the page as JSON, `<script type="application/json"
 * id="navalha-page-data">`, so the hydrating app starts from it instead of reading it again.
 * `key` names what it answers (`shop:{slug}`).
 */
export interface ServerData {
  key: string;
  data: unknown;
}

/** The id of the element the server's data comes in. */
export const SERVER_DATA_ID = 'navalha-page-data';

/** What the server renders with (src/prerender/render.tsx); the browser reads the page instead. */
export const ServerDataContext = createContext<ServerData | null>(null);

let embedded: ServerData | null = null;
let used = false;

function embeddedData(): ServerData | null {
  if (used) return null;
  if (!embedded) {
    const element =
      typeof document === 'undefined' ? null : document.getElementById(SERVER_DATA_ID);
    try {
      embedded = element?.textContent ? (JSON.parse(element.textContent) as ServerData) : null;
    } catch {
      embedded = null;
    }
  }
  return embedded;
}

/**
 * The server's data for `key`, when the page arrived with it and nothing has used it yet;
 * undefined otherwise (the page reads it as usual). Only the first page the browser opens can
 * have it: `serverDataUsed` retires it, so coming back later reads fresh data.
 */
export function useServerData<T>(key: string): T | undefined {
  const served = useContext(ServerDataContext) ?? embeddedData();
  return served?.key === key ? (served.data as T) : undefined;
}

/** The page has started from the server's data: a later visit reads its own. */
export function serverDataUsed(): void {
  used = true;
}

/** The key of a shop's public page data. */
export const shopDataKey = (slug: string) => `shop:${slug}`;
