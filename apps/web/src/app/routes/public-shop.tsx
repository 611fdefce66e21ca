import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useSessionState } from '../../features/auth/hooks/use-session';
import { getPublicShop } from '../../features/public-page/api/get-public-shop';
import { PublicResourceView } from '../../features/public-page/components/public-resource-view';
import { PublicShopPage } from '../../features/public-page/components/public-shop-page';
import { usePublicResource } from '../../features/public-page/hooks/use-public-resource';
import { saveCurrentShop } from '../../shared/current-shop/current-shop';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /b/{slug}, public (issue 18 §1): the shop's page, signed in or out. */
export function PublicShopRoute() {
  const slug = useParams().slug ?? '';
  const signedIn = useSessionState().status === 'signedIn';
  const [shop, retry] = usePublicResource(slug, (signal) => getPublicShop(slug, signal));
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
