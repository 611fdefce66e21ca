import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '@navalha/core/contracts/error-body';
import type { ErrorCode } from '@navalha/core/contracts/errors';
import { errorMessages } from '@navalha/core/contracts/errors';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error.js';

export function errorBody(
  statusCode: number,
  code: ErrorCode,
  message: string,
  field?: string,
): ApiErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code,
    message,
    ...(field === undefined ? {} : { field }),
  };
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
}

interface UnionBranchIssue {
  code: string;
  path: PropertyKey[];
  message: string;
}

/**
 * A body that matches no shape of a union (the two booking bodies) reports one list of issues
 * per shape. The client meant the shape it came closest to, the one with the fewest issues;
 * its first issue is the useful one. Ties go to the first shape.
 */
function closestBranchIssue(issue: FastifySchemaValidationError): ValidationIssue {
  const branches = (issue.params as { errors?: UnionBranchIssue[][] }).errors ?? [];
  let best: UnionBranchIssue[] | undefined;
  for (const branch of branches) {
    if (branch.length > 0 && (best === undefined || branch.length < best.length)) best = branch;
  }
  const [chosen] = best ?? [];
  if (!chosen) return issue;
  return {
    keyword: chosen.code,
    instancePath: `/${chosen.path.map(String).join('/')}`,
    message: chosen.message,
  };
}

function sendError(reply: FastifyReply, body: ApiErrorBody & { details?: unknown }) {
  return reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
}

/** Codes for framework errors that are the client's fault (bad JSON, wrong content type …). */
const clientErrorCodes: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'RATE_LIMITED',
};

const clientErrorMessages: Partial<Record<number, string>> = {
  401: errorMessages.unauthenticated,
  403: errorMessages.forbidden,
  404: errorMessages.notFound,
  429: errorMessages.rateLimited,
};

/**
 * The one error handler (architecture §8): every failure answers `{statusCode, error, code,
 * message, field?}`; a 5xx is logged with the request id and never shows its internals.
 */
export interface ErrorHandlerOptions {
  /** Answers a request no route matched (the web app's index.html), or returns false to 404. */
  notFoundFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
}

export function registerErrorHandler(
  app: FastifyInstance,
  options: ErrorHandlerOptions = {},
): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      const body = errorBody(error.statusCode, error.code, error.message, error.field);
      return sendError(reply, error.details ? { ...body, details: error.details } : body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      // The first issue is the one a form shows; its messages are core's pt-BR ones. An issue
      // on the whole body (not an object, empty) has no field and no useful message, unless a
      // contract's own rule on the whole body raised it ('Informe ao menos um campo').
      const [first] = error.validation;
      const issue = first && first.keyword === 'invalid_union' ? closestBranchIssue(first) : first;
      const field = issue?.instancePath.split('/').filter(Boolean).join('.') ?? '';
      return sendError(
        reply,
        field === ''
          ? errorBody(
              400,
              'VALIDATION_ERROR',
              (issue?.keyword === 'custom' && issue.message) || errorMessages.invalidData,
            )
          : errorBody(400, 'VALIDATION_ERROR', issue?.message ?? errorMessages.invalidData, field),
      );
    }

    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return sendError(
        reply,
        errorBody(
          statusCode,
          clientErrorCodes[statusCode] ?? 'VALIDATION_ERROR',
          clientErrorMessages[statusCode] ?? errorMessages.invalidData,
        ),
      );
    }

    request.log.error({ err: error }, 'request failed');
    if (isDatabaseUnreachable(error)) {
      // The database is down or restarting: a retry later will work, and the client says so.
      return sendError(
        reply,
        errorBody(503, 'SERVICE_UNAVAILABLE', errorMessages.serviceUnavailable),
      );
    }
    return sendError(reply, errorBody(500, 'INTERNAL_ERROR', errorMessages.internal));
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.notFoundFallback?.(request, reply)) return reply;
    return sendError(reply, errorBody(404, 'NOT_FOUND', errorMessages.notFound));
  });
}

/** Socket failures and PostgreSQL's "cannot connect now" / "connection lost" classes. */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
]);
const unreachableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/**
 * Whether a failure means the database could not be reached (refused, dropped, shutting down,
 * timed out connecting) rather than a bug: such requests answer 503. Drizzle wraps the driver's
 * error in `cause`.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      // 08xxx: connection exception; 57P01–57P03: admin shutdown, crash shutdown, cannot connect now.
      if (unreachableCodes.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)) {
        return true;
      }
    }
    if (typeof message === 'string' && unreachableMessages.some((text) => message.includes(text))) {
      return true;
    }
    current = cause;
  }
  return false;
}
