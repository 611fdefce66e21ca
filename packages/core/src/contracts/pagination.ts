import { z } from 'zod/mini';

export interface PaginationLimits {
  defaultLimit: number;
  maxLimit: number;
}

const MAX_PAGE = 10_000;

function wholeNumberInQuery(message: string, min: number, max: number, maxMessage = message) {
  return z.coerce
    .number({ error: message })
    .check(z.refine(Number.isInteger, message), z.gte(min, message), z.lte(max, maxMessage));
}

/** `?page=1&limit=20` from a query string: whole numbers, page from 1, limit up to `maxLimit`. */
export function paginationQuerySchema({ defaultLimit, maxLimit }: PaginationLimits) {
  return z.object({
    page: z._default(wholeNumberInQuery('Página inválida', 1, MAX_PAGE), 1),
    limit: z._default(
      wholeNumberInQuery('Limite inválido', 1, maxLimit, `O limite máximo é ${maxLimit}`),
      defaultLimit,
    ),
  });
}

/** `?limit=N` alone, 1 to `maxLimit`. */
export function limitQuerySchema({ defaultLimit, maxLimit }: PaginationLimits) {
  return z.object({
    limit: z._default(
      wholeNumberInQuery('Limite inválido', 1, maxLimit, `O limite máximo é ${maxLimit}`),
      defaultLimit,
    ),
  });
}

/** A page of a list (spec §3 "Paginated lists are {data: [...]}"), with where it stands. */
export function paginatedSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.int(),
    limit: z.int(),
    total: z.int(),
    // The cursor of the next page (keyset, issue 18 §3); null on the last one. Lists that
    // take `?cursor=` answer it; the others leave it out.
    nextCursor: z.optional(z.nullable(z.string())),
  });
}

/**
 * A keyset cursor (issue 18 §3): the last row's time in microseconds since the epoch and its
 * id, `1795705579039000.3f0c…`. Microseconds because PostgreSQL keeps them: a millisecond
 * cursor would skip rows written in the same millisecond. Opaque to the web.
 */
const CURSOR_PATTERN =
  /^(\d{1,17})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export interface ListCursor {
  micros: string;
  id: string;
}

export function encodeListCursor(cursor: ListCursor): string {
  return `${cursor.micros}.${cursor.id}`;
}

export function decodeListCursor(text: string): ListCursor | null {
  const match = CURSOR_PATTERN.exec(text);
  return match?.[1] && match[2] ? { micros: match[1], id: match[2] } : null;
}

/** `?cursor=` from a query string: absent for the first page, else a `nextCursor` answered. */
export const listCursorSchema = z.optional(
  z.string().check(z.refine((text) => decodeListCursor(text) !== null, 'Cursor inválido')),
);
