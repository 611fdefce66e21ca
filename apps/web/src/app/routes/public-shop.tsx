import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useSessionState } from '../../features/auth/hooks/use-session';
import type { PublicShop } from '@navalha/core/contracts/public-shop';
import { PublicResourceView } from '../../features/public-page/components/public-resource-view';
import { PublicShopPage } from '../../features/public-page/components/public-shop-page';
import { usePublicResource } from '../../features/public-page/hooks/use-public-resource';
import { shopDataKey, useServerData } from '../../features/public-page/server-data';
import { saveCurrentShop } from '../../shared/current-shop/current-shop';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/**
 * The shop's read, and its schema with it, downloaded only when the page has to make it: the
 * page the server rendered carries the shop (issue 18 §1's JavaScript budget).
 */
const readShop = (slug: string, signal: AbortSignal) =>
  import('../../features/public-page/api/get-public-shop').then((api) =>
    api.getPublicShop(slug, signal),
  );

/**
 * /b/{slug}, public (issue 18 §1): the shop's page, signed in or out. Opened signed out, it
 * arrives rendered by the server with the shop's data (decision 041), which it starts from.
 */
export function PublicShopRoute() {
  const slug = useParams().slug ?? '';
  const signedIn = useSessionState().status === 'signedIn';
  const served = useServerData<PublicShop>(shopDataKey(slug));
  const [shop, retry] = usePublicResource(slug, (signal) => readShop(slug, signal), served);
  const shopId = shop.status === 'ready' ? shop.data.id : null;
  // The shop the client is in now: its wallet is the one the wallet screen shows (decision 042).
  useEffect(() => {
    if (shopId) saveCurrentShop(shopId);
  }, [shopId]);
  return (
    <>
      <PageHeader
        title={shop.status === 'ready' ? shop.data.name : 'Barbearia'}
        fallbackBackTo={signedIn ? '/' : '/signin'}
        showNotifications={signedIn}
      />
      <PageContent>
        <PublicResourceView resource={shop} retry={retry} notFoundTitle="Barbearia não encontrada.">
          {(data) => <PublicShopPage shop={data} />}
        </PublicResourceView>
      </PageContent>
    </>
  );
}
