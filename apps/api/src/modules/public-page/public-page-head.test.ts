import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barbershops } from '../../db/schema/barbershops.js';
import { createBarber, createService, createShop } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * A shop's page as a link preview or a search engine reads it (issue 18 §1): the server writes
 * the shop's Open Graph tags and HairSalon data into index.html, escaped whatever the name holds.
 */

const indexHtml =
  '<!doctype html><html><head><title>Navalha</title></head><body><div id="root"></div></body></html>';
// `$&` too: in a replacement string it would stand for the matched text.
const HOSTILE = 'Barbearia "Zé" </script><script>alert(1)</script> & Cia $&';
const SLUG = 'barbearia-do-ze';

let testApp: TestApp;
let app: FastifyInstance;
let webDistDir: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  webDistDir = mkdtempSync(join(tmpdir(), 'navalha-web-head-'));
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(join(webDistDir, 'index.html'), indexHtml);
  const shop = await createShop(db, HOSTILE);
  await db
    .update(barbershops)
    .set({ slug: SLUG, phone: '(11) 3333-4444' })
    .where(eq(barbershops.id, shop));
  const serviceId = await createService(db, shop, { name: 'Corte <b>', priceCents: 4550 });
  await createBarber(db, shop, [serviceId], 'Barbeiro do Zé');
  app = await buildTestApp(testApp.database, {
    webDistDir,
    publicUrl: 'https://navalha.example.com',
  });
});

afterAll(async () => {
  await app.close();
  await testApp.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe("a shop's public page head", () => {
  it('carries the Open Graph tags and the HairSalon data, escaped', async () => {
    const response = await app.inject({ method: 'GET', url: `/b/${SLUG}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    const escaped =
      'Barbearia &quot;Zé&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Cia $&amp;';
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain(`<title>${escaped} · Navalha</title>`);
    expect(html).toContain(
      `<meta property="og:url" content="https://navalha.example.com/b/${SLUG}" />`,
    );
    // The app's own title gave way; only one <title> and only one real script end.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);

    const data = jsonLdOf(html);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HairSalon',
      name: HOSTILE,
      url: `https://navalha.example.com/b/${SLUG}`,
      telephone: '(11) 3333-4444',
      makesOffer: [
        {
          '@type': 'Offer',
          itemOffered: { '@type': 'Service', name: 'Corte <b>' },
          price: '45.50',
          priceCurrency: 'BRL',
        },
      ],
    });
    expect((data.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);
  });

  it("keeps the app's own head for an unknown address and for other pages", async () => {
    for (const url of ['/b/nao-existe', '/b/INVALIDO', '/signin']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Navalha</title>');
      expect(response.body, url).not.toContain('og:title');
      expect(response.body, url).not.toContain('ld+json');
    }
  });
});
