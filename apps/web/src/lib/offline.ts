/**
 * The installable app's two pieces in the page: a 'Sem conexão' banner while the browser is
 * offline, and the service worker (public/sw.js), registered once the page has loaded so it
 * never competes with the first screen. Plain DOM, outside React's root: it shows even when
 * the app itself cannot load a page.
 */
export function startOfflineSupport(): void {
  let banner: HTMLElement | null = null;
  const update = () => {
    if (navigator.onLine) {
      banner?.remove();
      banner = null;
    } else if (!banner) {
      banner = document.createElement('div');
      banner.setAttribute('role', 'status');
      banner.className =
        'fixed inset-x-0 top-0 z-50 bg-ink px-4 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 text-center text-sm font-medium text-white';
      banner.textContent = 'Sem conexão';
      document.body.append(banner);
    }
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();

  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    // The entry's hashed file name stands for the build: a new build installs a new worker.
    const build = new URL(import.meta.url).pathname.split('/').pop() ?? 'dev';
    afterLoad(() => {
      navigator.serviceWorker
        .register(`/sw.js?v=${encodeURIComponent(build)}`)
        .catch(() => undefined);
    });
  }
}

/**
 * Runs `work` once the page has loaded: at once when it already has. A prerendered first screen
 * loads the app's code after its first paint, often after the load event has fired (decision 036).
 */
export function afterLoad(work: () => void): void {
  if (document.readyState === 'complete') work();
  else window.addEventListener('load', work, { once: true });
}
