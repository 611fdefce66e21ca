import type { z, ZodMiniType } from 'zod/mini';
import { isApiError } from '../../lib/api-error';
import { toast } from '../../lib/toast';

/** A form's errors by field; `form` holds one that belongs to no field. */
export type FieldErrors = Partial<Record<string, string>>;

export type FormCheck<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Runs a form's values through the contract the server applies (core's pt-BR messages):
 * the first message per top-level field, or the parsed body.
 */
export function checkForm<S extends ZodMiniType>(
  schema: S,
  values: unknown,
): FormCheck<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

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

/**
 * A decimal typed the Brazilian way or the other: '45,50', '1.234,50', '45.5' → 45.5; '' or
 * text → undefined, so the contract reports the field as missing or invalid.
 */
export function parseDecimalInput(text: string): number | undefined {
  const cleaned = text.replace(/R\$|%|\s/g, '');
  if (cleaned === '') return undefined;
  const normalized = cleaned.includes(',') ? cleaned.replace(/\./g, '').replace(',', '.') : cleaned;
  if (!/^-?\d+(\.\d+)?$/.test(normalized)) return Number.NaN;
  return Number(normalized);
}

/** A whole number typed in a field; '' → undefined, anything else not whole → NaN. */
export function parseIntegerInput(text: string): number | undefined {
  const cleaned = text.trim();
  if (cleaned === '') return undefined;
  return /^-?\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** 45.5 → '45,50', for a money field's initial value. */
export function formatDecimalInput(value: number, decimals = 2): string {
  return value.toFixed(decimals).replace('.', ',');
}
