import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangeEvent } from 'react';
import type { FieldError, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import type { ZodMiniType } from 'zod/mini';
import type { FieldErrors } from './save-errors';

/**
 * A text field of a react-hook-form form whose error (and the form's own) clears as soon as it
 * is edited (the forms check again on submit); `format` masks what is typed ('(11) 99999-9999').
 */
export function editableField<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'clearErrors'>,
  name: Path<T>,
  format?: (value: string) => string,
) {
  const registered = form.register(name);
  return {
    ...registered,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (format) event.target.value = format(event.target.value);
      form.clearErrors(name);
      form.clearErrors('root');
      return registered.onChange(event);
    },
  };
}

/** The server's refusals of fields (`reportSaveError`), each shown beside its field. */
export function showFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  errors: FieldErrors,
): void {
  for (const [field, message] of Object.entries(errors)) {
    if (message) form.setError(field as Path<T>, { message });
  }
}

/**
 * Checks a form with the contract the server applies (core's pt-BR messages, the first per
 * field) and hands on what was typed, shaped by `toBody` when the body differs from the fields.
 * A rule about no one field (an update that changes nothing) becomes the form's `root` error.
 */
export function contractResolver<TValues extends FieldValues, TBody = TValues>(
  schema: ZodMiniType,
  toBody: (values: TValues) => TBody = (values) => values as unknown as TBody,
): Resolver<TValues, unknown, TBody> {
  const check = zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<
    FieldValues,
    unknown,
    TBody
  >;
  return async (values, context, options) => {
    const result = await check(toBody(values) as FieldValues, context, options as never);
    const { '': formError, ...fieldErrors } = result.errors as Record<string, FieldError>;
    if (!formError) return result as Awaited<ReturnType<Resolver<TValues, unknown, TBody>>>;
    return { values: {}, errors: { ...fieldErrors, root: formError } } as Awaited<
      ReturnType<Resolver<TValues, unknown, TBody>>
    >;
  };
}
