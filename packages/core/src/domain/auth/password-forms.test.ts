import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  forgotPasswordFormSchema,
  passwordMessages,
  resetPasswordFormSchema,
} from './password-forms.js';

function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('change-password form', () => {
  const valid = {
    currentPassword: 'Antiga@1',
    newPassword: 'Nova@123',
    confirmPassword: 'Nova@123',
  };

  it('accepts a new password that follows the sign-up rules', () => {
    expect(changePasswordFormSchema.safeParse(valid).success).toBe(true);
  });

  it('asks for the current password', () => {
    expect(errorsOf(changePasswordFormSchema.safeParse({ ...valid, currentPassword: '' }))).toEqual(
      {
        currentPassword: passwordMessages.currentRequired,
      },
    );
  });

  it.each([
    ['', 'Senha é obrigatória'],
    ['Ab1@', 'A senha deve ter no mínimo 6 caracteres'],
    ['abcdef1@', 'A senha deve conter pelo menos 1 letra maiúscula, 1 letra minúscula e 1 número'],
    [
      'Abcdef12',
      'A senha deve conter pelo menos 1 caractere especial, 1 letra maiúscula, 1 letra minúscula e 1 número',
    ],
  ])('refuses new password %j with the sign-up message %j', (newPassword, message) => {
    const result = changePasswordFormSchema.safeParse({
      ...valid,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(errorsOf(result).newPassword).toBe(message);
  });

  it('says when the two new passwords differ', () => {
    const result = changePasswordFormSchema.safeParse({ ...valid, confirmPassword: 'Nova@124' });
    expect(errorsOf(result)).toEqual({ confirmPassword: 'As senhas não coincidem' });
  });

  it('refuses the current password as the new one', () => {
    const result = changePasswordFormSchema.safeParse({
      currentPassword: 'Nova@123',
      newPassword: 'Nova@123',
      confirmPassword: 'Nova@123',
    });
    expect(errorsOf(result)).toEqual({ newPassword: passwordMessages.sameAsCurrent });
  });
});

describe('reset-password form', () => {
  it('accepts the new password twice', () => {
    const form = { newPassword: 'Nova@123', confirmPassword: 'Nova@123' };
    expect(resetPasswordFormSchema.safeParse(form).success).toBe(true);
  });

  it('asks to confirm and to match', () => {
    expect(
      errorsOf(resetPasswordFormSchema.safeParse({ newPassword: 'Nova@123', confirmPassword: '' })),
    ).toEqual({ confirmPassword: 'Confirme sua senha' });
    expect(
      errorsOf(
        resetPasswordFormSchema.safeParse({ newPassword: 'Nova@123', confirmPassword: 'Outra@12' }),
      ),
    ).toEqual({ confirmPassword: 'As senhas não coincidem' });
  });
});

describe('forgot-password form', () => {
  it('normalizes the e-mail and refuses a malformed one', () => {
    expect(forgotPasswordFormSchema.parse({ email: ' Joana@Exemplo.COM ' }).email).toBe(
      'joana@exemplo.com',
    );
    expect(errorsOf(forgotPasswordFormSchema.safeParse({ email: 'joana@' }))).toEqual({
      email: 'Email inválido',
    });
  });
});
