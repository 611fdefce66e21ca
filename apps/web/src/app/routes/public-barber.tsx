import { useParams } from 'react-router';
import { useSessionState } from '../../features/auth/hooks/use-session';
import { getPublicBarber } from '../../features/public-page/api/get-public-barber';
import { PublicBarberPage } from '../../features/public-page/components/public-barber-page';
import { PublicResourceView } from '../../features/public-page/components/public-resource-view';
import { usePublicResource } from '../../features/public-page/hooks/use-public-resource';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /barbeiro/{id}, public (issue 18 §1): a barber's page, from the shop's page or the home. */
export function PublicBarberRoute() {
  const barberId = useParams().barberId ?? '';
  const signedIn = useSessionState().status === 'signedIn';
  const [page, retry] = usePublicResource(barberId, (signal) => getPublicBarber(barberId, signal));
  return (
    <>
      <PageHeader
        title={page.status === 'ready' ? page.data.barber.name : 'Barbeiro'}
        fallbackBackTo={page.status === 'ready' ? `/b/${page.data.shop.slug}` : '/'}
        showNotifications={signedIn}
      />
      <PageContent>
        <PublicResourceView resource={page} retry={retry} notFoundTitle="Barbeiro não encontrado.">
          {(data) => <PublicBarberPage page={data} />}
        </PublicResourceView>
      </PageContent>
    </>
  );
}
