import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barbershops } from '../db/schema/barbershops.js';
import { createBarber, createService, createShop } from '../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

/**
 * A shop's public page rendered by the server at request time (issue 18 §1, decision 041), through
 * a web build's renderer (dist/.ssr/render.mjs): here a stand-in with the real one's interface
 * (apps/web/src/prerender/render.tsx, whose React output render.test.tsx checks), which writes
 * the shop's name and services escaped as React does.
 */

const indexHtml =
  '<!doctype html><html><head><title>Navalha</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

const renderer = `
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
export const dataId = 'navalha-page-data';
export function shopServerData(shop) { return { key: 'shop:' + shop.slug, data: shop }; }
export async function renderShopPage(path, mode, shop) {
  return '<h1>' + escape(shop.name) + '</h1><p>' + mode + '</p><ul>' +
    shop.services.map((service) => '<li>' + escape(service.name) + '</li>').join('') + '</ul>';
}
export function prerenderedHtml(indexHtml, { path, rootHtml, start }) {
  return indexHtml
    .replace(/<script type="module" crossorigin src="[^"]+"><\\/script>/, () =>
      '<script type="module" crossorigin src="' + start + '"></script>')
    .replace('<div id="root"></div>', () =>
      '<div id="root" data-prerendered="' + path + '">' + rootHtml + '</div>');
}
`;

// `$&` too: in a replacement string it would stand for the matched text.
const HOSTILE = 'Barbearia "Zé" </script><script>alert(1)</script> & Cia $&';
const SLUG = 'barbearia-do-ze';
const START = '/assets/start-public-shop-abc.js';

let testApp: TestApp;
let app: FastifyInstance;
let webDistDir: string;
let shopId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  webDistDir = mkdtempSync(join(tmpdir(), 'navalha-web-ssr-'));
  mkdirSync(join(webDistDir, 'assets'));
  mkdirSync(join(webDistDir, '.ssr'));
  writeFileSync(join(webDistDir, 'index.html'), indexHtml);
  writeFileSync(join(webDistDir, '.ssr', 'render.mjs'), renderer);
  writeFileSync(join(webDistDir, '.ssr', 'page.json'), JSON.stringify({ start: START }));
  shopId = await createShop(db, HOSTILE);
  await db.update(barbershops).set({ slug: SLUG }).where(eq(barbershops.id, shopId));
  const serviceId = await createService(db, shopId, { name: 'Corte <b>Degradê</b>' });
  await createBarber(db, shopId, [serviceId], 'Barbeiro do Zé');
  app = await buildTestApp(testApp.database, {
    webDistDir,
    publicUrl: 'https://navalha.example.com',
    nodeEnv: 'development',
    demoData: true,
  });
});

afterAll(async () => {
  await app.close();
  await testApp.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

function dataOf(html: string): unknown {
  const match = /<script type="application\/json" id="navalha-page-data">(.*?)<\/script>/s.exec(
    html,
  );
  if (!match?.[1]) throw new Error('no page data');
  return JSON.parse(match[1]);
}

describe("a shop's public page rendered by the server", () => {
  it("holds the shop's name and services, its head tags and its data, all escaped", async () => {
    const response = await app.inject({ method: 'GET', url: `/b/${SLUG}` });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain(`<div id="root" data-prerendered="/b/${SLUG}"><h1>`);
    expect(html).toContain('Barbearia &#34;Zé&#34; &#60;/script&#62;');
    expect(html).toContain('<li>Corte &#60;b&#62;Degradê&#60;/b&#62;</li>');
    // The server's mode, for the label on top.
    expect(html).toContain('<p>demo</p>');
    // The app starts after the first paint, from the page's start script.
    expect(html).toContain(`<script type="module" crossorigin src="${START}"></script>`);
    expect(html).not.toContain('/assets/index-abc.js');

    // Open Graph and schema.org data stay in the page's head.
    const escaped =
      'Barbearia &quot;Zé&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Cia $&amp;';
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain(`<title>${escaped} · Navalha</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('"@type":"HairSalon"');

    // The data for the app: the shop, as the API reads it, and no value closes its element.
    expect(dataOf(html)).toMatchObject({
      key: `shop:${SLUG}`,
      data: { slug: SLUG, name: HOSTILE, services: [{ name: 'Corte <b>Degradê</b>' }] },
    });
    expect(html).not.toContain('<script>alert(1)');
    // The start script, the JSON-LD and the data: three script elements, three ends.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
  });

  it('is compressed for a browser that accepts it, revalidated by its ETag', async () => {
    const plain = await app.inject({ method: 'GET', url: `/b/${SLUG}` });
    const gzipped = await app.inject({
      method: 'GET',
      url: `/b/${SLUG}`,
      headers: { 'accept-encoding': 'gzip' },
    });

    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toContain('Cookie');
    const etag = plain.headers.etag;
    expect(etag).toMatch(/^".+"$/);

    const again = await app.inject({
      method: 'GET',
      url: `/b/${SLUG}`,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is rendered anew when the shop changes', async () => {
    const before = await app.inject({ method: 'GET', url: `/b/${SLUG}` });
    const { db } = testApp.database;
    await db.update(barbershops).set({ name: 'Barbearia Nova' }).where(eq(barbershops.id, shopId));
    try {
      const after = await app.inject({
        method: 'GET',
        url: `/b/${SLUG}`,
        headers: { 'if-none-match': String(before.headers.etag) },
      });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.body).toContain('<h1>Barbearia Nova</h1>');
    } finally {
      await db.update(barbershops).set({ name: HOSTILE }).where(eq(barbershops.id, shopId));
    }
  });

  it('is the app with the head tags for a browser signed in, which the page greets', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/b/${SLUG}`,
      cookies: { access_token: 'a-session' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('/assets/index-abc.js');
    expect(response.body).toContain('og:title');
    expect(response.body).not.toContain('navalha-page-data');
  });

  it('leaves an unknown or a suspended shop to the app, which says so in pt-BR', async () => {
    const { db } = testApp.database;
    await db.update(barbershops).set({ suspendedAt: new Date() }).where(eq(barbershops.id, shopId));
    try {
      for (const url of ['/b/nao-existe', `/b/${SLUG}`]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('<div id="root"></div>');
        expect(response.body, url).toContain('<title>Navalha</title>');
        expect(response.body, url).not.toContain('og:title');
      }
    } finally {
      await db.update(barbershops).set({ suspendedAt: null }).where(eq(barbershops.id, shopId));
    }
  });
});
