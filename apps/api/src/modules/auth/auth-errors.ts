import { errorMessages } from '@navalha/core/contracts/errors';
import { AppError } from '../../errors/app-error.js';

export const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', errorMessages.invalidCredentials);

export const invalidRefreshToken = () =>
  new AppError(401, 'INVALID_REFRESH_TOKEN', errorMessages.invalidRefreshToken);

/** Why a Google sign-in was refused, beyond the spec's general 'Erro ao fazer login com Google'. */
export const googleSignInMessages = {
  emailNotVerified:
    'Seu email do Google não está verificado. Verifique-o no Google ou entre com email e senha.',
  accountDisabled: 'Esta conta está desativada. Fale com a barbearia.',
  linkedToAnotherAccount: 'Este email já está vinculado a outra conta Google.',
  staffUsesPassword: 'Contas da equipe entram somente com email e senha.',
  passwordAccountExists: 'Já existe uma conta com este email. Entre com email e senha.',
} as const;

export const socialSignInFailed = (message: string = errorMessages.googleSignInFailed) =>
  new AppError(401, 'SOCIAL_SIGN_IN_FAILED', message);

export const emailInUse = () =>
  new AppError(409, 'EMAIL_IN_USE', errorMessages.emailInUse, 'email');
