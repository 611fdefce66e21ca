import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, startSession } from './app/app';
import { preloadPages } from './app/router';
import { sessionStore } from './features/auth/session-store';
import { ignoreExtensionErrors } from './lib/ignore-extension-errors';
import { startOfflineSupport } from './lib/offline';
import './styles.css';

ignoreExtensionErrors();
startSession();
startOfflineSupport();
// Signed in, the page's chunks start downloading now, not after React's first render.
if (sessionStore.getState().status === 'signedIn') preloadPages(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// A page the build prerendered (sign-in, sign-up: src/prerender) or the server rendered (a shop's
// public page) arrives as HTML for a visitor signed out, as it was rendered: React takes it over.
// Anyone else gets it rendered anew, and so does another page that the offline shell
// (public/sw.js keeps the last HTML) opened with it.
const prerendered = container.dataset.prerendered === window.location.pathname;
if (prerendered && sessionStore.getState().status === 'signedOut') {
  // A transition here too: hydrating a long page (a shop's, rendered by the server) in one task
  // blocked a phone's input for over a second in Lighthouse's mobile run.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  // A transition: React renders the first screen in slices, yielding to the browser between
  // them, instead of in one long task that blocks input while a phone starts the app.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
