/*
 * Navalha's service worker. It keeps the app shell (index.html, the entry's script and styles,
 * the font, the icons) in a cache named after the build, so the app opens without a network and
 * says 'Sem conexão'. Navigations go to the network first and fall back to the cached shell;
 * hashed /assets/* files never change, so they come from the cache once there. The API is never
 * touched here: every /api/* request goes to the network as if there were no worker, so an
 * answer is never a stale copy.
 *
 * The page registers /sw.js?v=<entry file name>: a new build is a new worker and a new cache,
 * and the old caches go when it activates.
 */
const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const PREFIX = 'navalha-shell-';
const CACHE = PREFIX + VERSION;
const SHELL = '/';
const STATIC_FILES = ['/manifest.webmanifest', '/favicon.svg', '/icon-192.png', '/icon-512.png'];

function isApi(pathname) {
  return pathname === '/api' || pathname.startsWith('/api/');
}

async function precache() {
  const cache = await caches.open(CACHE);
  const shell = await fetch(SHELL, { cache: 'no-cache' });
  if (!shell.ok) throw new Error(`shell answered ${shell.status}`);
  const html = await shell.clone().text();
  const files = new Set(STATIC_FILES);
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) files.add(match[1]);
  for (const file of [...files]) {
    if (!file.endsWith('.css')) continue;
    const css = await (await fetch(file)).text();
    for (const match of css.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)) files.add(match[1]);
  }
  await cache.addAll([...files]);
  await cache.put(SHELL, shell);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(PREFIX) && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function navigation(request) {
  try {
    const response = await fetch(request);
    const html = (response.headers.get('content-type') || '').startsWith('text/html');
    // Every page is the same index.html: the newest one becomes the offline shell.
    if (response.ok && html) {
      const copy = response.clone();
      caches.open(CACHE).then((cache) => cache.put(SHELL, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(SHELL, { cacheName: CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function asset(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone());
  return response;
}

async function networkFirst(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(request, { cacheName: CACHE });
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // The API (and anything on another origin) is the network's alone: never cached here.
  if (url.origin !== self.location.origin || isApi(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
  } else {
    event.respondWith(networkFirst(request));
  }
});
