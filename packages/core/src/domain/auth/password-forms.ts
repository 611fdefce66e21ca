import { z } from 'zod/mini';
import { authMessages, PASSWORD_MAX } from './auth-rules.js';
import { loginEmailSchema, signupPasswordSchema } from './auth-schemas.js';

/** What the password screens say (issue 14 §4), beside the sign-up rules' own messages. */
export const passwordMessages = {
  currentRequired: 'Informe sua senha atual',
  currentWrong: 'Senha atual incorreta',
  sameAsCurrent: 'A nova senha deve ser diferente da atual',
  changed: 'Senha alterada. As outras sessões da sua conta foram encerradas.',
  noPassword:
    'Sua conta entra com o Google e ainda não tem senha. Para criar uma, use "Esqueceu a senha?" na tela de entrada: enviaremos um link para o seu e-mail.',
  linkInvalid: 'Este link expirou ou já foi usado. Peça um novo.',
  forgotSent:
    'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. Ele vale por 1 hora.',
  forgotAskShop:
    'Para redefinir sua senha, fale com a barbearia: ela pode gerar um link de redefinição para você.',
  emailConfirmed: 'E-mail confirmado.',
  confirmationStale: 'Este link não vale mais: o e-mail da conta mudou. Peça um novo em Conta.',
  alreadyConfirmed: 'Seu e-mail já está confirmado.',
  confirmationSent: 'Enviamos um link de confirmação para o seu e-mail.',
  emailUnavailable: 'O envio de e-mails não está configurado nesta barbearia.',
  inactiveNoResetLink:
    'Esta conta está desativada: reative-a antes de gerar um link de redefinição.',
} as const;

/** The current password as typed: only that it was typed (a wrong one is the server's word). */
export const currentPasswordSchema = z
  .string({ error: passwordMessages.currentRequired })
  .check(
    z.minLength(1, passwordMessages.currentRequired),
    z.maxLength(PASSWORD_MAX, passwordMessages.currentWrong),
  );

/** The new password twice, with the sign-up rules; the second must match the first. */
const newPasswordFields = {
  newPassword: signupPasswordSchema,
  confirmPassword: z.string().check(z.minLength(1, authMessages.confirmRequired)),
};

const confirmationMatches = z.refine<{ newPassword: string; confirmPassword: string }>(
  (form) => form.confirmPassword === '' || form.newPassword === form.confirmPassword,
  {
    message: authMessages.confirmMismatch,
    path: ['confirmPassword'],
    when: () => true,
  },
);

/** 'Alterar senha' under Conta. */
export const changePasswordFormSchema = z
  .object({ currentPassword: currentPasswordSchema, ...newPasswordFields })
  .check(
    confirmationMatches,
    z.refine((form) => form.currentPassword === '' || form.newPassword !== form.currentPassword, {
      message: passwordMessages.sameAsCurrent,
      path: ['newPassword'],
      when: () => true,
    }),
  );

export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** The page a reset link opens: the new password twice. */
export const resetPasswordFormSchema = z.object(newPasswordFields).check(confirmationMatches);

export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** 'Esqueceu a senha?': the account's e-mail. */
export const forgotPasswordFormSchema = z.object({ email: loginEmailSchema });

export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;
