import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useSessionState } from '../../features/auth/hooks/use-session';
import type { PublicShop } from '@navalha/core/contracts/public-shop';
import { PublicResourceView } from '../../features/public-page/components/public-resource-view';
import { PublicShopPage } from '../../features/public-page/components/public-shop-page';
import { usePublicResource } from '../../features/public-page/hooks/use-public-resource';
import { shopDataKey, useServerData } from '../../features/public-page/server-data';
import { useReleaseHeldInput } from '../../lib/held-submit';
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
  const current = shop.status === 'ready' ? shop.data : null;
  // A tap on the header's back arrow before the app started (decision 044) is made again now.
  useReleaseHeldInput();
  // The shop the client is in now: its wallet, services, barbers and promotions are the ones the
  // app shows (decisions 042 and 046).
  useEffect(() => {
    if (current) saveCurrentShop(current.id, current.name);
  }, [current]);
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
