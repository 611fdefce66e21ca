import type { ErrorCode } from '@navalha/core/contracts/errors';

/** Codes for failures that never reached the server or never got a well-formed answer. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'ABORTED' | 'UNEXPECTED_RESPONSE';

export type ApiErrorCode = ErrorCode | ClientErrorCode;

export interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  message: string;
  field?: string | undefined;
}

/**
 * Every failed API call becomes one of these. `status` is 0 when no HTTP answer arrived;
 * `message` is pt-BR and safe to show; callers branch on `code`, never on the message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly field: string | undefined;

  constructor({ status, code, message, field }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
