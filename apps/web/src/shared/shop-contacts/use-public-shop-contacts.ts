import type { ShopContact } from '@navalha/core/contracts/account';
import { useEffect, useState } from 'react';
import { getShopContacts } from './get-shop-contacts';

export type ShopContactsState =
  { status: 'loading' } | { status: 'ready'; shops: ShopContact[] } | { status: 'failed' };

/**
 * The shops' contacts, fetched once, for the public pages: signed out there is no query cache
 * (it loads with the signed-in pages).
 */
export function usePublicShopContacts(): ShopContactsState {
  const [state, setState] = useState<ShopContactsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getShopContacts(controller.signal).then(
      ({ data }) => setState({ status: 'ready', shops: data }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
