import type { AppMode } from '@navalha/core/domain/app-mode';
import type { PublicShop } from '@navalha/core/contracts/public-shop';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../app/app';
import { setPrerenderMode } from '../app/layout/mode-label';
import {
  SERVER_DATA_ID,
  ServerDataContext,
  shopDataKey,
} from '../features/public-page/server-data';
import type { ServerData } from '../features/public-page/server-data';

/**
 * The pages that are the same for everyone who opens them signed out (issue 18 §1), prerendered
 * at build time (scripts/prerender.mjs) so that their first screen paints from the HTML, before
 * any JavaScript has run; main.tsx then hydrates it. `route` is the page's chunk in the build's
 * manifest, fetched with the entry; `startOn`, when the app starts (page-html.ts): sign-in on
 * the visitor's first intent (decision 044); sign-up, whose phone mask and terms checkbox need
 * the app as soon as the visitor types, after the first paint.
 */
export const prerenderedPages = [
  { path: '/signin', name: 'signin', route: 'src/app/routes/sign-in.tsx', startOn: 'intent' },
  { path: '/signup', name: 'signup', route: 'src/app/routes/sign-up.tsx', startOn: 'paint' },
] as const;

/**
 * The page the server renders at request time, with its data (a shop's public page, `/b/{slug}`:
 * the API's plugins/server-rendered-page.ts, through this file built into dist/.ssr; decision 041).
 */
export const serverRenderedPage = {
  name: 'public-shop',
  route: 'src/app/routes/public-shop.tsx',
  startOn: 'intent',
} as const;

/** The app's tree at `path` as main.tsx renders it, with a static router in the browser's. */
async function renderApp(path: string, data: ServerData | null): Promise<string> {
  let tree: ReactNode = (
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>
  );
  if (data) tree = <ServerDataContext value={data}>{tree}</ServerDataContext>;
  // A part that throws would otherwise be left out quietly, for the browser to render: the page
  // would ship without its form, and the build would not say so.
  const errors: unknown[] = [];
  const { prelude } = await prerender(tree, { onError: (error) => void errors.push(error) });
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`Could not render ${path}`, { cause: errors[0] });
  return html;
}

/**
 * The app's HTML at `path` for a signed-out visitor of a server in `mode` (its label on top, as
 * mode-label.tsx shows it), once every lazy page under it has loaded: what goes in `#root`.
 */
export async function renderPage(path: string, mode: AppMode): Promise<string> {
  setPrerenderMode(mode);
  try {
    return await renderApp(path, null);
  } finally {
    setPrerenderMode('production');
  }
}

/**
 * A shop's public page (`path`, `/b/{slug}`) for a signed-out visitor of a server in `mode`,
 * rendered with `shop`, the API's answer to GET /public/shops/{slug}: what goes in `#root`. The
 * page must carry `shopServerData(shop)` too, for the app to hydrate from it. A server runs in
 * one mode, so the mode is left set: two renders at once never see another's.
 */
export async function renderShopPage(path: string, mode: AppMode, shop: PublicShop) {
  setPrerenderMode(mode);
  return renderApp(path, shopServerData(shop));
}

/**
 * What the page hands the hydrating app (features/public-page/server-data.ts): the server writes
 * it, as JSON escaped for a script element, in `<script type="application/json" id="{dataId}">`.
 */
export function shopServerData(shop: PublicShop): ServerData {
  return { key: shopDataKey(shop.slug), data: shop };
}

export { SERVER_DATA_ID as dataId };
export { appModes } from '@navalha/core/domain/app-mode';
export { pageScripts, prerenderedHtml, startScript } from './page-html';
