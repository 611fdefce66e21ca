import type { Barber } from '@navalha/core/contracts/barbers';
import type { Service } from '@navalha/core/contracts/catalog';
import { publicShopSchema } from '@navalha/core/contracts/public-shop';
import type { PublicShop } from '@navalha/core/contracts/public-shop';
import { queryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { apiRequest } from '../../lib/api-client';
import { logger } from '../../lib/logger';

/**
 * A visitor's booking (issue 18 §1, decision 034): someone who opened a shop's public page and
 * tapped 'Agendar' walks services, barber, day and time signed out, on the shop's public reads,
 * up to /confirm, where signing in or up comes before anything is booked.
 *
 * The shop's address is kept in localStorage (`bookingShopSlug`) beside the booking draft, so a
 * reload, or the trip through /signin or /signup, keeps it. Signed in, it is never read: the
 * client's own reads take over.
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

/** Null signed in; the shop's public address for a signed-out visitor booking there. */
export function useVisitorShop(): string | null {
  return useContext(VisitorShopContext);
}

/** `/public/shops/{slug}/{path}`: a visitor's read, without a token. */
export function visitorApiPath(slug: string, path: string): string {
  return `/public/shops/${encodeURIComponent(slug)}/${path}`;
}

/** GET /public/shops/{slug}: the shop's page, which holds its services and barbers. */
export function visitorShopQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['public-shop', slug],
    queryFn: ({ signal }) =>
      apiRequest(`/public/shops/${encodeURIComponent(slug)}`, {
        schema: publicShopSchema,
        auth: false,
        silent: true,
        signal,
      }),
    staleTime: 60_000,
  });
}

/** The shop's services as the selection screen lists them, from its public page. */
export function toBookingServices(shop: PublicShop): Service[] {
  return shop.services.map((service) => ({
    ...service,
    discount: service.pricing.discount,
    barberShopId: shop.id,
    barbersCount: shop.barbers.filter((barber) => barber.serviceIds.includes(service.id)).length,
    isActive: true,
  }));
}

/**
 * A barber as the booking's barber step shows them. A visitor's come from the public page,
 * which does not count a barber's work (decision 027): no 'Cortes', no experience badge.
 */
export type BookingBarber = Pick<Barber, 'id' | 'name' | 'avatarUrl' | 'averageRating'> &
  Partial<Pick<Barber, 'totalAppointments' | 'experienceLabel' | 'barberShop'>>;

/** The shop's barbers who offer every one of `serviceIds`, from its public page. */
export function toBookingBarbers(shop: PublicShop, serviceIds: readonly string[]): BookingBarber[] {
  return shop.barbers
    .filter((barber) => serviceIds.every((id) => barber.serviceIds.includes(id)))
    .map((barber) => ({
      id: barber.id,
      name: barber.name,
      avatarUrl: barber.avatarUrl,
      averageRating: barber.averageRating,
      barberShop: { id: shop.id, name: shop.name },
    }));
}
