import type { ErrorCode } from '@navalha/core/contracts/errors';

/** Codes for failures that never reached the server or never got a well-formed answer. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'ABORTED' | 'UNEXPECTED_RESPONSE';

export type ApiErrorCode = ErrorCode | ClientErrorCode;

export interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  message: string;
  field?: string | undefined;
  /** Extra facts some errors carry, e.g. a booking's current figures on PRICE_CHANGED; unparsed. */
  details?: unknown;
}

/**
 * Every failed API call becomes one of these. `status` is 0 when no HTTP answer arrived;
 * `message` is pt-BR and safe to show; callers branch on `code`, never on the message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly field: string | undefined;
  readonly details: unknown;

  constructor({ status, code, message, field, details }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
