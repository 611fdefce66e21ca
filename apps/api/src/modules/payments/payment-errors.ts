import { errorMessages } from '@navalha/core/contracts/errors';
import { AppError, notFound } from '../../errors/app-error.js';

// The payments module's expected refusals, with their codes and pt-BR messages.

export const paymentNotFound = () => notFound(errorMessages.paymentNotFound);
export const appointmentNotFound = () => notFound(errorMessages.appointmentNotFound);
export const conflict = (code: ConstructorParameters<typeof AppError>[1], message: string) =>
  new AppError(409, code, message);
export const paymentInProgress = () =>
  conflict('PAYMENT_IN_PROGRESS', errorMessages.paymentInProgress);
export const gatewayUnavailable = (message: string = errorMessages.gatewayUnavailable) =>
  new AppError(502, 'GATEWAY_UNAVAILABLE', message);
export const shopTakesNoOnlinePayment = () =>
  new AppError(
    409,
    'SHOP_TAKES_NO_ONLINE_PAYMENT',
    errorMessages.shopTakesNoOnlinePayment,
    'method',
  );
export const unsupportedMethod = () =>
  new AppError(400, 'UNSUPPORTED_PAYMENT_METHOD', errorMessages.unsupportedPaymentMethod, 'method');
