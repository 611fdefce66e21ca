import { z } from 'zod';

/**
 * Stable error codes shared by the API and the web app. The web branches on these, never on
 * message text; the pt-BR `message` beside them is what a user reads.
 */
export const errorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'INVALID_REFRESH_TOKEN',
  'FORBIDDEN',
  'NOT_FOUND',
  'EMAIL_IN_USE',
  'RATE_LIMITED',
  'SLOT_UNAVAILABLE',
  'PRICE_CHANGED',
  'INVALID_TRANSITION',
  'INSUFFICIENT_BALANCE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The one error body every API failure answers with. */
export const apiErrorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.enum(errorCodes),
  message: z.string(),
  field: z.string().optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** pt-BR messages the server uses where the spec fixes the words. */
export const errorMessages = {
  invalidCredentials: 'Email ou senha incorretos',
  emailInUse: 'Este email já está em uso',
  unauthenticated: 'Sessão expirada. Faça login novamente.',
  invalidRefreshToken: 'Sessão expirada. Faça login novamente.',
  forbidden: 'Acesso negado',
  notFound: 'Recurso não encontrado',
  rateLimited: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
  internal: 'Erro interno do servidor',
  invalidData: 'Dados inválidos',
  serviceUnavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
} as const;
