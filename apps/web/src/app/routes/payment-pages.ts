/**
 * The payment pages after /payment, fetched as one chunk: a payer moves between them (PIX,
 * pending, success, error, callback), and one chunk keeps the app shell's list of page
 * chunks short, which /signin's first load pays for.
 */
export { PaymentBookingRoute } from './payment-booking';
export { PaymentCallbackRoute } from './payment-callback';
export { PaymentCardRoute } from './payment-card';
export { PaymentErrorRoute } from './payment-error';
export { PaymentPendingRoute } from './payment-pending';
export { PaymentPixRoute } from './payment-pix';
export { PaymentSuccessRoute } from './payment-success';
