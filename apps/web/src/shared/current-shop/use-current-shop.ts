import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { VISITOR_SHOP_PARAM } from '../visitor-booking/visitor-shop';
import { visitorShopQueryOptions } from '../visitor-booking/visitor-shop-queries';
import { readCurrentShop, saveCurrentShop } from './current-shop';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface CurrentShop {
  /** The shop's id; null lets the server choose (the shop of the client's last booking). */
  shopId: string | null;
  /** False while the shop a link names (`?loja={slug}`) is still being looked up. */
  ready: boolean;
}

/**
 * The shop a signed-in client's reads name (decision 046). A booking step opened from a shop's
 * 'Agendar' (`/services?loja={slug}`) makes that shop the current one: its id comes from the
 * shop's public read, the very one its page made. Otherwise the saved current shop.
 */
export function useCurrentShop(): CurrentShop {
  const named = new URLSearchParams(useLocation().search).get(VISITOR_SHOP_PARAM);
  const slug = named && SLUG.test(named) ? named : null;
  const shop = useQuery({ ...visitorShopQueryOptions(slug ?? ''), enabled: slug !== null });
  const found = shop.data ?? null;
  useEffect(() => {
    if (found) saveCurrentShop(found.id, found.name);
  }, [found]);
  if (slug === null || shop.isError) return { shopId: readCurrentShop(), ready: true };
  return { shopId: found?.id ?? null, ready: found !== null };
}
