import { errorMessages } from '@navalha/core/contracts/errors';
import type { ApiError } from './api-error';
import { toast } from './toast';

/** The global toasts of spec §8, raised from here and nowhere else. */
export const toastMessages = {
  network: 'Erro de conexão. Verifique sua internet.',
  timeout: 'A requisição demorou demais. Tente novamente.',
  notFound: errorMessages.notFound,
  forbidden: errorMessages.forbidden,
  internal: errorMessages.internal,
  fallback: 'Erro na requisição',
  sessionExpired: 'Sessão expirada. Redirecionando para login...',
} as const;

/** The words a user reads for a failed call. */
export function getErrorToastMessage(error: ApiError): string {
  if (error.code === 'NETWORK_ERROR') return toastMessages.network;
  if (error.code === 'TIMEOUT') return toastMessages.timeout;
  if (error.status === 404) return toastMessages.notFound;
  if (error.status === 403) return toastMessages.forbidden;
  if (error.status === 500) return toastMessages.internal;
  return error.message.trim() || toastMessages.fallback;
}

/** 401 is handled by the refresh flow and a cancelled call is no failure: neither gets a toast. */
export function shouldToast(error: ApiError): boolean {
  return error.status !== 401 && error.code !== 'ABORTED';
}

export function showErrorToast(error: ApiError): void {
  if (!shouldToast(error)) return;
  const message = getErrorToastMessage(error);
  // The id collapses identical toasts, e.g. a query that retries while the network is down.
  toast.error(message, { id: message });
}
