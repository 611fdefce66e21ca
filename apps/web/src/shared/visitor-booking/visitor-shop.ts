import { createContext, useContext } from 'react';
import { logger } from '../../lib/logger';

/**
 * A visitor's booking (issue 18 §1, decision 034): someone who opened a shop's public page and
 * tapped 'Agendar' walks services, barber, day and time signed out, on the shop's public reads,
 * up to /confirm, where signing in or up comes before anything is booked.
 *
 * The shop's address is kept in localStorage (`bookingShopSlug`) beside the booking draft, so a
 * reload, or the trip through /signin or /signup, keeps it. Signed in, it is never read: the
 * client's own reads take over.
 *
 * This file is what the route guard needs, so it is in every page's first load: the shop's reads
 * (TanStack Query, the public shop's schema) are in visitor-shop-queries.ts.
 */
const SLUG_KEY = 'bookingShopSlug';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The booking steps a visitor may open signed out; every other page still asks to sign in. */
export const visitorBookingPaths: readonly string[] = [
  '/services',
  '/barbers',
  '/calendar',
  '/schedule',
  '/confirm',
];

export function isVisitorBookingPath(pathname: string): boolean {
  return visitorBookingPaths.includes(pathname.replace(/\/+$/, '') || '/');
}

/** 'Agendar' on a shop's public page (or a barber's): the shop the draft will be booked at. */
export function saveVisitorShop(slug: string): void {
  try {
    window.localStorage.setItem(SLUG_KEY, slug);
  } catch (error) {
    logger.warn(`Could not save "${SLUG_KEY}".`, error);
  }
}

/** The shop a visitor's booking is for, or null (never set, or not a shop address). */
export function readVisitorShop(): string | null {
  try {
    const slug = window.localStorage.getItem(SLUG_KEY);
    return slug && SLUG.test(slug) ? slug : null;
  } catch {
    return null;
  }
}

/** The visitor's shop address, given by the route guard to the steps below it; null signed in. */
export const VisitorShopContext = createContext<string | null>(null);

/** The query parameter 'Agendar' carries the shop's address in (`/services?loja={slug}`). */
export const VISITOR_SHOP_PARAM = 'loja';

/**
 * The shop of a visitor's booking step at `search` (the URL's query): the one 'Agendar' names
 * in it, saved for the next steps, else the saved one. The shop's page arrives rendered by the
 * server (decision 041), so 'Agendar' can be tapped before the app runs its click handler: the
 * link itself then names the shop.
 */
export function visitorShopAt(search: string): string | null {
  const named = new URLSearchParams(search).get(VISITOR_SHOP_PARAM);
  if (named && SLUG.test(named)) {
    if (readVisitorShop() !== named) saveVisitorShop(named);
    return named;
  }
  return readVisitorShop();
}

/** Null signed in; the shop's public address for a signed-out visitor booking there. */
export function useVisitorShop(): string | null {
  return useContext(VisitorShopContext);
}

/** `/public/shops/{slug}/{path}`: a visitor's read, without a token. */
export function visitorApiPath(slug: string, path: string): string {
  return `/public/shops/${encodeURIComponent(slug)}/${path}`;
}
