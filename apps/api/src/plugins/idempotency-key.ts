import { errorMessages } from '@navalha/core/contracts/errors';
import type { FastifyRequest } from 'fastify';
import { validationError } from '../errors/app-error.js';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * The `Idempotency-Key` header (or `X-Idempotency-Key`), if any: printable ASCII, up to 255
 * characters (a UUID per attempt is what the web sends). A repeated create with the same key
 * returns the first result. 400 on a malformed key.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'] ?? request.headers['x-idempotency-key'];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !IDEMPOTENCY_KEY.test(key)) {
    throw validationError(errorMessages.invalidIdempotencyKey, 'Idempotency-Key');
  }
  return key;
}
