import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { AppMode } from '@navalha/core/domain/app-mode';
import type { PublicShop } from '@navalha/core/contracts/public-shop';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { prerenderedPages, routeChunkPreloads } from './prerendered-pages.js';
import { compressedPage, etagOf, serverRenderedShopPage } from './server-rendered-page.js';

/** Vite's hashed build output: a changed file gets a new name, so it can be cached forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is revalidated, so a deploy shows up on reload. */
const REVALIDATE = 'no-cache';

/** The web app's session cookie (apps/web/src/features/auth/session-cookies.ts). */
const SESSION_COOKIE = 'access_token';

/**
 * A `Link` header value that has the browser fetch the build's `signed-in` chunk (the code every
 * signed-in page shares, apps/web/vite.config.ts) while it downloads the entry, rather than after
 * running it: ~0.3 s of the home's LCP in Lighthouse's mobile run. Null when the build has none.
 */
function signedInChunkPreload(webDistDir: string): string | null {
  const manifestPath = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; name?: string; src?: string }
  >;
  const files = Object.values(manifest)
    .filter((chunk) => chunk.name === 'signed-in' && chunk.src === undefined)
    .map((chunk) => `</${chunk.file}>; rel=modulepreload`);
  return files.length > 0 ? files.join(', ') : null;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Puts `settings` into a page's `<head>` as `<meta>` tags. */
function withSettingTags(settings: Record<string, string>) {
  const tags = Object.entries(settings)
    .map(([name, value]) => {
      const content = value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
      return `<meta name="${name}" content="${content}" />`;
    })
    .join('');
  return (html: string) => html.replace('</head>', () => `${tags}</head>`);
}

/**
 * index.html with the server's public settings the first screen needs, as `<meta>` tags, so the
 * app reads them without a request of its own: `google-client-id` turns on the sign-in page's
 * Google button, `navalha-mode` labels every page as the demo or a test environment. Read again whenever the build changes it on disk.
 */
function indexHtmlWithSettings(indexPath: string, settings: Record<string, string>) {
  const addTags = withSettingTags(settings);
  let cached: { mtimeMs: number; html: string } | null = null;
  return (): string => {
    const { mtimeMs } = statSync(indexPath);
    if (cached?.mtimeMs !== mtimeMs) {
      const html = addTags(readFileSync(indexPath, 'utf8'));
      cached = { mtimeMs, html };
    }
    return cached.html;
  };
}

const INDEX_PATHS = new Set(['/', '/index.html']);

export interface WebAppOptions {
  /** Set: index.html carries it for Google sign-in (`<meta name="google-client-id">`). */
  googleClientId?: string | undefined;
  /**
   * Set with PAYMENT_GATEWAY=mercadopago: index.html carries it, and the card tokenizer uses
   * MercadoPago.js with it (`<meta name="mercadopago-public-key">`).
   */
  mercadopagoPublicKey?: string | undefined;
  /**
   * How the server runs (core's app-mode): `demo` and `staging` put `<meta name="navalha-mode">`
   * in index.html, so every page shows 'Modo demonstração' or 'Ambiente de testes' without a
   * request; a real shop (`production`) gets no tag.
   */
  appMode?: AppMode | undefined;
  /**
   * SHOP_SIGNUP=open: the sign-in page shows 'Cadastre sua barbearia', which the app adds once it
   * has read GET /shop-signup, so that page tells its start script to start the app after the
   * first paint rather than on the visitor's first intent (decision 044).
   */
  shopSignupOpen?: boolean | undefined;
  /**
   * A shop's public page, the pages under `prefix` (issue 18 §1): `read` gives the shop of a
   * path, null for none (an unknown or suspended shop, which the app itself then says), and
   * `tags` its `<head>` tags (Open Graph and schema.org data), already escaped. A signed-out
   * visitor gets the page rendered by the server with it (decision 041). `origin` is the site's
   * (PUBLIC_URL when set, else the request's).
   */
  pageHead?:
    | {
        prefix: string;
        origin?: string | undefined;
        read: (path: string) => Promise<PublicShop | null>;
        tags: (shop: PublicShop, origin: string) => string;
        /** The page's module in the web build's manifest: its chunks are preloaded. */
        route?: string | undefined;
        /** The API read the page makes first (`/api/...`, already encoded): preloaded too. */
        data?: ((path: string) => string | null) | undefined;
      }
    | undefined;
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * Serves the built web app at / when `webDistDir` holds one, and returns the SPA fallback: any
 * GET outside /api that is not a file answers index.html, so /signin or /services survive a
 * reload. Without a build it serves the API alone.
 */
export function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  options: WebAppOptions = {},
): NotFoundFallback | null {
  if (!existsSync(join(webDistDir, 'index.html'))) {
    app.log.warn({ webDistDir }, 'web app not built: serving the API only');
    return null;
  }
  const assetsDir = `${join(webDistDir, 'assets')}${sep}`;
  const settings: Record<string, string> = {
    ...(options.googleClientId ? { 'google-client-id': options.googleClientId } : {}),
    ...(options.mercadopagoPublicKey
      ? { 'mercadopago-public-key': options.mercadopagoPublicKey }
      : {}),
    ...(options.appMode && options.appMode !== 'production'
      ? { 'navalha-mode': options.appMode }
      : {}),
  };
  const indexHtml =
    Object.keys(settings).length > 0
      ? indexHtmlWithSettings(join(webDistDir, 'index.html'), settings)
      : null;
  app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    wildcard: true,
    // Nothing under a dot name (Vite's .vite/manifest.json maps the source tree); and with
    // settings to add, index.html is always the SPA fallback's, so every page gets them.
    allowedPath: (path: string) =>
      !path.split('/').some((segment) => segment.startsWith('.')) &&
      !(indexHtml && INDEX_PATHS.has(path)),
    cacheControl: false,
    // The web build writes .br and .gz beside each asset; serve them to browsers that accept
    // them, so a phone on a slow network downloads the compressed bytes without any CPU spent here.
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });

  // Only for a browser holding a session, so a signed-out visitor on /signin never downloads it.
  const preload = signedInChunkPreload(webDistDir);
  if (preload) {
    app.addHook('onSend', async (request, reply, payload) => {
      const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      if (html && request.cookies[SESSION_COOKIE]) reply.header('link', preload);
      return payload;
    });
  }

  // The signed-out first screens, as HTML (decision 036). Not with Google sign-in on: its button
  // is not in that HTML. Not for a browser holding a session: the guard sends it on instead.
  const prerendered = settings['google-client-id']
    ? null
    : prerenderedPages(webDistDir, options.appMode ?? 'production', withSettingTags(settings));

  // Read by the page's start script (apps/web/src/prerender/page-html.ts).
  const startAtPaint = options.shopSignupOpen ? new Set(['/signin']) : new Set<string>();
  const withStart = (path: string, page: string) =>
    startAtPaint.has(path)
      ? page.replace('</head>', '<meta name="navalha-start" content="paint" /></head>')
      : page;

  const pageHead = options.pageHead;
  // The page's own chunks (the shop's public page, decision 036), fetched with the entry.
  const pagePreloads = pageHead?.route ? routeChunkPreloads(webDistDir, pageHead.route) : '';
  // As the app's API client asks it (fetch, credentials included), so the browser reuses it.
  const dataPreload = (path: string) => {
    const href = pageHead?.data?.(path);
    return href
      ? `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`
      : '';
  };
  const headlessIndexHtml = indexHtml ?? indexHtmlWithSettings(join(webDistDir, 'index.html'), {});
  const shopPage = serverRenderedShopPage(webDistDir, options.appMode ?? 'production');

  /**
   * A shop's page: rendered by the server for a signed-out visitor; the app's index.html with
   * the shop's head and its chunks and read preloaded for anyone signed in (the page shows them
   * the signed-in header), and when the build has no renderer or it fails.
   */
  const shopPageHtml = async (request: FastifyRequest, path: string, shop: PublicShop) => {
    if (!pageHead) throw new Error('no page head');
    const origin = pageHead.origin ?? `${request.protocol}://${request.host}`;
    const head = pageHead.tags(shop, origin);
    const html = headlessIndexHtml();
    if (!request.cookies[SESSION_COOKIE]) {
      try {
        const page = await shopPage.page(path, shop, html, head);
        if (page) return page;
      } catch (error) {
        request.log.error({ err: error, path }, "server render of a shop's page failed");
      }
    }
    // The app's own <title> gives way to the page's.
    return (
      html
        .replace(/<title>[^<]*<\/title>/, '')
        // A function, so that a `$&` or `$'` in a shop's name is text, not a pattern.
        .replace('</head>', () => `${pagePreloads}${dataPreload(path)}${head}</head>`)
    );
  };

  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A prerendered form (sign-in, sign-up) the browser sent itself, before the app ran and
    // held it (decision 036): back to the page, its body (a password) neither read nor logged.
    if (request.method === 'POST' && prerendered?.has(path)) {
      void reply.redirect(path, 303);
      return true;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    // A missing /assets/x.js must stay a 404: HTML in its place only hides the real error.
    if (isApiPath(path) || (extname(path) !== '' && !INDEX_PATHS.has(path))) return false;
    if (pageHead && path.startsWith(pageHead.prefix)) {
      void pageHead
        .read(path)
        .then((shop) => (shop ? shopPageHtml(request, path, shop) : headlessIndexHtml()))
        .then(
          (page) => {
            // Revalidated on every visit (a changed shop shows at once), answered 304 when the
            // page is the one the browser holds. Signed in or out, the page differs; compressed,
            // it is another representation, with an ETag of its own.
            const plain = etagOf(page);
            const body = compressedPage(page, plain, request.headers['accept-encoding']);
            const etag = body ? `${plain.slice(0, -1)}-${body.encoding}"` : plain;
            void reply
              .header('cache-control', REVALIDATE)
              .header('vary', 'Cookie, Accept-Encoding')
              .header('etag', etag);
            if (request.headers['if-none-match'] === etag) return reply.code(304).send();
            void reply.type('text/html; charset=utf-8');
            if (!body) return reply.send(page);
            return reply.header('content-encoding', body.encoding).send(body.body);
          },
          (error: unknown) => reply.send(error),
        );
      return true;
    }
    const page = request.cookies[SESSION_COOKIE] ? null : prerendered?.pageFor(path);
    if (page) {
      void reply
        .header('cache-control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .send(withStart(path, page));
      return true;
    }
    if (indexHtml) {
      void reply
        .header('cache-control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .send(indexHtml());
    } else {
      void reply.sendFile('index.html');
    }
    return true;
  };
}
