import { useParams } from 'react-router';
import { WaitlistOfferScreen } from '../../features/schedule/components/waitlist-offer';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /lista-de-espera/{id} (CLIENT): the time the waitlist offers, from its notification. */
export function WaitlistOfferRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader title="Lista de espera" fallbackBackTo="/mybookings" />
      <PageContent>
        <WaitlistOfferScreen key={id} entryId={id} />
      </PageContent>
    </>
  );
}
