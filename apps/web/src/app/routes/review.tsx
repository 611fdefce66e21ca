import { useParams } from 'react-router';
import { ReviewScreen } from '../../features/reviews/components/review-screen';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /review/{id} (CLIENT): rate a completed booking. */
export function ReviewRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader title="Avaliar serviço" fallbackBackTo={`/booking-confirmation/${id}`} />
      <PageContent>
        <ReviewScreen key={id} appointmentId={id} />
      </PageContent>
    </>
  );
}
