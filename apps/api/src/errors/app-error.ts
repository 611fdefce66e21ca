import type { ErrorCode } from '@navalha/core/contracts/errors';
import { errorMessages } from '@navalha/core/contracts/errors';

/**
 * An expected failure with its answer: HTTP status, stable `code` for the web to branch on,
 * pt-BR `message` a user can read as is, and the form `field` it belongs to, if any.
 */
export class AppError extends Error {
  /** Extra facts for the body, e.g. PRICE_CHANGED's current figures (in the route's codec). */
  details?: Record<string, unknown>;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'AppError';
  }

  withDetails(details: Record<string, unknown>): this {
    this.details = details;
    return this;
  }

  static unauthenticated(): AppError {
    return new AppError(401, 'UNAUTHENTICATED', errorMessages.unauthenticated);
  }

  static forbidden(): AppError {
    return new AppError(403, 'FORBIDDEN', errorMessages.forbidden);
  }

  static notFound(): AppError {
    return new AppError(404, 'NOT_FOUND', errorMessages.notFound);
  }

  static rateLimited(): AppError {
    return new AppError(429, 'RATE_LIMITED', errorMessages.rateLimited);
  }

  static serviceUnavailable(): AppError {
    return new AppError(503, 'SERVICE_UNAVAILABLE', errorMessages.serviceUnavailable);
  }
}

/** 400 VALIDATION_ERROR on `field`, for rules a contract cannot see (they need the database). */
export function validationError(message: string, field?: string): AppError {
  return new AppError(400, 'VALIDATION_ERROR', message, field);
}

/** 404 with a message naming what was not found ('Serviço não encontrado'). */
export function notFound(message: string): AppError {
  return new AppError(404, 'NOT_FOUND', message);
}
