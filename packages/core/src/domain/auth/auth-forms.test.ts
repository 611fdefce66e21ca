import { describe, expect, it } from 'vitest';
import { signInFormSchema, signUpFormSchema } from './auth-forms.js';

function firstErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

describe('sign-in form', () => {
  const valid = { email: 'cliente@navalha.dev', password: 'Cliente@123', rememberMe: false };

  it('accepts a demo account', () => expect(signInFormSchema.safeParse(valid).success).toBe(true));

  it.each([
    ['', 'Campo obrigatório'],
    ['cliente', 'Email inválido'],
    ['cliente@', 'Email inválido'],
  ])('rejects e-mail %j with %j', (email, message) => {
    expect(firstErrors(signInFormSchema.safeParse({ ...valid, email })).email).toBe(message);
  });

  it.each([
    ['', 'Campo obrigatório'],
    ['Ab1@', 'A senha deve ter no mínimo 5 caracteres'],
    [
      'Abcde1',
      'A senha deve conter pelo menos 1 caractere especial, 1 letra maiúscula, 1 letra minúscula e 1 número',
    ],
    [
      'abcde1@',
      'A senha deve conter pelo menos 1 caractere especial, 1 letra maiúscula, 1 letra minúscula e 1 número',
    ],
    [
      'ABCDE1@',
      'A senha deve conter pelo menos 1 caractere especial, 1 letra maiúscula, 1 letra minúscula e 1 número',
    ],
    [
      'Abcdef@',
      'A senha deve conter pelo menos 1 caractere especial, 1 letra maiúscula, 1 letra minúscula e 1 número',
    ],
    [
      'Abcde1@#',
      'A senha deve conter pelo menos 1 caractere especial, 1 letra maiúscula, 1 letra minúscula e 1 número',
    ],
  ])('rejects password %j with %j', (password, message) => {
    expect(firstErrors(signInFormSchema.safeParse({ ...valid, password })).password).toBe(message);
  });

  it('trims and lower-cases the e-mail', () => {
    const parsed = signInFormSchema.parse({ ...valid, email: '  Cliente@Navalha.DEV ' });
    expect(parsed.email).toBe('cliente@navalha.dev');
  });
});

describe('sign-up form', () => {
  const valid = {
    name: 'Joana Prado',
    email: 'joana@exemplo.com.br',
    password: 'Segura@1',
    confirmPassword: 'Segura@1',
    phone: '(11) 98765-4321',
    acceptTerms: true,
    whatsappOptIn: false,
  };

  it('accepts a complete form', () => expect(signUpFormSchema.safeParse(valid).success).toBe(true));
  it('accepts an empty phone', () => {
    expect(signUpFormSchema.safeParse({ ...valid, phone: '' }).success).toBe(true);
  });

  it.each([
    ['', 'Nome é obrigatório'],
    ['   ', 'Nome é obrigatório'],
    ['J', 'Nome deve ter pelo menos 2 caracteres'],
    ['J'.repeat(51), 'Nome deve ter no máximo 50 caracteres'],
  ])('rejects name %j with %j', (name, message) => {
    expect(firstErrors(signUpFormSchema.safeParse({ ...valid, name })).name).toBe(message);
  });

  it.each([
    ['', 'Email é obrigatório'],
    ['joana@', 'Email inválido'],
  ])('rejects e-mail %j with %j', (email, message) => {
    expect(firstErrors(signUpFormSchema.safeParse({ ...valid, email })).email).toBe(message);
  });

  it.each([
    ['', 'Senha é obrigatória'],
    ['Ab@1', 'A senha deve ter no mínimo 6 caracteres'],
    ['abcdef@1', 'A senha deve conter pelo menos 1 letra maiúscula, 1 letra minúscula e 1 número'],
    ['ABCDEF@1', 'A senha deve conter pelo menos 1 letra maiúscula, 1 letra minúscula e 1 número'],
    ['Abcdef@g', 'A senha deve conter pelo menos 1 letra maiúscula, 1 letra minúscula e 1 número'],
    ['Abcde1 #', 'A senha deve conter pelo menos 1 letra maiúscula, 1 letra minúscula e 1 número'],
    // The extra rule of decision 002: a password that sign-in would refuse.
    [
      'Abcdef1',
      'A senha deve conter pelo menos 1 caractere especial, 1 letra maiúscula, 1 letra minúscula e 1 número',
    ],
  ])('rejects password %j with %j', (password, message) => {
    const errors = firstErrors(
      signUpFormSchema.safeParse({ ...valid, password, confirmPassword: password }),
    );
    expect(errors.password).toBe(message);
  });

  it('asks for the confirmation', () => {
    expect(
      firstErrors(signUpFormSchema.safeParse({ ...valid, confirmPassword: '' })).confirmPassword,
    ).toBe('Confirme sua senha');
  });

  it('says when the passwords differ, even while other fields are wrong', () => {
    const errors = firstErrors(
      signUpFormSchema.safeParse({ ...valid, name: '', confirmPassword: 'Outra@12' }),
    );
    expect(errors.confirmPassword).toBe('As senhas não coincidem');
    expect(errors.name).toBe('Nome é obrigatório');
  });

  it.each(['11987654321', '(11)98765-4321', '(11) 8765-4321'])('rejects phone %j', (phone) => {
    expect(firstErrors(signUpFormSchema.safeParse({ ...valid, phone })).phone).toBe(
      'Telefone deve estar no formato (11) 99999-9999',
    );
  });

  it('requires the terms', () => {
    expect(
      firstErrors(signUpFormSchema.safeParse({ ...valid, acceptTerms: false })).acceptTerms,
    ).toBe('Você deve aceitar os termos de uso');
  });

  it('asks for a phone when WhatsApp reminders are wanted', () => {
    expect(
      firstErrors(signUpFormSchema.safeParse({ ...valid, phone: '', whatsappOptIn: true })).phone,
    ).toBe('Informe seu celular para receber lembretes pelo WhatsApp');
    expect(signUpFormSchema.safeParse({ ...valid, whatsappOptIn: true }).success).toBe(true);
  });
});
