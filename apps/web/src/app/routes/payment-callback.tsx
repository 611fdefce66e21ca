import { PaymentCallback } from '../../features/payments/components/payment-callback';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /payment/callback (CLIENT): the return from the hosted checkout, verified with the server. */
export function PaymentCallbackRoute() {
  return (
    <>
      <PageHeader title="Pagamento" backTo="/mybookings" />
      <PageContent>
        <PaymentCallback />
      </PageContent>
    </>
  );
}
