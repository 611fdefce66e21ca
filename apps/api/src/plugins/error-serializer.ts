/** Keys of an error whose values may be what a user typed: an e-mail, a password's hash. */
const valueCarryingKeys = new Set(['params', 'parameters', 'values', 'detail', 'where']);

/**
 * Drizzle writes a failed query's parameters into its message ('Failed query: …\nparams: …');
 * they may be an e-mail or an argon2 hash (issue 16 §4). The query stays, the values go.
 */
function withoutParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * The log's `err`: type, message, stack, the error's own fields and its cause, like pino's
 * standard serializer, without the values a failed database query carried (its parameters, and
 * PostgreSQL's `detail`, which repeats the offending row's values).
 */
export function serializeError(error: Error, depth = 0): SerializedError {
  const serialized: SerializedError = {
    type: error.constructor.name,
    message: withoutParams(error.message),
    stack: withoutParams(error.stack ?? ''),
  };
  for (const [key, value] of Object.entries(error)) {
    if (valueCarryingKeys.has(key) || key === 'cause') continue;
    serialized[key] = serializeNested(value, depth + 1);
  }
  if (error.cause !== undefined) serialized.cause = serializeNested(error.cause, depth + 1);
  return serialized;
}

function serializeNested(value: unknown, depth: number): unknown {
  return value instanceof Error && depth <= 5 ? serializeError(value, depth) : value;
}
