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
  });
}
