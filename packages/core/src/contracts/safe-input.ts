import { z } from 'zod/mini';

export const safeInputMessages = {
  nulCharacter: 'Caractere inválido',
  numberOutOfRange: 'Número fora do intervalo permitido',
} as const;

/** Where a request carries something no contract admits, and what to tell the caller. */
export interface UnsafeInput {
  path: (string | number)[];
  message: string;
}

/**
 * The first value of a request that no route can accept, whatever its contract says: a string
 * (or key) with a NUL character, which PostgreSQL refuses in text ('invalid byte sequence'), or
 * a number beyond ±2^53 − 1, which JavaScript cannot count in units and PostgreSQL cannot read
 * as an integer once JSON writes it as '1e+21'. Walks plain objects and arrays; anything else
 * (dates, buffers) passes.
 */
export function findUnsafeInput(
  value: unknown,
  path: (string | number)[] = [],
): UnsafeInput | null {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? { path, message: safeInputMessages.nulCharacter } : null;
  }
  if (typeof value === 'number') {
    return Number.isNaN(value) || Math.abs(value) <= Number.MAX_SAFE_INTEGER
      ? null
      : { path, message: safeInputMessages.numberOutOfRange };
  }
  if (typeof value === 'bigint') {
    return value >= -BigInt(Number.MAX_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
      ? null
      : { path, message: safeInputMessages.numberOutOfRange };
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeInput(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return { path, message: safeInputMessages.nulCharacter };
      const found = findUnsafeInput(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Passes its input through unchanged, or fails at the unsafe value's path. The API pipes every
 * route's body, query and params through it before and after the route's own contract (so a
 * coerced '1e22' in a query string is caught too), so no route can forget the rule.
 */
export const safeInputSchema = z.unknown().check(
  z.superRefine((value, context) => {
    const unsafe = findUnsafeInput(value);
    if (unsafe) {
      context.issues.push({
        code: 'custom',
        path: unsafe.path,
        message: unsafe.message,
        input: value,
      });
    }
  }),
);
