import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AppMode } from '@navalha/core/domain/app-mode';
import type { PublicShop } from '@navalha/core/contracts/public-shop';

/**
 * The web build's renderer (apps/web/src/prerender/render.tsx, built into dist/.ssr/render.mjs
 * with its dependencies by scripts/prerender.mjs), as far as a shop's public page needs it.
 */
interface WebRenderer {
  renderShopPage(path: string, mode: AppMode, shop: PublicShop): Promise<string>;
  shopServerData(shop: PublicShop): unknown;
  dataId: string;
  prerenderedHtml(
    indexHtml: string,
    page: { path: string; rootHtml: string; start: string },
  ): string;
}

/**
 * JSON inside <script>: `<`, `>` and `&` as \u escapes so no value can close the element or
 * open a comment; U+2028/U+2029 too, which old parsers take for line ends.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Rendered pages kept: a shop's page is rendered again only when its data or the build changes. */
const CACHED_PAGES = 200;

/**
 * A shop's public page rendered by the server at request time (issue 18 §1, decision 041): the
 * build's index.html with the page's React HTML in #root, rendered from the shop's data, which
 * the page also carries as JSON for the app to hydrate from without reading it again; its start
 * script in place of the entry (the app's code comes after the first paint, as on the prerendered
 * pages). `page` gives null without the web build's renderer, and the app renders in the browser.
 * A page is rendered once for each version of its shop's data (kept by a hash of it), so a shop
 * that changes is rendered anew on its next visit and a shared link opened by many is not.
 */
export function serverRenderedShopPage(webDistDir: string, mode: AppMode) {
  const dir = join(webDistDir, '.ssr');
  const rendererPath = join(dir, 'render.mjs');
  const pagePath = join(dir, 'page.json');
  let renderer: Promise<{ render: WebRenderer; start: string } | null> | null = null;
  const load = () => {
    renderer ??=
      existsSync(rendererPath) && existsSync(pagePath)
        ? import(pathToFileURL(rendererPath).href).then((render: WebRenderer) => ({
            render,
            start: (JSON.parse(readFileSync(pagePath, 'utf8')) as { start: string }).start,
          }))
        : Promise.resolve(null);
    return renderer;
  };
  const cache = new Map<string, { indexHtml: string; data: string; html: string }>();

  return {
    /**
     * The page at `path` for `shop`, from `indexHtml` (the build's, with the server's settings
     * tags); `head` (the page's own tags, already escaped) replaces the app's `<title>`.
     */
    async page(
      path: string,
      shop: PublicShop,
      indexHtml: string,
      head: string,
    ): Promise<string | null> {
      const loaded = await load();
      if (!loaded) return null;
      const data = createHash('sha256')
        .update(JSON.stringify(shop))
        .update(head)
        .digest('base64url');
      const cached = cache.get(path);
      if (cached && cached.indexHtml === indexHtml && cached.data === data) return cached.html;
      const { render, start } = loaded;
      const rootHtml = await render.renderShopPage(path, mode, shop);
      const dataScript = `<script type="application/json" id="${render.dataId}">${scriptJson(render.shopServerData(shop))}</script>`;
      const html = render
        .prerenderedHtml(indexHtml, { path, rootHtml, start })
        .replace(/<title>[^<]*<\/title>/, '')
        // A function, so that a `$&` or `$'` in a shop's name is text, not a pattern.
        .replace('</head>', () => `${head}${dataScript}</head>`);
      cache.delete(path);
      cache.set(path, { indexHtml, data, html });
      if (cache.size > CACHED_PAGES) cache.delete(cache.keys().next().value as string);
      return html;
    },
  };
}

/** A strong validator of a page's bytes, for `ETag` and `If-None-Match`. */
export function etagOf(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

/** Compressed pages kept, by their ETag: a shop's page is compressed once per version of it. */
const COMPRESSED_PAGES = 200;
const compressed = new Map<string, Buffer>();

/**
 * `html` compressed for a browser that accepts it (Brotli, else gzip), as the static files are
 * (their .br and .gz beside them): a shop's page with its data is ~25 KB, ~5 KB compressed, a
 * tenth of a second less on a phone's slow network. Null for a browser that accepts neither.
 */
export function compressedPage(
  html: string,
  etag: string,
  acceptEncoding: string | undefined,
): { encoding: 'br' | 'gzip'; body: Buffer } | null {
  const accepts = (name: string) =>
    (acceptEncoding ?? '')
      .split(',')
      .some((part) => part.trim().split(';')[0]?.trim().toLowerCase() === name);
  const encoding = accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
  if (!encoding) return null;
  const key = `${encoding}:${etag}`;
  let body = compressed.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(html, { level: 9 });
    compressed.set(key, body);
    if (compressed.size > COMPRESSED_PAGES) {
      compressed.delete(compressed.keys().next().value as string);
    }
  }
  return { encoding, body };
}
