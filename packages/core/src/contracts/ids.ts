import { z } from 'zod/mini';

export const INVALID_ID = 'Identificador inválido';

/** A PostgreSQL uuid as text; anything else is a 400, never a database error. */
export const idSchema = z.guid({ error: INVALID_ID });

/** An id a body must carry; `missing` is the message when it does not. */
export function requiredIdSchema(missing: string) {
  return z.guid({ error: (issue) => (issue.input === undefined ? missing : INVALID_ID) });
}

/** Whether `value` is an id as `idSchema` reads it: a query never sees another. */
export function isId(value: string): boolean {
  return idSchema.safeParse(value).success;
}

/** `/:id` route parameters. */
export const idParamsSchema = z.object({ id: idSchema });

/** How many ids one request may name: enough for any real booking, small enough to be cheap. */
export const MAX_IDS = 20;

/**
 * A non-empty list of at most `MAX_IDS` ids, lower-cased; repeated ids count once (the order
 * of first appearance is kept). `missing` is the message when the list is absent or empty.
 */
export function idListSchema(missing: string) {
  return z.pipe(
    z
      .array(idSchema, { error: (issue) => (issue.input === undefined ? missing : INVALID_ID) })
      .check(z.minLength(1, missing), z.maxLength(MAX_IDS, `Escolha no máximo ${MAX_IDS} itens.`)),
    z.transform((ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  );
}
