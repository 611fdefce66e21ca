import { safeInputSchema } from '@navalha/core/contracts/safe-input';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The zod validator of every route, with core's safe-input rule on both sides of the route's own
 * contract: a NUL character or an uncountable number answers 400 like any invalid field
 * (issue 16 §4), before the contract sees it and after (a query's '1e22' coerced to a number).
 */
export const safeValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, ...rest }) =>
  validatorCompiler({ schema: z.pipe(z.pipe(safeInputSchema, schema), safeInputSchema), ...rest });
