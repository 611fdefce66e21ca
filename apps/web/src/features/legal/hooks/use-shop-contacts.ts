import type { ShopContact } from '@navalha/core/contracts/account';
import { useEffect, useState } from 'react';
import { getShopContacts } from '../api/get-shop-contacts';

export type ShopContactsState =
  { status: 'loading' } | { status: 'ready'; shops: ShopContact[] } | { status: 'failed' };

/** The shops' contacts, once; the legal pages are public, so no query cache is around. */
export function useShopContacts(): ShopContactsState {
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
