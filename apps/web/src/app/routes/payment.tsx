import type { StartPayment } from '../../features/appointments/hooks/use-submit-booking';
import { PaymentCheckout } from '../../features/appointments/components/payment-checkout';
import { useFinalBookingData } from '../../features/appointments/hooks/use-final-booking-data';
import { useStartBookingPayment } from '../../features/payments/hooks/use-start-booking-payment';
import { usePayBookingWithWallet } from '../../features/wallet/hooks/use-pay-booking-with-wallet';
import { useEffect } from 'react';
import { getDraftShopId } from '../../shared/booking-draft/booking-draft';
import { saveCurrentShop } from '../../shared/current-shop/current-shop';
import { useWalletBalance } from '../../features/wallet/hooks/use-wallet-balance';
import { actionFooterPadding } from '../../components/ui/action-footer';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/**
 * /payment (CLIENT): step 6 of the booking, how to pay and the button that books; PIX and
 * cards then go on through the payments feature, the wallet's balance through the wallet's.
 */
export function PaymentRoute() {
  const { booking, pending } = useFinalBookingData();
  const startBookingPayment = useStartBookingPayment();
  const payBookingWithWallet = usePayBookingWithWallet();
  // The balance at the shop being booked: another shop's money cannot pay it (decision 042).
  const shopId = booking ? getDraftShopId(booking.selectedServices) : null;
  const walletBalance = useWalletBalance(shopId);
  // Booking there makes it the shop the client is in (the wallet screen's shop).
  useEffect(() => {
    if (shopId) saveCurrentShop(shopId);
  }, [shopId]);
  const startPayment: StartPayment = (appointment, method) =>
    method === 'WALLET'
      ? payBookingWithWallet(appointment)
      : startBookingPayment(appointment, method);
  return (
    <>
      <PageHeader title="Pagamento" fallbackBackTo="/confirm" />
      <PageContent className={actionFooterPadding}>
        {booking ? (
          <PaymentCheckout
            booking={booking}
            pending={pending}
            startPayment={startPayment}
            walletBalance={walletBalance}
          />
        ) : null}
      </PageContent>
    </>
  );
}
