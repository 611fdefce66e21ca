import type { PublicShop } from '@navalha/core/contracts/public-shop';
import { AppError } from '../../errors/app-error.js';
import { scriptJson } from '../../plugins/server-rendered-page.js';
import type { PublicPageService } from './public-page.service.js';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const SCHEMA_DAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const PUBLIC_PAGE_PATH = /^\/b\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/** The slug of a public page's path, `/b/{slug}`; null for any other path. */
export function publicPageSlug(path: string): string | null {
  return PUBLIC_PAGE_PATH.exec(path)?.[1] ?? null;
}

function absolute(url: string, origin: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * The `<head>` tags of a shop's page (issue 18 §1): Open Graph, so a link shared on WhatsApp or
 * Instagram shows the shop's name and photo, and schema.org HairSalon data for search engines.
 * Every value is escaped for where it goes: attribute text, or JSON inside a script.
 */
export function publicPageHeadTags(shop: PublicShop, origin: string): string {
  const url = `${origin}/b/${shop.slug}`;
  const description = `${shop.address} · Agende seu horário online.`;
  const image = shop.coverUrl ? absolute(shop.coverUrl, origin) : null;
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'HairSalon',
    name: shop.name,
    url,
    address: shop.address,
    ...(shop.phone ? { telephone: shop.phone } : {}),
    ...(image ? { image } : {}),
    openingHoursSpecification: shop.openingHours.map((day) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day.dayOfWeek] ?? 'Sunday'}`,
      opens: day.opensAt,
      closes: day.closesAt,
    })),
    ...(shop.totalReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: shop.averageRating,
            reviewCount: shop.totalReviews,
          },
        }
      : {}),
    makesOffer: shop.services.map((service) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: service.name },
      // Centavos inside the app; schema.org wants the decimal amount.
      price: (service.pricing.finalPrice / 100).toFixed(2),
      priceCurrency: 'BRL',
    })),
  };
  return [
    `<title>${escapeHtml(shop.name)} · Navalha</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('og:type', 'website'),
    meta('og:site_name', 'Navalha'),
    meta('og:locale', 'pt_BR'),
    meta('og:title', shop.name),
    meta('og:description', description),
    meta('og:url', url),
    ...(image ? [meta('og:image', image)] : []),
    `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
  ].join('');
}

/**
 * The shop of `path` when it is a shop's public page that exists and is open, for the web app's
 * HTML (plugins/web-app.ts); null otherwise: an unknown or a suspended shop gets the app, which
 * says so in its own words (its read answers 404 or 403 SHOP_SUSPENDED).
 */
export function publicPageShop(service: PublicPageService) {
  return async (path: string): Promise<PublicShop | null> => {
    const slug = publicPageSlug(path);
    if (!slug) return null;
    try {
      return await service.shop(slug);
    } catch (error) {
      if (error instanceof AppError && (error.statusCode === 404 || error.statusCode === 403)) {
        return null;
      }
      throw error;
    }
  };
}
