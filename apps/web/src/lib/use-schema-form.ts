import { useRef, useState } from 'react';
import type { FormEvent } from 'react';

/** What the form needs of a zod schema (zod/mini's `safeParse`): a type only, no zod import. */
export interface FormSchema<T> {
  safeParse(input: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

type FieldValue = string | boolean;
export type FormErrors<T> = Partial<Record<keyof T, { message: string }>>;

/**
 * A form of native inputs checked by a zod schema, for the first screens (issue 18 §1): what the
 * sign-in form used of react-hook-form (12.6 KB gzip on its first load), in a few lines. As there:
 * fields are checked on submit, then each again as it changes; the first wrong one gets the
 * focus; `isSubmitting` holds while the submit's promise runs. `defaults` lists every field, in
 * the order of the form.
 */
export function useSchemaForm<T extends Record<string, FieldValue>>(
  schema: FormSchema<T>,
  defaults: T,
) {
  const inputs = useRef(new Map<keyof T, HTMLInputElement>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<FormErrors<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const names = Object.keys(defaults) as (keyof T)[];

  function getValues(): T;
  function getValues<K extends keyof T>(name: K): T[K];
  function getValues(name?: keyof T) {
    const read = (key: keyof T) => {
      const input = inputs.current.get(key);
      if (!input) return defaults[key];
      return typeof defaults[key] === 'boolean' ? input.checked : input.value;
    };
    if (name !== undefined) return read(name);
    return Object.fromEntries(names.map((key) => [key, read(key)])) as T;
  }

  function check(): { data: T; errors: FormErrors<T> } | { data: null; errors: FormErrors<T> } {
    const result = schema.safeParse(getValues());
    if (result.success) return { data: result.data, errors: {} };
    const found: FormErrors<T> = {};
    for (const issue of result.error.issues) {
      const key = issue.path[0] as keyof T | undefined;
      if (key !== undefined && !found[key]) found[key] = { message: issue.message };
    }
    return { data: null, errors: found };
  }

  const focus = (name: keyof T) => inputs.current.get(name)?.focus();

  function register<K extends keyof T & string>(name: K) {
    return {
      name,
      ref(input: HTMLInputElement | null) {
        if (input) inputs.current.set(name, input);
        else inputs.current.delete(name);
      },
      onChange() {
        if (!submitted.current) return;
        const message = check().errors[name];
        setErrors((current) => ({ ...current, [name]: message }));
      },
    };
  }

  function handleSubmit(onValid: (values: T) => Promise<void> | void) {
    return async (event: FormEvent) => {
      event.preventDefault();
      submitted.current = true;
      const { data, errors: found } = check();
      if (!data) {
        setErrors(found);
        const first = names.find((name) => found[name]);
        if (first !== undefined) focus(first);
        return;
      }
      setErrors({});
      setSubmitting(true);
      try {
        await onValid(data);
      } finally {
        setSubmitting(false);
      }
    };
  }

  /** A server's error on `name` (the field it names), focused when asked. */
  function setError(
    name: keyof T,
    error: { message: string },
    options?: { shouldFocus?: boolean },
  ) {
    setErrors((current) => ({ ...current, [name]: error }));
    if (options?.shouldFocus) focus(name);
  }

  return { register, handleSubmit, getValues, setError, formState: { errors, isSubmitting } };
}
