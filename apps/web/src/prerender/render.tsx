import type { AppMode } from '@navalha/core/domain/app-mode';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../app/app';
import { setPrerenderMode } from '../app/layout/mode-label';

/**
 * The pages that are the same for everyone who opens them signed out (issue 18 §1), prerendered
 * at build time (scripts/prerender.mjs) so that their first screen paints from the HTML, before
 * any JavaScript has run; main.tsx then hydrates it. `route` is the page's chunk in the build's
 * manifest, fetched with the entry.
 */
export const prerenderedPages = [
  { path: '/signin', name: 'signin', route: 'src/app/routes/sign-in.tsx' },
  { path: '/signup', name: 'signup', route: 'src/app/routes/sign-up.tsx' },
] as const;

/**
 * The app's HTML at `path` for a signed-out visitor of a server in `mode` (its label on top, as
 * mode-label.tsx shows it), once every lazy page under it has loaded: what goes in `#root`.
 * The tree is main.tsx's, with a static router in the browser's place.
 */
export async function renderPage(path: string, mode: AppMode): Promise<string> {
  setPrerenderMode(mode);
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <StaticRouter location={path}>
          <App />
        </StaticRouter>
      </StrictMode>,
    );
    return await new Response(prelude).text();
  } finally {
    setPrerenderMode('production');
  }
}

export { appModes } from '@navalha/core/domain/app-mode';
export { pageScripts, prerenderedHtml, startScript } from './page-html';
