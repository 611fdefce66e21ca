import { renderEmail } from '../notifications/email-layout.js';
import type { EmailContent } from '../notifications/email-layout.js';

/** Who sends and who reads an account e-mail: the shop's name and the account holder's. */
export interface AccountEmailParty {
  senderName: string;
  recipientName: string;
}

const FOOTER = 'Você recebe este e-mail porque tem uma conta na Navalha.';
const NOT_YOU = 'Se não foi você quem pediu, ignore este e-mail: nada muda na sua conta.';

/** The words of a bell notice about the account itself (issue 14 §4). */
export interface AccountNotice {
  title: string;
  body: string;
}

export const passwordChangedNotice: AccountNotice = {
  title: 'Sua senha foi alterada',
  body: 'A senha da sua conta foi alterada e as outras sessões foram encerradas. Se não foi você, redefina sua senha em "Esqueceu a senha?" e fale com a barbearia.',
};

export const googleTakeoverNotice: AccountNotice = {
  title: 'Sua conta agora entra com o Google',
  body: 'Alguém entrou com o Google usando o e-mail desta conta, que ainda não estava confirmado. Por segurança, a senha antiga foi removida e todas as sessões foram encerradas. Se foi você, está tudo certo: entre com o Google ou crie uma senha em "Esqueceu a senha?".',
};

/** The link of 'Esqueceu a senha?': valid 1 hour, once. */
export function passwordResetEmail(party: AccountEmailParty, url: string): EmailContent {
  return renderEmail({
    ...party,
    title: 'Redefinir sua senha',
    paragraphs: [
      'Recebemos um pedido para criar uma nova senha para a sua conta.',
      'O link abaixo vale por 1 hora e funciona uma única vez.',
      NOT_YOU,
    ],
    action: { label: 'Criar nova senha', url },
    footer: FOOTER,
  });
}

/** The link that confirms the account's address: valid 7 days, once. */
export function emailConfirmationEmail(
  party: AccountEmailParty,
  email: string,
  url: string,
): EmailContent {
  return renderEmail({
    ...party,
    title: 'Confirme seu e-mail',
    paragraphs: [
      `Confirme que ${email} é o seu e-mail: assim só você pode recuperar o acesso à sua conta.`,
      'O link abaixo vale por 7 dias.',
      'Se você não criou uma conta, ignore este e-mail.',
    ],
    action: { label: 'Confirmar e-mail', url },
    footer: FOOTER,
  });
}

/** The e-mail twin of a bell notice about the account, with a link to sign in. */
export function accountNoticeEmail(
  party: AccountEmailParty,
  notice: AccountNotice,
  signInUrl: string,
): EmailContent {
  return renderEmail({
    ...party,
    title: notice.title,
    paragraphs: [notice.body],
    action: { label: 'Abrir a Navalha', url: signInUrl },
    footer: FOOTER,
  });
}
