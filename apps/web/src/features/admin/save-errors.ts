import { isApiError } from '../../lib/api-error';
import { toast } from '../../lib/toast';

/** A form's errors by field, as a failed save returns them. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * A failed save: a server error about a field goes next to it (returned), any other is a
 * toast (the mutations are silent, so nothing else shows it).
 */
export function reportSaveError(error: unknown, fields: readonly string[]): FieldErrors {
  if (isApiError(error) && error.field && fields.includes(error.field)) {
    return { [error.field]: error.message };
  }
  toast.error(isApiError(error) ? error.message : 'Erro ao salvar. Tente novamente.');
  return {};
}
