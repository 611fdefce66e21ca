import type { ZodMiniType } from 'zod/mini';
import { isApiError } from '../../lib/api-error';

/** A step's errors by field path ('email', 'services.0.price'); `form` for the step itself. */
export type StepErrors = Partial<Record<string, string>>;

/** The first pt-BR message per field, from the contract the server applies too. */
export function findStepErrors(schema: ZodMiniType, values: unknown): StepErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: StepErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A refused save: next to its field when the server names one, else above the step. */
export function stepErrorsFrom(error: unknown): StepErrors {
  if (isApiError(error)) return { [error.field ?? 'form']: error.message };
  return { form: 'Não foi possível salvar. Verifique a conexão e tente novamente.' };
}
