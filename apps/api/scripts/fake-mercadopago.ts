// A local Mercado Pago for end-to-end journeys: the API tests' fake (src/test/fake-mercadopago.ts)
// as a process of its own, with its browser pages (the sellers' authorization page, Checkout
// Pro's) and the payment notices it sends, signed with MERCADOPAGO_WEBHOOK_SECRET. Run with tsx:
// `tsx apps/api/scripts/fake-mercadopago.ts`; it prints one JSON line, { apiUrl, siteUrl }, once
// both listen (FAKE_MERCADOPAGO_API_PORT / _SITE_PORT, else free ports), and stops on SIGTERM.
import { FakeMercadoPago } from '../src/test/fake-mercadopago.js';
import { FakeMercadoPagoSite } from '../src/test/fake-mercadopago-site.js';

const secret = process.env.MERCADOPAGO_WEBHOOK_SECRET;
if (!secret) {
  process.stderr.write('MERCADOPAGO_WEBHOOK_SECRET is required: the notices are signed with it\n');
  process.exit(1);
}

const fake = new FakeMercadoPago();
const site = new FakeMercadoPagoSite(fake, secret);
const apiUrl = await fake.start(Number(process.env.FAKE_MERCADOPAGO_API_PORT ?? 0));
const siteUrl = await site.start(Number(process.env.FAKE_MERCADOPAGO_SITE_PORT ?? 0));
process.stdout.write(`${JSON.stringify({ apiUrl, siteUrl })}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([fake.stop(), site.stop()]).finally(() => process.exit(0));
  });
}
