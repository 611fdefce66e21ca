import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signInFormSchema } from './auth-forms.js';
import { signInFormChecker } from './sign-in-form.js';

const valid = { email: 'cliente@navalha.dev', password: 'Cliente@123', rememberMe: true };

/** The first message of each field, as the form shows it. */
function firstErrors(result: ReturnType<typeof signInFormChecker.safeParse>) {
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('signInFormChecker', () => {
  it('answers the values with the e-mail as stored', () => {
    const result = signInFormChecker.safeParse({ ...valid, email: '  Cliente@Navalha.DEV ' });
    expect(result).toEqual({ success: true, data: valid });
  });

  it('names every wrong field with its first message', () => {
    expect(firstErrors(signInFormChecker.safeParse({ email: 'cliente', password: '' }))).toEqual({
      email: 'Email inválido',
      password: 'Campo obrigatório',
    });
  });

  it('takes anything that is not the form as an empty form', () => {
    expect(firstErrors(signInFormChecker.safeParse(null))).toEqual({
      email: 'Campo obrigatório',
      password: 'Campo obrigatório',
    });
  });

  it('agrees with signInFormSchema on what is wrong and what it answers', () => {
    const typed = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('', ' ', 'cliente', 'a@b.co', ' A@B.COM ', 'Cliente@123', 'Ab1@x', 'Ab1@#x'),
      fc.stringMatching(/^[A-Za-z\d@$!%*?&#]{0,10}$/),
    );
    fc.assert(
      fc.property(typed, typed, fc.boolean(), (email, password, rememberMe) => {
        const input = { email, password, rememberMe };
        const zod = signInFormSchema.safeParse(input);
        const plain = signInFormChecker.safeParse(input);
        expect(plain.success).toBe(zod.success);
        if (plain.success && zod.success) expect(plain.data).toEqual(zod.data);
        const zodErrors: Record<string, string> = {};
        for (const issue of zod.error?.issues ?? []) {
          zodErrors[String(issue.path[0])] ??= issue.message;
        }
        expect(firstErrors(plain)).toEqual(zodErrors);
      }),
    );
  });
});
